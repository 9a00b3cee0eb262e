export { ArticleThumbnail } from './ArticleThumbnail';
