import type { Language } from './language';
import { STAFF_MESSAGES, type StaffMessageKey } from './staff-messages';

/**
 * The error catalogue of spec section 8, keyed so that the API can answer in the caller's language and the
 * web app can translate a key it receives. English texts are the spec's own wording.
 */
const en = {
  // transport
  network_error: 'Network Error',
  unknown_error: 'Unknown Error',
  unknown_error_retry: 'Unknown error, please try again',
  // field rules
  required: 'This field is required',
  invalid_email: 'Please enter a valid email address',
  email_taken: 'This email has been taken',
  invalid_referral_code: 'This is not a valid referral code.',
  numbers_only: 'Numbers only',
  mobile_min_length: 'Minimum 8 digits',
  password_min_length: '6 characters minimum',
  password_min_numeric: '1 numeric minimum',
  passwords_do_not_match: 'Passwords do not match',
  invalid_format: 'Invalid format (special characters not allowed)',
  characters_not_allowed: 'These characters are not allowed: {{characters}}',
  no_leading_multiple_spaces: 'No leading and multiple spaces',
  control_characters: 'Please remove tabs, line breaks and other invisible characters',
  invalid_value: 'Invalid value',
  invalid_date: 'Please enter a valid date',
  date_out_of_range: 'Date is out of range',
  too_long: 'Too long',
  too_short: 'Too short',
  number_too_small: 'Value is too small',
  number_too_large: 'Value is too large',
  // general
  validation_failed: 'Please check the highlighted fields',
  invalid_id_or_password: 'invalid ID or password',
  whoops_404: 'Whoops, 404',
  page_not_found: 'The page you requested does not exist',
  not_found: 'Not found',
  bad_request: 'The request could not be understood',
  malformed_json: 'The request body is not valid JSON',
  payload_too_large: 'The request is too large',
  request_timeout: 'The request took too long to arrive',
  unsupported_media_type: 'Unsupported content type',
  method_not_allowed: 'Method not allowed',
  too_many_requests: 'Too many requests, please try again later',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
  local_only: "This demo-only call answers only on the server's own machine",
  secret_in_query: 'Send this in the request body, never in the address',
  cross_site_request: "This request did not come from the shop's own pages",
  session_not_found: 'This session has already ended',
  server_issue: 'We are having an issue at the moment. Please try again.',
  something_went_wrong: 'Something went wrong. Please try again later',
  service_unavailable: 'The service is unavailable, please try again shortly',
  duplicate_agent_application:
    'You have already applied to be a partner. Refresh the homepage to check your status.',
  payment_failed: 'Payment failed, please retry in My Orders > To Pay',
  max_photos: 'Maximum 4 photos',
  exceeded_max_quantity: 'Exceeded maximum quantity per order',
  payment_method_unsupported: 'Payment method unsupported for this purchase',
  volume_variation_removed: 'Selected volume variation removed',
  product_removed: 'Product removed',
  points_not_valid: 'Points to redeem not valid',
  not_enough_points: 'Not enough points balance',
  transfer_point_failed: 'Transfer point failed',
  reschedule_not_allowed: 'Order not allowed to reschedule',
  return_not_allowed: 'Product not allowed to return/refund',
  no_search_result: 'No search result',
  push_unsupported: 'Push notification is unsupported or blocked',
  cart_stock_limit: 'Cart stock limit reached',
  cart_info_updated: 'Cart info updated',
  delivery_attempt_failed: 'Delivery attempt failed, please reschedule',
  partner_only: 'You must be a partner to purchase this product',
  multiple_login: 'Your account was logged in on another device, so you have been logged out.',
  // accounts
  mobile_taken: 'This mobile number is already registered',
  invalid_gender: 'Please choose a gender',
  agreement_required: 'Please accept the terms to continue',
  otp_format: 'Enter the 6-digit code',
  otp_invalid: 'The code is not correct',
  otp_expired: 'The code has expired, please request a new one',
  otp_too_many_attempts: 'Too many wrong codes, please request a new one',
  otp_resend_wait: 'Please wait {{seconds}} seconds before requesting another code',
  otp_hourly_limit: 'Too many codes requested, please try again later',
  mobile_not_verified: 'Please verify your mobile number first',
  login_locked: 'Too many failed attempts, please try again in {{minutes}} minutes',
  current_password_wrong: 'The current password is not correct',
  password_same_as_current: 'Choose a password different from the current one',
  postcode_invalid: 'Postcode must be six digits',
  account_not_found: 'No account is registered with this mobile number',
  sms_failed: 'We could not send the SMS, please try again',
  cancel_reason_changed_mind: 'I changed my mind',
  cancel_reason_better_price: 'I found a better price elsewhere',
  cancel_reason_wrong_items: 'I ordered the wrong items or quantity',
  cancel_reason_delivery_too_late: 'The delivery date is too late',
  cancel_reason_other: 'Other reason',
  cart_empty: 'Your cart has nothing to check out',
  address_required: 'Please choose a delivery address',
  delivery_date_not_allowed: 'Please choose a delivery date from tomorrow on',
  delivery_slot_full: 'This delivery time is full, please choose another',
  order_not_payable: 'This order can no longer be paid',
  order_not_cancellable: 'This order can no longer be cancelled',
  order_transition_refused: 'The order is not in a state that allows this',
  refund_failed: 'The refund could not be made now, please try again later',
  upload_invalid_image: 'Please upload one PNG, JPEG or WebP image of at most 5 MB',
  // wallet
  transfer_min_points: 'The minimum transfer is {{points}} points',
  transfer_to_self: 'You cannot transfer points to yourself',
  transfer_recipient_not_found: 'No member with this mobile number in this country',
  transfer_daily_limit: 'You can transfer at most {{points}} points a day',
  transfer_password_wrong: 'The password is not correct',
  member_lookup_limit: 'Too many look-ups, please try again in an hour',
  voucher_not_active: 'This voucher can no longer be used',
  voucher_expired: 'This voucher has expired',
  voucher_region_only: 'Service vouchers are for Singapore members',
  // appointments
  booking_region_only: 'Salon appointments are for Singapore members',
  booking_date_out_of_range: 'Appointments can be booked from tomorrow up to {{days}} days ahead',
  booking_time_invalid: 'Please choose a time',
  booking_outside_hours: 'The stylist is not working at this time. Please choose one of the free times',
  booking_services_required: 'Please choose at least one service',
  booking_service_unavailable: 'This stylist does not offer one of the chosen services',
  booking_stylist_unavailable: 'This stylist does not take appointments at this salon',
  booking_limit: 'You can hold at most {{count}} upcoming appointments',
  booking_change_closed: 'Appointments can be changed or cancelled until {{hours}} hours before they start',
  booking_slot_taken: 'Sorry, this time has just been taken. Please choose another time',
  booking_member_overlap: 'You already have an appointment at this time',
  booking_not_changeable: 'This appointment can no longer be changed',
  booking_voucher_unusable: 'This voucher cannot be used for this appointment',
  booking_not_started: 'This appointment has not started yet',
  booking_walk_in_future: 'A walk-in visit can be recorded for today or an earlier day',
  booking_schedule_conflict:
    'This change would leave booked appointments outside the working hours ({{count}}): {{bookings}}. Move or cancel them first, or confirm with force',
  booking_reminder_sms:
    '{{shop}}: reminder of your appointment tomorrow, {{date}} at {{time}}, with {{stylist}} at {{store}}.',
  booking_cancelled_sms:
    '{{shop}}: your appointment on {{date}} at {{time}} at {{store}} has been cancelled.',
  // reviews
  review_rating_required: 'Please give a rating to continue',
  review_rating_invalid: 'A rating is 0.5 to 5 stars, in half stars',
  review_exists: 'You have already reviewed this',
  review_not_delivered: 'You can review a product once it has been delivered',
  review_window_closed: 'Reviews can be written up to {{days}} days after delivery or the visit',
  review_returned: 'A product you returned cannot be reviewed',
  review_photo_not_owned: 'Please attach photos you uploaded yourself',
  review_region_only: 'Salon and stylist reviews are for Singapore members',
  review_not_hidden: 'This review is not hidden',
  review_already_hidden: 'This review is already hidden',
  review_photo_too_large: 'The picture is too large. Please upload one of at most {{megapixels}} megapixels',
  // partner programme (agent/*: application, status, team, cash-back, conversion, ranks)
  agent_only: 'This is for partners only',
  partner_terms_required: 'Please accept the partner terms',
  amount_invalid: 'Please enter a valid amount',
  agent_application_not_found: 'You have not applied to be a partner',
  agent_reapply_too_soon: 'You can apply again from {{date}}',
  agent_already: 'You are already a partner',
  cashback_not_enough: 'Not enough cash back available',
  team_member_not_found: 'This member is not in your team',
  agent_application_not_open: 'This application is not waiting for that decision',
  conversion_too_small: 'This amount is too small to convert into points',
  agent_rank_invalid: 'Unknown rank',
  // end partner programme
  // partner bank accounts and withdrawals (agent/bank_list, withdrawalsbank, cash_out)
  bank_account_required: 'Please select a bank account',
  withdrawal_below_minimum: 'The minimum withdrawal is {{amount}}',
  bank_account_one_or_other: 'Choose a saved bank account or a one-time transfer, not both',
  bank_code_invalid: 'Please choose a bank from the list',
  account_number_length: 'This account number does not have as many digits as this bank uses',
  nric_invalid: 'Please enter a valid NRIC or FIN number',
  uen_invalid: 'Please enter a valid UEN',
  bank_account_not_found: 'This bank account was not found',
  bank_account_limit: 'You can save up to {{count}} bank accounts. Please remove one first',
  withdrawal_not_found: 'This withdrawal was not found',
  withdrawal_transition_refused: 'This withdrawal is no longer in a state that allows this',
  // end partner bank accounts and withdrawals
  // text messages
  otp_sms: 'Your {{shop}} code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
} as const;

