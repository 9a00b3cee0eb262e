import { z } from 'zod';

/**
 * What an operator route may require of its caller, one name per kind of work, so that a role of the back
 * office is a set of these. Each operator route declares exactly one; today the operator token holds them
 * all. Reading is apart from acting, and moving money (refunds, the payment file) apart from the rest.
 */
export const ADMIN_PERMISSIONS = [
  /** The operator commands' list (GET /api/ops/commands): any member of staff. */
  'commands.read',
  'orders.read',
  /** Ship, deliver, record a failed delivery, complete, approve or reject a return. */
  'orders.write',
  /** Refund a return, cancel an order (a paid one is refunded). */
  'orders.refund',
  /** Point transfers between members. */
  'wallet.read',
  /** Add or take away a member's points. */
  'wallet.adjust',
  /** Issue and void service vouchers. */
  'vouchers.write',
  /** A store's day: its stylists and appointments, with members' names and mobiles. */
  'bookings.read',
  /** Complete, mark a no-show, cancel an appointment; record a walk-in. */
  'bookings.write',
  /** Stylists' working hours, breaks and leave. */
  'schedules.write',
  /** Reviews of both kinds, hidden ones too. */
  'reviews.read',
  /** Hide and restore reviews. */
  'reviews.moderate',
  /** The shop's reply under a review. */
  'reviews.reply',
  /** Partner applications and agents with their balances. */
  'partners.read',
  /** Approve or reject a partner application. */
  'partners.decide',
  /** Set an agent's rank. */
  'partners.rank',
  /** Partner withdrawals, account numbers masked. */
  'withdrawals.read',
  /** Process a batch (and its payment file, with full account numbers), pay or reject a withdrawal. */
  'withdrawals.pay',
  /** Create staff, set their role and stores, deactivate them, reset a second factor, end their sessions. */
  'staff.manage',
  /** Create and revoke the API keys `npm run ops` signs in with (a key carries a role, so an owner's only). */
  'api_keys.manage',
  /** The shop's settings, among them whether every member of staff needs a second factor. */
  'settings.manage',
  /** The audit log of every staff write (the Audit page, a record's history). */
  'audit.read',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
export const adminPermissionSchema = z.enum(ADMIN_PERMISSIONS);

/** The back office's roles, from the most to the least trusted. */
export const STAFF_ROLES = ['owner', 'manager', 'store_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** Who runs the shop's people and settings: the owner alone. */
const OWNER_ONLY: readonly AdminPermission[] = ['staff.manage', 'api_keys.manage', 'settings.manage'];

/**
 * What each role may do: the one table the API's guard and the back office's menus both read. A store's staff
 * run their own stores' day (the calendar, stylists' hours and leave, walk-ins and visits, which the API also
 * limits to their stores) and nothing else: no orders, members, money or reviews.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly AdminPermission[]>> = {
  owner: ADMIN_PERMISSIONS,
  manager: ADMIN_PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  store_staff: ['commands.read', 'bookings.read', 'bookings.write', 'schedules.write'],
};

export function roleHas(role: StaffRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** One command of `npm run ops` as the operator API lists it (GET /api/ops/commands). */
export const opsCommandSchema = z.object({ name: z.string(), summary: z.string() });
export type OpsCommand = z.infer<typeof opsCommandSchema>;
