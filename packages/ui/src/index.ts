/*
 * The UI kit the storefront (apps/web) and the back office (apps/admin) share: form fields and errors, dialogs,
 * toasts, the status pill, panels and page states, buttons and icons, the API client that reads the envelope,
 * and the i18n set-up. Money and shop-time formatters are @beauty/shared's (formatPrice, formatShopDate), which
 * the API uses too. Only type imports of zod and react-hook-form: a page that shows no form loads neither.
 */
export * from './api/client';
export * from './api/errors';
export * from './api/query-client';
export * from './badge';
export * from './button';
export * from './Dialog';
export * from './dialog-store';
export * from './FormDialog';
export * from './field-problem';
export * from './fields';
export * from './IconBadge';
export * from './i18n/setup';
export * from './i18n/texts';
export * from './icons';
export * from './Panel';
export * from './Skeleton';
export * from './Spinner';
export * from './StatusPill';
export * from './states';
export * from './TextAreaField';
export * from './ToastProvider';
export * from './toast-place';
export * from './toast-store';
