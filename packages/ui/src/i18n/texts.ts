/*
 * The kit's own words (namespace `ui`), in both languages, so every app that sets up i18n with the kit
 * (setUpI18n) has them: a dialog's close button, a toast's, a failed load and its retry, the fields' labels.
 * The Chinese follows ZH-GLOSSARY.md and the storefront's words for the same things.
 */
const en = {
  close: 'Close',
  retry: 'Try again',
  load_error: "We couldn't load this. Please check your connection and try again.",
  toast_region: 'Notifications',
  toast_dismiss: 'Dismiss notification',
  mobile: 'Mobile number',
  country_code: 'Country code',
  rule_met: '(met)',
  rule_not_met: '(not met yet)',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
} as const;

const zh: Record<keyof typeof en, string> = {
  close: '关闭',
  retry: '重试',
  load_error: '内容加载失败，请检查网络连接后重试。',
  toast_region: '通知',
  toast_dismiss: '关闭通知',
  mobile: '手机号码',
  country_code: '国家区号',
  rule_met: '（已满足）',
  rule_not_met: '（尚未满足）',
  gender: '性别',
  male: '男',
  female: '女',
};

export const UI_TEXTS = { en, zh } as const;

/** The shape of the `ui` namespace, for an app's i18next type declaration. */
export type UiTexts = typeof en;
