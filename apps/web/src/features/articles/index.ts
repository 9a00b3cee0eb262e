export { ArticleThumbnail } from './ArticleThumbnail';
export { articleQueryKeys } from './keys';
