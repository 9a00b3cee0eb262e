/*
 * What other domains and the app use of notifications: announcing an event in the transaction of the change
 * it reports (every domain), the member's devices (account: login, register_devicetoken, logout), and the
 * delivery job with its providers (app).
 */
export { deliverDue } from './deliver';
export { forgetDevice, registerDevice } from './devices';
export { notificationJobs } from './jobs';
export { type Announcement, notify, notifyMany } from './notify';
export {
  outboxPushProvider,
  type PushProvider,
  type PushProviders,
  type PushSetup,
  pushSetupFor,
} from './providers';
