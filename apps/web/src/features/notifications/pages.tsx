/** Notifications area: the member's inbox. */
export { NotificationInbox } from './NotificationInbox';
