import { STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS, type StaffRole } from '@beauty/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import {
  staffApiKeyStores,
  staffApiKeys,
  staffMembers,
  staffRecoveryCodes,
  staffSessions,
  staffSettings,
  staffStores,
} from '../db/schema';
import { isoInstant } from '../db/shop-clock';

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
  active: boolean;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
};

const staffColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  passwordHash: staffMembers.passwordHash,
  role: staffMembers.role,
  active: staffMembers.active,
  totpSecret: staffMembers.totpSecret,
  totpEnabledAt: staffMembers.totpEnabledAt,
};

export async function findStaffByEmail(db: Db | Tx, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = lower(${email})`);
  return row ?? null;
}

export async function findStaff(db: Db | Tx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select(staffColumns).from(staffMembers).where(eq(staffMembers.id, id));
  return row ?? null;
}

export async function insertStaff(
  db: Db | Tx,
  staff: { email: string; name: string; passwordHash: string; role: StaffRole },
): Promise<number> {
  const [row] = await db.insert(staffMembers).values(staff).returning({ id: staffMembers.id });
  return row!.id;
}

export async function setStaffStores(tx: Tx, staffId: number, storeIds: readonly number[]) {
  await tx.delete(staffStores).where(eq(staffStores.staffId, staffId));
  if (storeIds.length > 0)
    await tx.insert(staffStores).values(storeIds.map((storeId) => ({ staffId, storeId })));
}

export async function storeIdsOf(db: Db | Tx, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .where(eq(staffStores.staffId, staffId))
    .orderBy(staffStores.storeId);
  return rows.map((r) => r.storeId);
}

/** Whether any owner exists, active or not: the first owner is made only on a shop without one. */
export async function ownerExists(db: Db | Tx): Promise<boolean> {
  const [row] = await selectRows<{ exists: boolean }>(
    db,
    sql`select exists (select 1 from ${staffMembers} where role = 'owner') as exists`,
  );
  return row?.exists === true;
}

export async function setActive(tx: Tx, staffId: number, active: boolean): Promise<boolean> {
  const rows = await tx
    .update(staffMembers)
    .set({ active })
    .where(eq(staffMembers.id, staffId))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function secondFactorRequired(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ required: staffSettings.secondFactorRequired }).from(staffSettings);
  return row?.required ?? false;
}

export async function setSecondFactorRequiredRow(db: Db | Tx, required: boolean) {
  await db
    .insert(staffSettings)
    .values({ id: true, secondFactorRequired: required })
    .onConflictDoUpdate({ target: staffSettings.id, set: { secondFactorRequired: required } });
}

// Second factor

/** Keeps a new secret, not yet counting: enrolment starts (again) until a code from it is confirmed. */
export async function setPendingSecret(db: Db | Tx, staffId: number, sealedSecret: string) {
  await db
    .update(staffMembers)
    .set({ totpSecret: sealedSecret, totpLastStep: null })
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.totpEnabledAt)));
}

/**
 * Takes a code's step as the last accepted one, only if it is later than the last: answers false for a replay
 * (the step, or an earlier one, was already used), also when two requests race with the same code.
 */
export async function acceptStep(db: Db | Tx, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, staffId),
        sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function enableSecondFactor(tx: Tx, staffId: number) {
  await tx.update(staffMembers).set({ totpEnabledAt: sql`now()` }).where(eq(staffMembers.id, staffId));
}

export async function replaceRecoveryCodes(tx: Tx, staffId: number, codeHashes: readonly string[]) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses a recovery code once: answers false when it is not the member's, or already used. */
export async function useRecoveryCode(db: Db | Tx, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

// Sessions

export async function insertSession(
  db: Db | Tx,
  session: { staffId: number; tokenHash: string; ip: string; userAgent: string | null },
): Promise<number> {
  const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
  return row!.id;
}

/** Whether the member of staff signed in from this address before: the login throttle's known place. */
export async function signedInFrom(db: Db, staffId: number, ip: string): Promise<boolean> {
  const [row] = await selectRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from ${staffSessions} where staff_id = ${staffId} and ip = ${ip}) as known`,
  );
  return row?.known === true;
}

export type LiveSession = {
  sessionId: number;
  staffId: number;
  /** The member of staff's name, which their audit rows keep beside the id. */
  name: string;
  role: StaffRole;
  /** The owner requires a second factor and this member of staff has none yet: enrolment only. */
  mustEnrol: boolean;
  /**
   * Set when the caller is an API key rather than a session: then sessionId is 0, staffId the owner who
   * created the key (whose own account it cannot change), and role the key's.
   */
  apiKey?: { id: number; name: string };
};

