import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, ROLE_PERMISSIONS, roleHas, STAFF_ROLES } from './permissions';

describe('ROLE_PERMISSIONS', () => {
  it('gives the owner every permission', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...ADMIN_PERMISSIONS].sort());
  });

  it('gives a manager everything but staff, API keys and settings', () => {
    for (const permission of ['staff.manage', 'api_keys.manage', 'settings.manage'] as const)
      expect(roleHas('manager', permission)).toBe(false);
    expect(ROLE_PERMISSIONS.manager).toHaveLength(ADMIN_PERMISSIONS.length - 3);
    expect(roleHas('manager', 'orders.refund')).toBe(true);
  });

  it("limits a store's staff to its calendar, hours and leave, walk-ins and visits", () => {
    expect([...ROLE_PERMISSIONS.store_staff].sort()).toEqual([
      'bookings.read',
      'bookings.write',
      'commands.read',
      'schedules.write',
    ]);
    expect(roleHas('store_staff', 'staff.manage')).toBe(false);
    expect(roleHas('store_staff', 'orders.read')).toBe(false);
    expect(roleHas('store_staff', 'wallet.adjust')).toBe(false);
  });

  it('names only known permissions, each once', () => {
    for (const role of STAFF_ROLES) {
      expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
      for (const permission of ROLE_PERMISSIONS[role]) expect(ADMIN_PERMISSIONS).toContain(permission);
    }
  });
});
