export type { PushProblem } from './api';
export {
  forgetThisBrowser,
  PushRefused,
  setPushEnabled,
  subscribeThisBrowser,
  useBrowserSubscribed,
  useUnreadCount,
  useWebPushKey,
} from './api';
export { type NotificationKeys, notificationKeys, notificationQueryKeys } from './keys';
