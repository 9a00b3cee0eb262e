import { ADMIN_PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem, menuFor } from './menu';

// Areas of later slices, planted to show the menu follows the shared table for every kind of entry.
const PLANTED = [
  { key: 'home', path: '/', permission: null },
  { key: 'orders', path: '/orders', permission: 'orders.read' },
  { key: 'calendar', path: '/calendar', permission: 'bookings.read' },
  { key: 'staff', path: '/staff', permission: 'staff.manage' },
  { key: 'security', path: '/security', permission: null, duringEnrolment: true },
] as unknown as MenuItem[];

const keys = (items: MenuItem[]) => items.map((item) => item.key as string);

describe('the menu by role', () => {
  it('lists only the pages that exist, Home and Security, to every role', () => {
    for (const role of STAFF_ROLES) expect(keys(menuFor(role))).toEqual(['home', 'security']);
  });

  it('shows an area exactly when the role has its permission in ROLE_PERMISSIONS', () => {
    expect(keys(menuFor('owner', {}, PLANTED))).toEqual(['home', 'orders', 'calendar', 'staff', 'security']);
    expect(keys(menuFor('manager', {}, PLANTED))).toEqual(['home', 'orders', 'calendar', 'security']);
    expect(keys(menuFor('store_staff', {}, PLANTED))).toEqual(['home', 'calendar', 'security']);
    for (const role of STAFF_ROLES)
      for (const item of PLANTED)
        expect(menuFor(role, {}, PLANTED).includes(item), `${role} ${item.key}`).toBe(
          item.permission === null || ROLE_PERMISSIONS[role].includes(item.permission),
        );
  });

  it('while a second factor must be set up, offers Security alone', () => {
    for (const role of STAFF_ROLES) {
      expect(keys(menuFor(role, { mustEnrol: true }))).toEqual(['security']);
      expect(keys(menuFor(role, { mustEnrol: true }, PLANTED))).toEqual(['security']);
    }
  });

  it('names only permissions the shared table knows', () => {
    for (const item of MENU)
      if (item.permission !== null) expect(ADMIN_PERMISSIONS).toContain(item.permission);
  });
});
