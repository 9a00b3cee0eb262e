import { type AdminPermission, roleHas, type StaffRole } from '@beauty/shared';
import type { en } from '../i18n/en';

/**
 * The left navigation: one entry per area (DESIGN.md: Dashboard, Orders, Catalogue, Content, Customers, Salons,
 * Partners, Reviews, Audit, Settings as they come), each with the permission that opens it, read against the
 * shared ROLE_PERMISSIONS, the table the API's guard reads too. Only pages that exist are listed.
 */
export type MenuItem = {
  /** Its name in the texts' `nav` group. */
  key: keyof typeof en.nav;
  /** The router path, under the /admin basename. */
  path: string;
  /** What the role needs for the area; null: every member of staff (their own home and security). */
  permission: AdminPermission | null;
  /** Open while the second factor must first be set up (every other page sends to Security meanwhile). */
  duringEnrolment?: boolean;
};

export const MENU: readonly MenuItem[] = [
  { key: 'home', path: '/', permission: null },
  { key: 'security', path: '/security', permission: null, duringEnrolment: true },
];

/** The entries a role sees; while it must enrol a second factor, only those that stay open. */
export function menuFor(
  role: StaffRole,
  { mustEnrol = false }: { mustEnrol?: boolean } = {},
  items: readonly MenuItem[] = MENU,
): MenuItem[] {
  return items.filter(
    (item) =>
      (item.permission === null || roleHas(role, item.permission)) && (!mustEnrol || item.duringEnrolment),
  );
}
