/*
 * What other domains and the app use of the account domain: a member's addresses (checkout, order), the
 * plugin that reads the bearer token into request.viewer (app), and the password and session-token hashes
 * the seed's members are made with.
 */
export { getAddress, listAddresses } from './address-service';
export { registerAuthentication } from './auth';
export { hashPassword } from './password';
export { hashToken, newSessionToken } from './tokens';
