/*
 * The UI kit the storefront (apps/web) and the back office (apps/admin) share: form fields, dialogs, toasts,
 * status pills, panels, formatters, the API client that reads the envelope, and the i18n set-up.
 */
export {};