/** A message of the storefront's catalogue: what the storefront loads (`MESSAGES`). */
export type StorefrontMessageKey = keyof typeof en;
/** Any message the API may answer with: the storefront's, or the back office's own (staff-messages.ts). */
export type MessageKey = StorefrontMessageKey | StaffMessageKey;

const zh: Record<StorefrontMessageKey, string> = {
  network_error: '网络错误',
  unknown_error: '未知错误',
  unknown_error_retry: '未知错误，请重试',
  required: '此项为必填项',
  invalid_email: '请输入有效的电子邮箱',
  email_taken: '该电子邮箱已被使用',
  invalid_referral_code: '这不是有效的推荐码。',
  numbers_only: '只能输入数字',
  mobile_min_length: '至少 8 位数字',
  password_min_length: '至少 6 个字符',
  password_min_numeric: '至少 1 个数字',
  passwords_do_not_match: '两次输入的密码不一致',
  invalid_format: '格式无效（不允许特殊字符）',
  characters_not_allowed: '不允许使用这些字符（{{characters}}）',
  no_leading_multiple_spaces: '不能以空格开头或包含连续空格',
  control_characters: '请删除制表符、换行符等不可见字符',
  invalid_value: '无效的值',
  invalid_date: '请输入有效的日期',
  date_out_of_range: '日期超出范围',
  too_long: '内容过长',
  too_short: '内容过短',
  number_too_small: '数值过小',
  number_too_large: '数值过大',
  validation_failed: '请检查标出的内容后再提交',
  invalid_id_or_password: '手机号码或密码不正确',
  whoops_404: '哎呀，404',
  page_not_found: '您访问的页面不存在',
  not_found: '未找到',
  bad_request: '无法识别该请求',
  malformed_json: '请求内容不是有效的 JSON',
  payload_too_large: '请求内容过大',
  request_timeout: '请求传输超时',
  unsupported_media_type: '不支持的内容类型',
  method_not_allowed: '不支持该请求方法',
  too_many_requests: '请求过于频繁，请稍后再试',
  unauthorized: '请先登录',
  forbidden: '您无权执行此操作',
  local_only: '此演示专用调用仅在服务器本机上可用',
  secret_in_query: '请在请求正文中发送此项，切勿放在网址中',
  cross_site_request: '此请求并非来自本店网页',
  session_not_found: '此登录已结束',
  server_issue: '我们暂时遇到了问题，请重试。',
  something_went_wrong: '出了点问题，请稍后再试',
  service_unavailable: '服务暂不可用，请稍后再试',
  duplicate_agent_application: '您已提交过合作伙伴申请。请刷新首页查看状态。',
  payment_failed: '付款失败，请在“我的订单 > 待付款”中重试',
  max_photos: '最多 4 张照片',
  exceeded_max_quantity: '超过每单最大购买数量',
  payment_method_unsupported: '此次购买不支持该付款方式',
  volume_variation_removed: '所选规格已下架',
  product_removed: '商品已下架',
  points_not_valid: '使用的积分数无效',
  not_enough_points: '积分余额不足',
  transfer_point_failed: '积分转赠失败',
  reschedule_not_allowed: '该订单无法重新安排配送',
  return_not_allowed: '该商品不允许退货/退款',
  no_search_result: '没有搜索结果',
  push_unsupported: '此浏览器无法接收推送通知，或通知权限已关闭',
  cart_stock_limit: '库存不足，无法再增加数量',
  cart_info_updated: '购物车信息已更新',
  delivery_attempt_failed: '配送失败，请重新安排',
  partner_only: '此商品为合作伙伴专享，成为合作伙伴后即可购买',
  multiple_login: '您的账户已在另一台设备上登录，此设备已退出登录。',
  mobile_taken: '该手机号码已注册',
  invalid_gender: '请选择性别',
  agreement_required: '请先同意条款',
  otp_format: '请输入 6 位验证码',
  otp_invalid: '验证码不正确',
  otp_expired: '验证码已过期，请重新获取',
  otp_too_many_attempts: '验证码错误次数过多，请重新获取',
  otp_resend_wait: '请等待 {{seconds}} 秒后再获取验证码',
  otp_hourly_limit: '获取验证码次数过多，请稍后再试',
  mobile_not_verified: '请先验证您的手机号码',
  login_locked: '失败次数过多，请在 {{minutes}} 分钟后再试',
  current_password_wrong: '当前密码不正确',
  password_same_as_current: '新密码不能与当前密码相同',
  postcode_invalid: '邮编必须是 6 位数字',
  account_not_found: '该手机号码尚未注册',
  sms_failed: '短信发送失败，请重试',
  cancel_reason_changed_mind: '我改变主意了',
  cancel_reason_better_price: '我在别处找到了更优惠的价格',
  cancel_reason_wrong_items: '我下错了商品或数量',
  cancel_reason_delivery_too_late: '配送日期太晚',
  cancel_reason_other: '其他原因',
  cart_empty: '购物车中没有可结算的商品',
  address_required: '请选择收货地址',
  delivery_date_not_allowed: '请选择明天或之后的配送日期',
  delivery_slot_full: '该配送时段已满，请选择其他时段',
  order_not_payable: '该订单已无法付款',
  order_not_cancellable: '该订单已无法取消',
  order_transition_refused: '订单当前状态不允许此操作',
  refund_failed: '暂时无法退款，请稍后再试',
  upload_invalid_image: '请上传一张不超过 5 MB 的 PNG、JPEG 或 WebP 图片',
  transfer_min_points: '每次转赠至少 {{points}} 积分',
  transfer_to_self: '不能将积分转赠给自己',
  transfer_recipient_not_found: '该国家/地区没有使用此手机号码的会员',
  transfer_daily_limit: '每天最多可转赠 {{points}} 积分',
  transfer_password_wrong: '密码不正确',
  member_lookup_limit: '查询次数过多，请一小时后再试',
  voucher_not_active: '此服务券已无法使用',
  voucher_expired: '此服务券已过期',
  voucher_region_only: '服务券仅适用于新加坡会员',
  booking_region_only: '门店预约仅适用于新加坡会员',
  booking_date_out_of_range: '可预约明天起 {{days}} 天内的时间',
  booking_time_invalid: '请选择时间',
  booking_outside_hours: '发型师此时不在工作时间，请选择可预约的时间',
  booking_services_required: '请至少选择一项服务',
  booking_service_unavailable: '该发型师不提供所选的某项服务',
  booking_stylist_unavailable: '该发型师不在此门店接受预约',
  booking_limit: '您最多可同时持有 {{count}} 个待进行的预约',
  booking_change_closed: '预约开始前 {{hours}} 小时内无法修改或取消',
  booking_slot_taken: '抱歉，该时间刚刚被预约，请选择其他时间',
  booking_member_overlap: '您在此时间已有预约',
  booking_not_changeable: '此预约已无法修改',
  booking_voucher_unusable: '此服务券不能用于该预约',
  booking_not_started: '此预约尚未开始',
  booking_walk_in_future: '到店服务只能记录今天或之前的日期',
  booking_schedule_conflict:
    '此更改会使已预约的时段落在工作时间之外（{{count}} 个）：{{bookings}}。请先重新安排或取消这些预约，或使用 force 确认',
  booking_reminder_sms: '{{shop}}：提醒您明天 {{date}} {{time}} 在 {{store}} 与 {{stylist}} 的预约。',
  booking_cancelled_sms: '{{shop}}：您 {{date}} {{time}} 在 {{store}} 的预约已取消。',
  review_rating_required: '请先评分再继续',
  review_rating_invalid: '评分为 0.5 至 5 星，以半星为单位',
  review_exists: '您已评价过此项',
  review_not_delivered: '商品送达后才能评价',
  review_window_closed: '送达或到店后 {{days}} 天内可以评价',
  review_returned: '已退货的商品不能评价',
  review_photo_not_owned: '请附上您自己上传的照片',
  review_region_only: '门店和发型师评价仅适用于新加坡会员',
  review_not_hidden: '此评价未被隐藏',
  review_already_hidden: '此评价已被隐藏',
  review_photo_too_large: '图片尺寸过大，请上传不超过 {{megapixels}} 百万像素的图片',
  agent_only: '此功能为合作伙伴专享',
  partner_terms_required: '请接受合作伙伴条款',
  amount_invalid: '请输入有效金额',
  agent_application_not_found: '您尚未申请成为合作伙伴',
  agent_reapply_too_soon: '您可以在 {{date}} 起重新申请',
  agent_already: '您已经是合作伙伴',
  cashback_not_enough: '可用返现不足',
  team_member_not_found: '该会员不在您的团队中',
  agent_application_not_open: '此申请不在等待该决定的状态',
  conversion_too_small: '金额太小，无法转换为积分',
  agent_rank_invalid: '未知的等级',
  // end partner programme
  bank_account_required: '请选择银行账户',
  withdrawal_below_minimum: '最低提现金额为 {{amount}}',
  bank_account_one_or_other: '请选择已保存的银行账户或一次性转账，不能同时选择',
  bank_code_invalid: '请从列表中选择银行',
  account_number_length: '银行账户号码的位数与该银行不符',
  nric_invalid: '请输入有效的身份证（NRIC）或外籍人士准证（FIN）号码',
  uen_invalid: '请输入有效的企业注册号（UEN）',
  bank_account_not_found: '找不到该银行账户',
  bank_account_limit: '最多可保存 {{count}} 个银行账户，请先删除一个',
  withdrawal_not_found: '找不到该提现申请',
  withdrawal_transition_refused: '该提现申请的当前状态不允许此操作',
  // end partner bank accounts and withdrawals
  otp_sms: '您的 {{shop}} 验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
};

