import type { Language } from './language';

/**
 * The back office's own messages (staff sign-in and the second factor, and what later parts of it add):
 * apart from the storefront's catalogue (messages.ts), which the storefront loads whole into its first view,
 * so that it carries none of them. The API answers with both (`message`, `isMessageKey`); the back office
 * loads both.
 */
const en = {
  // sign-in (admin/auth/*)
  invalid_email_or_password: 'Wrong email or password',
  staff_password_min_length: '12 characters minimum',
  totp_code_invalid: 'Enter the 6-digit code from your authenticator app',
  recovery_code_invalid: 'Enter a recovery code as it was given (xxxx-xxxx-xxxx-xxxx)',
  second_factor_needed: 'Enter the code from your authenticator app, or a recovery code',
  second_factor_wrong: 'This code is not correct or has already been used',
  enrol_second_factor_first: 'Set up your second factor first: scan the QR code with an authenticator app',
  second_factor_already_enabled: 'Your second factor is already set up',
  second_factor_not_enrolled: 'Start setting up your second factor first',
  second_factor_own_first: 'Set up your own second factor before requiring one of all staff',
  owner_exists: 'The shop already has an owner: further staff are added in the back office',
  // staff and API keys (admin/staff, admin/api-keys)
  staff_stores_required: 'Choose at least one store for store staff',
  store_not_found: 'One of these stores does not exist',
  staff_not_found: 'This member of staff was not found',
  staff_not_yourself: 'You cannot deactivate yourself or change your own role',
  last_owner: 'The shop needs at least one active owner: make someone else an owner first',
  api_key_not_found: 'This API key was not found',
} as const;

export type StaffMessageKey = keyof typeof en;

const zh: Record<StaffMessageKey, string> = {
  invalid_email_or_password: '电子邮箱或密码不正确',
  staff_password_min_length: '至少 12 个字符',
  totp_code_invalid: '请输入身份验证器应用中的 6 位验证码',
  recovery_code_invalid: '请按给出的格式输入恢复码（xxxx-xxxx-xxxx-xxxx）',
  second_factor_needed: '请输入身份验证器应用中的验证码，或一个恢复码',
  second_factor_wrong: '此验证码不正确或已被使用',
  enrol_second_factor_first: '请先设置双重验证：用身份验证器应用扫描二维码',
  second_factor_already_enabled: '您已设置双重验证',
  second_factor_not_enrolled: '请先开始设置双重验证',
  second_factor_own_first: '请先设置您自己的双重验证，再要求所有员工使用',
  owner_exists: '本店已有店主：其他员工请在后台添加',
  staff_stores_required: '请为门店员工至少选择一家门店',
  store_not_found: '其中有门店不存在',
  staff_not_found: '未找到该员工',
  staff_not_yourself: '您不能停用自己或更改自己的角色',
  last_owner: '本店至少需要一位在职店主：请先让另一人成为店主',
  api_key_not_found: '未找到该 API 密钥',
};

export const STAFF_MESSAGES: Record<Language, Record<StaffMessageKey, string>> = { en, zh };
