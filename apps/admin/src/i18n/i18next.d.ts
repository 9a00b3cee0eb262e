import type { MESSAGES, STAFF_MESSAGES } from '@beauty/shared';
import type { UiTexts } from '@beauty/ui';
import type { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      messages: (typeof MESSAGES)['en'] & (typeof STAFF_MESSAGES)['en'];
      ui: UiTexts;
    };
  }
}
