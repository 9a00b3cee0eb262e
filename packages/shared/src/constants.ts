/** Business constants and limits of spec section 9, one place for API and web. */

export const TOAST_TIMEOUT_MS = 3000;
export const MAX_TOASTS = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PASSWORD_MIN_LENGTH = 6;
export const MOBILE_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

export const MAX_REVIEW_PHOTOS = 4;
export const STAR_SCALE = 5;

export const RETURN_WINDOW_DAYS = 7;
export const PAYMENT_CURRENCY = 'SGD';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const BIRTHDAY_MIN = '1800-01-01';

export const SIGNUP_DIALOG_WIDTH = 450;
export const SIGNUP_DIALOG_WIDE_WIDTH = 600;

export const EARTH_RADIUS_KM = 6371;

/** Agent cash-out runs on these days of the month and takes 4-5 working days. */
export const AGENT_CASHOUT_DAYS_OF_MONTH = [1, 15] as const;

/** Vouchers and services must be booked this many days in advance. */
export const BOOKING_ADVANCE_DAYS = 1;

export const MAGAZINE_THUMBNAIL_HEIGHT = 180;
export const DEAL_GRID_COLUMNS_LARGE = 6;

/** Network failures are reported with this code (spec section 8). */
export const TRANSPORT_ERROR_CODE = 99;
export const NETWORK_ERROR_STATUS = 503;

/** Longest free-text query the storefront accepts; longer ones are refused, not truncated silently. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** The shop's own clock: daily deals end at midnight here, and delivery and booking dates are its dates. */
export const SHOP_TIME_ZONE = 'Asia/Singapore';

/** A staff session ends after this long unused, and at the latest this long after its sign-in. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Staff hold the whole shop's data: a longer password than a member's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** One-time codes handed out when a second factor is confirmed, for when the authenticator is lost. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
