/** Enumerations of spec section 3, as const objects so both sides share names and values. */

export const ROLES = ['member', 'agent'] as const;
export type Role = (typeof ROLES)[number];
/** Roles are compared in lower case; this is the display value. */
export const ROLE_DISPLAY = { member: 'Member', agent: 'Agent' } as const satisfies Record<Role, string>;

export const GENDER = { MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDER)[keyof typeof GENDER];

export const OTP_TYPE = { REGISTER: 1, RESET_PASSWORD: 2, CHANGE_MOBILE_NUMBER: 3 } as const;
export type OtpType = (typeof OTP_TYPE)[keyof typeof OTP_TYPE];

export const DEAL_TYPE = { FLASH_DEALS: 1, HOT_DEALS: 2, TOP_PICKS: 3 } as const;
export type DealType = (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];

/** Banner redirect: 1 external url in a new window, 2 product detail, 3 article detail. */
export const BANNER_REDIRECT = { URL: 1, PRODUCT: 2, ARTICLE: 3 } as const;
export type BannerRedirect = (typeof BANNER_REDIRECT)[keyof typeof BANNER_REDIRECT];

export const BOOKING_TYPE = { UPCOMING: 1, PAST: 2 } as const;
export type BookingType = (typeof BOOKING_TYPE)[keyof typeof BOOKING_TYPE];

export const REVIEW_KIND = { ECOMMERCE: 1, STORE_STYLIST: 2 } as const;
export const REVIEW_TAB = { TO_REVIEW: 1, HISTORY: 2 } as const;
export const REVIEW_TARGET = { STORE: 2, STYLIST: 3 } as const;
export const REVIEW_CRITERIA = {
  1: 'cleanliness',
  2: 'ambience',
  3: 'customer_service',
  4: 'recommendable',
  5: 'friendliness',
  6: 'skillfullness',
  7: 'responsiveness',
  8: 'personal_image',
} as const;

export const RETURN_REASON = { DEFECTED_PRODUCT: 1, INCORRECT_PRODUCT: 2 } as const;
export type ReturnReason = (typeof RETURN_REASON)[keyof typeof RETURN_REASON];

/** Agent ranks from lowest to highest; shown with a "Style" prefix. */
export const AGENT_RANKS = ['silver', 'gold', 'platinum', 'executive'] as const;
export type AgentRank = (typeof AGENT_RANKS)[number];

export const ORDER_TABS = [
  'to_pay',
  'to_ship',
  'to_receive',
  'delivered',
  'completed',
  'cancelled',
  'return_refund',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * The tabs' numeric codes, numbered in the spec's tab order (section 4), as the spec's other enums are numeric:
 * order/index takes `type` as either form.
 */
export const ORDER_TAB_CODES = {
  1: 'to_pay',
  2: 'to_ship',
  3: 'to_receive',
  4: 'delivered',
  5: 'completed',
  6: 'cancelled',
  7: 'return_refund',
} as const satisfies Record<number, OrderTab>;

/**
 * A tab by its name or by its code (2 or "2" is to_ship), as order/index's `type` and the web's
 * /order/list/{id} take it; null for anything else.
 */
export function orderTabFrom(value: unknown): OrderTab | null {
  if ((ORDER_TABS as readonly unknown[]).includes(value)) return value as OrderTab;
  const code = typeof value === 'string' && /^[1-9]$/.test(value) ? Number(value) : value;
  return typeof code === 'number' && Object.hasOwn(ORDER_TAB_CODES, code)
    ? ORDER_TAB_CODES[code as keyof typeof ORDER_TAB_CODES]
    : null;
}

export const STOCK_STATUS = { IN_STOCK: 'In Stock', OUT_OF_STOCK: 'Out of Stock' } as const;
export type StockStatus = (typeof STOCK_STATUS)[keyof typeof STOCK_STATUS];

export const POINT_STATUS = { PENDING: 'Pending', SUCCESSFUL: 'Successful' } as const;
/**
 * A points entry's status in words, the one term per language that the wallet page and the CSV download both
 * write (the Chinese download once said 成功/处理中 where the page said 已入账/待入账).
 */
export const POINT_STATUS_TEXT = {
  en: { Pending: 'Pending', Successful: 'Successful' },
  zh: { Pending: '待入账', Successful: '已入账' },
} as const;

export const AGENT_TNC_STATUS = { PENDING: 'Pending', ACCEPTED: 'Accepted' } as const;

export const BANK_ACCOUNT_TYPE = { INDIVIDUAL: 'individual', COMPANY: 'company' } as const;

/** Country abbreviation that turns on appointments, vouchers, stylist reviews and stores. */
export const SG_COUNTRY = 'SG';

/** A service voucher's states: used at a salon, expired after its last day, voided by the operator. */
export const VOUCHER_STATUSES = ['active', 'used', 'expired', 'void'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
/** How a member came to hold a voucher. */
export const VOUCHER_SOURCES = ['purchase', 'referral', 'operator'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

/**
 * An appointment's states (one transition table, apps/api/src/booking/lifecycle.ts): booked until the visit,
 * then completed (a salon visit with its POS transaction number) or no-show; cancelled by the member or the
 * operator. Booked and completed appointments hold their stylist's time.
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Where an appointment was made: the web app, the mobile apps (the same calls), or the operator (walk-ins too). */
export const BOOKING_SOURCES = ['web', 'app', 'operator'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
