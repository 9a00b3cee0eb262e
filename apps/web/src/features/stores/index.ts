export { useStoreList } from './api';
export type { Placed } from './stores';
export { distanceLabel, mapUrl, storesByDistance, telHref } from './stores';
