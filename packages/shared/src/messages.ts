import type { Language } from './language';

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
  no_leading_multiple_spaces: 'No leading and multiple spaces',
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
  unsupported_media_type: 'Unsupported content type',
  method_not_allowed: 'Method not allowed',
  too_many_requests: 'Too many requests, please try again later',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
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
} as const;

export type MessageKey = keyof typeof en;

const zh: Record<MessageKey, string> = {
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
  no_leading_multiple_spaces: '不能以空格开头或包含连续空格',
  invalid_value: '无效的值',
  invalid_date: '请输入有效的日期',
  date_out_of_range: '日期超出范围',
  too_long: '内容过长',
  too_short: '内容过短',
  number_too_small: '数值过小',
  number_too_large: '数值过大',
  validation_failed: '请检查标出的字段',
  invalid_id_or_password: '账号或密码错误',
  whoops_404: '哎呀，404',
  page_not_found: '您访问的页面不存在',
  not_found: '未找到',
  bad_request: '无法识别该请求',
  malformed_json: '请求内容不是有效的 JSON',
  payload_too_large: '请求内容过大',
  unsupported_media_type: '不支持的内容类型',
  method_not_allowed: '不支持该请求方法',
  too_many_requests: '请求过于频繁，请稍后再试',
  unauthorized: '请先登录',
  forbidden: '您无权执行此操作',
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
  points_not_valid: '兑换积分无效',
  not_enough_points: '积分余额不足',
  transfer_point_failed: '积分转赠失败',
  reschedule_not_allowed: '该订单不允许改期',
  return_not_allowed: '该商品不允许退货/退款',
  no_search_result: '没有搜索结果',
  push_unsupported: '推送通知不受支持或已被阻止',
  cart_stock_limit: '已达到购物车库存上限',
  cart_info_updated: '购物车信息已更新',
  delivery_attempt_failed: '配送失败，请重新安排',
  partner_only: '您必须是合作伙伴才能购买此商品',
  multiple_login: '您的账号已在其他设备登录，您已被登出。',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, zh };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function message(key: MessageKey, language: Language = 'en'): string {
  return MESSAGES[language][key];
}
