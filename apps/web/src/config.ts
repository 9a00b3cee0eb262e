/**
 * Deployment settings of the web app. The app badges lead to the shop's download page (the demo shop's
 * `.example` address, which never resolves); put the real store listings here, in one place, when published.
 */
const APP_DOWNLOAD_URL = 'https://app.rosettebeauty.example/download';

export const APP_STORE_LINKS = {
  android: `${APP_DOWNLOAD_URL}?platform=android`,
  ios: `${APP_DOWNLOAD_URL}?platform=ios`,
  huawei: `${APP_DOWNLOAD_URL}?platform=huawei`,
} as const;