/** The storefront's catalogue, as its i18n loads it; the back office adds STAFF_MESSAGES. */
export const MESSAGES: Record<Language, Record<StorefrontMessageKey, string>> = { en, zh };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key) || Object.hasOwn(STAFF_MESSAGES.en, key);
}

/** A message in a language, with `{{name}}` placeholders filled from `values`. */
export function message(
  key: MessageKey,
  language: Language = 'en',
  values?: Record<string, string | number>,
): string {
  const text = Object.hasOwn(en, key)
    ? MESSAGES[language][key as StorefrontMessageKey]
    : STAFF_MESSAGES[language][key as StaffMessageKey];
  return values ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')) : text;
}

/**
 * A catalogue key with the values of its placeholders, as one string: a zod issue's message is a string, and
 * a field rule whose message names what it refused (the characters a text field does not take) must carry them
 * to the API's answer and the web's form alike. Written `key?name=value&…`; a bare key is a ref too.
 */
export type MessageRef = MessageKey | `${MessageKey}?${string}`;

export function messageRef(key: MessageKey, values: Record<string, string | number>): MessageRef {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}?${query}`;
}

/**
 * A ref's key and values, the key unchecked: for an app that knows its messages by its own i18n resources
 * (the storefront, which loads the storefront's catalogue only), where `parseMessageRef` would bring in both.
 */
export function splitMessageRef(ref: string): { key: string; values: Record<string, string> | undefined } {
  const at = ref.indexOf('?');
  return {
    key: at < 0 ? ref : ref.slice(0, at),
    values: at < 0 ? undefined : Object.fromEntries(new URLSearchParams(ref.slice(at + 1))),
  };
}

/** The key and values of a ref; null for anything else (free text, an unknown key). */
export function parseMessageRef(
  ref: string,
): { key: MessageKey; values: Record<string, string> | undefined } | null {
  const { key, values } = splitMessageRef(ref);
  return isMessageKey(key) ? { key, values } : null;
}

/** A ref's message in a language, its placeholders filled; free text is returned as it is. */
export function messageOfRef(ref: string, language: Language = 'en'): string {
  const parsed = parseMessageRef(ref);
  return parsed ? message(parsed.key, language, parsed.values) : ref;
}
