/*
 * What other domains use of the stores domain (the salons): the stores' names by id, which the staff page
 * shows beside a store_staff member and checks their store ids against. Only stores/ writes stores,
 * stylists, services and store_services.
 */
export { storeNames } from './service';
