/*
 * What other domains and the app use of the account domain: a member's addresses (checkout, order), the
 * plugin that reads the bearer token or the web's session cookie into request.viewer and the account's jobs
 * (app), the password and session-token hashes the seed's members are made with, the password check a point transfer asks for (the routing table hands it to the wallet's routes), and a member's
 * role and rank in the partner programme (agent); the login throttle and the password hash the staff's sign-in
 * shares (staff).
 */

export { getAddress, listAddresses } from './address-service';
export { becomeAgent, changeAgentRank } from './agent-role';
export { registerAuthentication } from './auth';
export { accountJobs } from './jobs';
export { confirmPassword } from './login-service';
export {
  attemptFailed,
  attemptSucceeded,
  beginLoginAttempt,
  emailLoginAttempt,
  forgetAttempt,
} from './login-throttle';
export { hashPassword, verifyPasswordOrDecoy } from './password';
export { hashToken, newSessionToken } from './tokens';
