/*
 * What other domains use of notifications: announcing an event in the transaction of the change it reports.
 */
export { type Announcement, notify, notifyMany } from './notify';
