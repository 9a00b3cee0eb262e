import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '../../constants';
import type { MessageKey } from '../../messages';
import {
  emailField,
  emptyAsAbsent,
  existingPasswordField,
  idField,
  nameField,
  PASSWORD_MAX_LENGTH,
} from '../../rules/validation';
import { adminPermissionSchema, staffRoleSchema } from './permissions';

/*
 * The back office's own sign-in (/api/admin/auth/*): staff accounts, apart from members. The session is an
 * httpOnly cookie, so no answer here carries a token.
 */

const key = (k: MessageKey): MessageKey => k;

/** Six digits from the authenticator app (RFC 6238); spaces the app shows between groups are dropped. */
export const totpCodeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
  z.string({ error: key('totp_code_invalid') }).regex(/^\d{6}$/, key('totp_code_invalid')),
);

/** A recovery code as handed out (xxxx-xxxx-xxxx-xxxx); case, spaces and hyphens do not matter. */
export const recoveryCodeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toLowerCase() : v),
  z.string({ error: key('recovery_code_invalid') }).regex(/^[a-z2-7]{16}$/, key('recovery_code_invalid')),
);

/** A new staff password: longer than a member's, since staff see the whole shop. */
export const staffPasswordField = z
  .string({ error: key('required') })
  .min(STAFF_PASSWORD_MIN_LENGTH, key('staff_password_min_length'))
  .max(PASSWORD_MAX_LENGTH, key('too_long'));

export const staffLoginRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  /** Required once the account has a second factor, unless a recovery code is given instead. */
  totp: emptyAsAbsent(totpCodeField.optional()),
  recovery_code: emptyAsAbsent(recoveryCodeField.optional()),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** The signed-in member of staff, as the back office shows them and decides its menus from. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(adminPermissionSchema).describe("The role's, from the shared ROLE_PERMISSIONS"),
  store_ids: z.array(z.number().int()).describe('The stores a store_staff member works in'),
  second_factor: z.object({
    enabled: z.boolean(),
    required: z.boolean().describe("The owner's setting: every member of staff needs one"),
  }),
  must_enrol: z
    .boolean()
    .describe('A second factor is required and not set up: only enrolment answers until it is confirmed'),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const totpEnrolmentSchema = z.object({
  otpauth_uri: z.string().describe('otpauth://totp/…, for an authenticator app'),
  qr_svg: z.string().describe('The same URI as a QR code, an SVG image'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmRequestSchema = z.object({ totp: totpCodeField });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;

export const recoveryCodesSchema = z.object({
  recovery_codes: z.array(z.string()).describe('Shown this once; each signs in once instead of a code'),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The owner's setting: every member of staff must have a second factor. */
export const secondFactorSettingSchema = z.object({ required: z.boolean() });
export type SecondFactorSetting = z.infer<typeof secondFactorSettingSchema>;

// The owner's staff page (/api/admin/staff): the shop's people, their roles and stores, and their access.

/** A store a member of staff works in, with its name as the staff page shows it. */
export const staffStoreSchema = z.object({ id: z.number().int(), name: z.string() });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  stores: z.array(staffStoreSchema).describe("A store_staff member's stores; empty for the other roles"),
  active: z.boolean(),
  second_factor: z.boolean().describe('Whether a second factor is set up (confirmed)'),
  last_sign_in_at: z.string().nullable().describe('The last sign-in, an ISO 8601 instant; null for never'),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** A store_staff member's stores; the other roles see every store, so theirs are ignored. */
const storeIdsField = z.array(idField).max(100, key('too_long'));

/** A store_staff member works somewhere: at least one store (the field's message), ignored for the others. */
function storesForStoreStaff(value: { role: string; store_ids?: readonly number[] }, ctx: z.RefinementCtx) {
  if (value.role === 'store_staff' && (value.store_ids ?? []).length === 0)
    ctx.addIssue({ code: 'custom', path: ['store_ids'], message: key('staff_stores_required') });
}

export const createStaffRequestSchema = z
  .object({
    email: emailField,
    name: nameField,
    role: staffRoleSchema,
    store_ids: storeIdsField.optional(),
    /** The first password, set by the owner and passed on to the member of staff. */
    password: staffPasswordField,
  })
  .superRefine(storesForStoreStaff);
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

export const staffRoleChangeSchema = z
  .object({ role: staffRoleSchema, store_ids: storeIdsField.optional() })
  .superRefine(storesForStoreStaff);
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** What ending a member of staff's sessions did: how many were live. */
export const staffSessionsEndedSchema = z.object({ ended: z.number().int() });

// API keys (/api/admin/api-keys): what `npm run ops` and scripts sign in with, each with a role.

export const createApiKeyRequestSchema = z
  .object({
    name: nameField,
    role: staffRoleSchema,
    store_ids: storeIdsField.optional(),
  })
  .superRefine(storesForStoreStaff);
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: staffRoleSchema,
  store_ids: z.array(z.number().int()).describe("A store_staff key's stores; empty for the other roles"),
  created_by: z.string().describe('The name of the owner who created it'),
  created_at: z.string().describe('An ISO 8601 instant'),
  last_used_at: z.string().nullable().describe('Moved at most once a minute; null for never'),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ api_keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** A new key, answered this once: only its hash is kept. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().describe('bk_…: send as `Authorization: Bearer bk_…`. Shown this once'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
