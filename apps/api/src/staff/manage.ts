import type { CreateStaffRequest, StaffList, StaffRole, StaffRoleChange } from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { takeLocks } from '../db/locks';
import { DomainError } from '../errors';
import { storeNames } from '../stores';
import {
  clearSecondFactor,
  endAllSessions,
  findStaff,
  otherActiveOwners,
  type StaffRow,
  selectStaffList,
  setActive,
  setRole,
  setStaffStores,
} from './queries';
import { createStaff, deactivateIn, endSessionsIn } from './service';

/*
 * The owner's staff page (staff.manage): the shop's people, their roles and stores, and their access. The
 * shop always keeps an active owner: every change that can take one away (a demotion, a deactivation) counts
 * the others under the staff_owners lock, so two owners demoting each other at once cannot both count the
 * other. An owner never demotes or deactivates themselves, so the one who asks is always left.
 */

/** Every member of staff with their stores' names, second factor and last sign-in. */
export async function listStaff(db: Db): Promise<StaffList> {
  const rows = await selectStaffList(db);
  const names = new Map(
    (await storeNames(db, [...new Set(rows.flatMap((r) => r.storeIds))])).map((s) => [s.id, s.name]),
  );
  return {
    staff: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      stores: r.storeIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      active: r.active,
      second_factor: r.secondFactor,
      last_sign_in_at: r.lastSignInAt,
    })),
  };
}

/** The stores a role keeps: a store_staff member's, checked to exist (400 store_not_found); none for others. */
async function storesFor(db: Db | Tx, role: StaffRole, storeIds: readonly number[] | undefined) {
  if (role !== 'store_staff') return [];
  const ids = [...new Set(storeIds ?? [])];
  if ((await storeNames(db, ids)).length !== ids.length)
    throw new DomainError('store_not_found', { fields: { store_ids: ['store_not_found'] } });
  return ids;
}

/** A new member of staff with the owner's first password (400 email_taken, store_not_found). */
export async function addStaff(db: Db, input: CreateStaffRequest): Promise<number> {
  const storeIds = await storesFor(db, input.role, input.store_ids);
  return createStaff(db, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: input.role,
    storeIds,
  });
}

async function target(tx: Db | Tx, staffId: number): Promise<StaffRow> {
  const staff = await findStaff(tx, staffId);
  if (!staff) throw new DomainError('staff_not_found');
  return staff;
}

/**
 * Under the staff_owners lock, refuses (409 last_owner) taking away an active owner when no other active owner
 * would be left. Only a change to an active owner takes the lock, so the rest of the page never waits on it.
 */
async function keepAnOwner(tx: Tx, staff: StaffRow) {
  if (staff.role !== 'owner' || !staff.active) return;
  await takeLocks(tx, [['staff_owners', 0]]);
  if ((await otherActiveOwners(tx, staff.id)) === 0) throw new DomainError('last_owner');
}

function notYourself(actorId: number, staffId: number) {
  if (actorId === staffId) throw new DomainError('staff_not_yourself');
}

/** Sets a member of staff's role and (for store_staff) stores; an owner cannot change their own role. */
export async function changeStaffRole(db: Db, actorId: number, staffId: number, change: StaffRoleChange) {
  const storeIds = await storesFor(db, change.role, change.store_ids);
  await db.transaction(async (tx) => {
    const staff = await target(tx, staffId);
    if (staff.role !== change.role) {
      notYourself(actorId, staffId);
      if (change.role !== 'owner') await keepAnOwner(tx, staff);
      await setRole(tx, staffId, change.role);
    }
    await setStaffStores(tx, staffId, storeIds);
  });
}

/**
 * Deactivates a member of staff (not oneself, not the last active owner): they sign in no more and their
 * sessions end in the same transaction.
 */
export async function deactivateStaffMember(db: Db, actorId: number, staffId: number, actor: Actor) {
  notYourself(actorId, staffId);
  await db.transaction(async (tx) => {
    const staff = await target(tx, staffId);
    await keepAnOwner(tx, staff);
    await deactivateIn(tx, staffId, actor);
  });
}

export async function reactivateStaffMember(db: Db, staffId: number) {
  await db.transaction(async (tx) => {
    await target(tx, staffId);
    await setActive(tx, staffId, true);
  });
}

/**
 * Resets a member of staff's second factor (a lost phone): the secret, its last step and the recovery codes
 * go, and their sessions end, so the next sign-in is by password and enrols again if the owner requires it.
 */
export async function resetSecondFactor(db: Db, staffId: number) {
  await db.transaction(async (tx) => {
    await target(tx, staffId);
    await clearSecondFactor(tx, staffId);
    await endAllSessions(tx, staffId, 'ended');
  });
}

/** Ends every session of a member of staff; answers how many were live (404 staff_not_found). */
export async function endSessionsOf(db: Db, staffId: number, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    await target(tx, staffId);
    return endSessionsIn(tx, staffId, actor);
  });
}
