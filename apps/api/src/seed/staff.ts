import type { StaffRole } from '@beauty/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stores } from '../db/schema';
import { createStaff, staffEmailTaken } from '../staff';
import { SHOP } from './shop';

/** Every demo staff account's password (listed in the README); staff passwords are 12 characters or more. */
export const DEMO_STAFF_PASSWORD = 'Demo1234Staff';

export type DemoStaff = { email: string; name: string; role: StaffRole; storeArea: string | null };

/**
 * The back office's demo people, one of each role; the owner without a second factor, so the demo signs in
 * at once. A shop in production has none: its first owner comes from `npm run ops -- create-owner`.
 */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'owner@demo.rosettebeauty.example', name: 'Olivia Tan', role: 'owner', storeArea: null },
  { email: 'manager@demo.rosettebeauty.example', name: 'Marcus Lee', role: 'manager', storeArea: null },
  {
    email: 'orchard@demo.rosettebeauty.example',
    name: 'Siti Rahman',
    role: 'store_staff',
    storeArea: 'Orchard',
  },
];

/** Adds the demo staff a shop lacks (a shop seeded before staff existed gets them once). */
export async function insertDemoStaff(tx: Tx): Promise<void> {
  for (const staff of DEMO_STAFF) {
    if (await staffEmailTaken(tx, staff.email)) continue;
    const storeIds =
      staff.storeArea === null
        ? []
        : (
            await tx
              .select({ id: stores.id })
              .from(stores)
              .where(eq(stores.name, `${SHOP.name} ${staff.storeArea}`))
          ).map((s) => s.id);
    await createStaff(tx, { ...staff, password: DEMO_STAFF_PASSWORD, storeIds });
  }
}
