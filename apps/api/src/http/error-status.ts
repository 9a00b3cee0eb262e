import type { MessageKey } from '@beauty/shared';
import type { ErrorReason } from '../errors';

/**
 * The HTTP status of every message key that is not a 400, in one place: services throw a `DomainError` by its
 * key, and the error handler, the raw socket answers and anything else that answers an error read the status
 * here. A key not listed is a 400 (the request was wrong). Lifecycle refusals keep their own keys, and are a 409
 * by their reason (`ERROR_STATUS_BY_REASON`), whatever the key.
 */
export const ERROR_STATUS = {
  401: ['unauthorized'],
  402: ['payment_failed'],
  403: [
    'forbidden',
    'agent_only',
    'booking_region_only',
    'cross_site_request',
    'enrol_second_factor_first',
    'local_only',
    'mobile_not_verified',
    'partner_only',
    'review_region_only',
    'voucher_region_only',
  ],
  404: [
    'not_found',
    'page_not_found',
    'agent_application_not_found',
    'api_key_not_found',
    'bank_account_not_found',
    'session_not_found',
    'staff_not_found',
    'team_member_not_found',
    'transfer_recipient_not_found',
    'withdrawal_not_found',
  ],
  405: ['method_not_allowed'],
  408: ['request_timeout'],
  409: [
    'address_required',
    'agent_already',
    'agent_reapply_too_soon',
    'bank_account_limit',
    'booking_change_closed',
    'booking_member_overlap',
    'booking_not_changeable',
    'booking_not_started',
    'booking_schedule_conflict',
    'booking_slot_taken',
    'booking_voucher_unusable',
    'cart_empty',
    'cart_info_updated',
    'cart_stock_limit',
    'cashback_not_enough',
    'delivery_slot_full',
    'duplicate_agent_application',
    'exceeded_max_quantity',
    'last_owner',
    'not_enough_points',
    'order_not_cancellable',
    'order_not_payable',
    'owner_exists',
    'product_removed',
    'reschedule_not_allowed',
    'return_not_allowed',
    'review_exists',
    'review_not_delivered',
    'review_returned',
    'review_window_closed',
    'second_factor_already_enabled',
    'second_factor_not_enrolled',
    'second_factor_own_first',
    'staff_not_yourself',
    'something_went_wrong',
    'transfer_point_failed',
    'volume_variation_removed',
    'voucher_expired',
    'voucher_not_active',
  ],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: [
    'booking_date_out_of_range',
    'booking_limit',
    'booking_outside_hours',
    'booking_service_unavailable',
    'booking_services_required',
    'booking_stylist_unavailable',
    'booking_walk_in_future',
    'review_photo_not_owned',
  ],
  429: ['too_many_requests', 'login_locked', 'member_lookup_limit', 'otp_hourly_limit', 'otp_resend_wait'],
  500: ['server_issue'],
  502: ['refund_failed'],
  503: ['service_unavailable', 'sms_failed'],
} as const satisfies Record<number, readonly MessageKey[]>;

/** Where a refusal's reason decides, over its key: the same message answered two ways. */
export const ERROR_STATUS_BY_REASON: Record<ErrorReason, number> = {
  // A move the row's state does not allow conflicts with that state, whichever message names it (an
  // application no longer open for its terms says agent_application_not_found, a 404 when there is none).
  wrong_state: 409,
  // The provider's word contradicts the order (a 409), where a declined card is payment_failed's 402.
  amount_mismatch: 409,
};

const STATUS_BY_KEY: ReadonlyMap<MessageKey, number> = new Map(
  Object.entries(ERROR_STATUS).flatMap(([status, keys]) =>
    keys.map((key): [MessageKey, number] => [key, Number(status)]),
  ),
);

/** The HTTP status a message key answers with. */
export function statusOfKey(key: MessageKey): number {
  return STATUS_BY_KEY.get(key) ?? 400;
}

/** The HTTP status a `DomainError` answers with: its reason's, else its key's. */
export function statusOf(error: { key: MessageKey; reason?: ErrorReason | undefined }): number {
  return error.reason !== undefined ? ERROR_STATUS_BY_REASON[error.reason] : statusOfKey(error.key);
}
