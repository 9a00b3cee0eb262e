export { type CatalogueKeys, catalogueKeys, catalogueQueryKeys } from './keys';
