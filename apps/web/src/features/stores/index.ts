export { useStoreList } from './api';
export { storeQueryKeys } from './keys';
export type { Placed } from './stores';
export { distanceLabel, mapUrl, storesByDistance, telHref } from './stores';
