/*
 * What other domains and the app use of the staff domain (the back office's people): the guard the coming
 * back office routes declare who may call them with, and the services the demo seed and `create-owner` make
 * staff with, and the operator API's authenticator of API keys. Only staff/ writes staff_members, staff_stores,
 * staff_sessions, staff_recovery_codes, staff_settings, staff_api_keys and staff_api_key_stores.
 */
export { apiKeyAuthenticator } from './api-keys';
export { registerStaffSession, requireStaff, STAFF_SECURITY, staffActorOf, staffOf } from './guard';
export {
  createFirstOwner,
  createStaff,
  deactivateStaff,
  endStaffSessions,
  staffEmailTaken,
} from './service';
