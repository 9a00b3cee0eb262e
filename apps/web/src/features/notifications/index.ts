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