/**
 * The live session of a token hash: not ended, used within the idle limit, within the absolute limit of its
 * sign-in, of an active member of staff. Moves last_seen_at, at most once a minute, in the same statement.
 */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | null> {
  const [row] = await selectRows<LiveSession>(
    db,
    sql`with live as (
          select s.id, s.staff_id, m.name, m.role, s.last_seen_at,
            m.totp_enabled_at is null
              and coalesce((select second_factor_required from ${staffSettings}), false) as must_enrol
          from ${staffSessions} s join ${staffMembers} m on m.id = s.staff_id
          where s.token_hash = ${tokenHash} and s.ended_at is null and m.active
            and s.last_seen_at > now() - make_interval(mins => ${STAFF_SESSION_IDLE_MINUTES})
            and s.created_at > now() - make_interval(hours => ${STAFF_SESSION_MAX_HOURS})
        ), seen as (
          update ${staffSessions} set last_seen_at = now()
          where id = (select id from live) and last_seen_at < now() - interval '1 minute'
        )
        select id as "sessionId", staff_id as "staffId", name, role, must_enrol as "mustEnrol" from live`,
  );
  return row ?? null;
}

export async function endSession(db: Db | Tx, sessionId: number, reason: 'logout' | 'ended') {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Ends every live session of a member of staff; answers how many ended. */
export async function endAllSessions(tx: Db | Tx, staffId: number, reason: 'deactivated' | 'ended') {
  const rows = await tx
    .update(staffSessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

// The owner's staff page

export type StaffListRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  secondFactor: boolean;
  lastSignInAt: string | null;
  storeIds: number[];
};

/** Every member of staff, owners first, with their store ids and their last sign-in (their newest session). */
export function selectStaffList(db: Db): Promise<StaffListRow[]> {
  return selectRows<StaffListRow>(
    db,
    sql`select m.id, m.email, m.name, m.role, m.active, m.totp_enabled_at is not null as "secondFactor",
          (select ${isoInstant(sql`max(s.created_at)`)} from ${staffSessions} s where s.staff_id = m.id) as "lastSignInAt",
          coalesce((select array_agg(ss.store_id order by ss.store_id) from ${staffStores} ss
            where ss.staff_id = m.id), '{}') as "storeIds"
        from ${staffMembers} m
        order by array_position(array['owner', 'manager', 'store_staff'], m.role), lower(m.name), m.id`,
  );
}

/** How many active owners there are besides this member of staff (taken under the staff_owners lock). */
export async function otherActiveOwners(tx: Tx, staffId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${staffMembers}
        where role = 'owner' and active and id <> ${staffId}`,
  );
  return row?.count ?? 0;
}

export async function setRole(tx: Tx, staffId: number, role: StaffRole) {
  await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, staffId));
}

/** Forgets the second factor: the secret, its last step, when it was confirmed, and the recovery codes. */
export async function clearSecondFactor(tx: Tx, staffId: number) {
  await tx
    .update(staffMembers)
    .set({ totpSecret: null, totpLastStep: null, totpEnabledAt: null })
    .where(eq(staffMembers.id, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

// API keys

export async function insertApiKey(
  tx: Tx,
  key: { name: string; role: StaffRole; keyHash: string; createdByStaffId: number },
  storeIds: readonly number[],
): Promise<number> {
  const [row] = await tx.insert(staffApiKeys).values(key).returning({ id: staffApiKeys.id });
  if (storeIds.length > 0)
    await tx.insert(staffApiKeyStores).values(storeIds.map((storeId) => ({ keyId: row!.id, storeId })));
  return row!.id;
}

export type ApiKeyRow = {
  id: number;
  name: string;
  role: StaffRole;
  store_ids: number[];
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** The keys (one, with `id`), newest first, never their hash. */
export function selectApiKeys(db: Db | Tx, id?: number): Promise<ApiKeyRow[]> {
  return selectRows<ApiKeyRow>(
    db,
    sql`select k.id, k.name, k.role, m.name as created_by,
          coalesce((select array_agg(ks.store_id order by ks.store_id) from ${staffApiKeyStores} ks
            where ks.key_id = k.id), '{}') as store_ids,
          ${isoInstant(sql`k.created_at`)} as created_at, ${isoInstant(sql`k.last_used_at`)} as last_used_at,
          ${isoInstant(sql`k.revoked_at`)} as revoked_at
        from ${staffApiKeys} k join ${staffMembers} m on m.id = k.created_by_staff_id
        ${id === undefined ? sql`` : sql`where k.id = ${id}`}
        order by k.id desc`,
  );
}

/** Revokes a key (again is no change); answers false for an unknown id. */
export async function revokeApiKeyRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(staffApiKeys)
    .set({ revokedAt: sql`coalesce(${staffApiKeys.revokedAt}, now())` })
    .where(eq(staffApiKeys.id, id))
    .returning({ id: staffApiKeys.id });
  return rows.length > 0;
}

export type LiveApiKey = { id: number; name: string; role: StaffRole; createdBy: number };

/**
 * The unrevoked key of a hash. Moves last_used_at in the same statement, at most once a minute (a conditional
 * update), so a script's burst of calls writes the row once.
 */
export async function findLiveApiKey(db: Db, keyHash: string): Promise<LiveApiKey | null> {
  const [row] = await selectRows<LiveApiKey>(
    db,
    sql`with live as (
          select id, name, role, created_by_staff_id from ${staffApiKeys}
          where key_hash = ${keyHash} and revoked_at is null
        ), used as (
          update ${staffApiKeys} set last_used_at = now()
          where id = (select id from live)
            and (last_used_at is null or last_used_at < now() - interval '1 minute')
        )
        select id, name, role, created_by_staff_id as "createdBy" from live`,
  );
  return row ?? null;
}
