import {
  type RecoveryCodes,
  ROLE_PERMISSIONS,
  STAFF_RECOVERY_CODE_COUNT,
  type StaffLoginRequest,
  type StaffMe,
  type StaffRole,
  type TotpEnrolment,
} from '@beauty/shared';
import {
  attemptFailed,
  attemptSucceeded,
  beginLoginAttempt,
  emailLoginAttempt,
  forgetAttempt,
  hashPassword,
  hashToken,
  newSessionToken,
  verifyPasswordOrDecoy,
} from '../account';
import { recordAudit } from '../audit';
import type { Db, Tx } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { takeLocks } from '../db/locks';
import type { FieldCipher } from '../db/sealed';
import { DomainError } from '../errors';
import {
  acceptStep,
  enableSecondFactor,
  endAllSessions,
  endSession,
  findStaff,
  findStaffByEmail,
  insertSession,
  insertStaff,
  type LiveSession,
  ownerExists,
  replaceRecoveryCodes,
  type StaffRow,
  secondFactorRequired,
  setActive,
  setPendingSecret,
  setSecondFactorRequiredRow,
  setStaffStores,
  signedInFrom,
  storeIdsOf,
  useRecoveryCode,
} from './queries';
import { enrolmentOf, newRecoveryCode, newTotpSecret, normalRecoveryCode, stepOfCode } from './totp';

/** What the staff domain's services need: the database, and the cipher TOTP secrets are sealed with. */
export type StaffDeps = { db: Db; cipher: FieldCipher };

/** Where a sign-in comes from: its address (the throttle, the session list) and User-Agent. */
export type StaffLoginOrigin = { ip: string; userAgent: string | null };

/** A new session's token (for the cookie only) and who signed in. */
export type StaffSession = { token: string; me: StaffMe };

const wrongLogin = () => new DomainError('invalid_email_or_password');

/**
 * Signs a member of staff in, throttled as a member's login is (account's login throttle, by email and
 * address). An unknown email, a wrong password and a deactivated account give one answer, after the same
 * password check (a decoy hash when there is no account). With a second factor, the password alone is not
 * enough: without a code the answer asks for one (and counts as no attempt, so a known password cannot wipe
 * the failures of guessed codes); a wrong or replayed code is a failure like a wrong password.
 */
export async function staffLogin(
  deps: StaffDeps,
  input: StaffLoginRequest,
  from: StaffLoginOrigin,
): Promise<StaffSession> {
  const { db } = deps;
  const attempt = emailLoginAttempt(input.email, from.ip);
  const staff = await findStaffByEmail(db, input.email);
  const knownPlace = await signedInFrom(db, staff?.id ?? 0, from.ip);
  const attemptId = await beginLoginAttempt(db, attempt, { knownPlace, inFlight: true });
  const valid = await verifyPasswordOrDecoy(staff?.passwordHash ?? null, input.password);
  if (!staff || !valid || !staff.active) {
    await attemptFailed(db, attemptId);
    throw wrongLogin();
  }
  if (staff.totpEnabledAt !== null) {
    if (input.totp === undefined && input.recovery_code === undefined) {
      await forgetAttempt(db, attemptId);
      throw new DomainError('second_factor_needed', { fields: { totp: ['second_factor_needed'] } });
    }
    if (!(await secondFactorPasses(deps, staff, input))) {
      await attemptFailed(db, attemptId);
      const field = input.recovery_code !== undefined ? 'recovery_code' : 'totp';
      throw new DomainError('second_factor_wrong', { fields: { [field]: ['second_factor_wrong'] } });
    }
  }
  await attemptSucceeded(db, attemptId, attempt, null);
  const token = newSessionToken();
  const sessionId = await insertSession(db, {
    staffId: staff.id,
    tokenHash: hashToken(token),
    ip: from.ip,
    userAgent: from.userAgent?.slice(0, 512) ?? null,
  });
  const required = await secondFactorRequired(db);
  return {
    token,
    me: await staffMe(
      db,
      { sessionId, staffId: staff.id, name: staff.name, role: staff.role, mustEnrol: false },
      required,
    ),
  };
}

/** A recovery code is used up by its first sign-in; a TOTP code's step must be later than the last one's. */
async function secondFactorPasses(deps: StaffDeps, staff: StaffRow, input: StaffLoginRequest) {
  if (input.recovery_code !== undefined)
    return useRecoveryCode(deps.db, staff.id, hashToken(normalRecoveryCode(input.recovery_code)));
  const secret = deps.cipher.open('totp_secret', staff.totpSecret!);
  const step = stepOfCode(secret, input.totp!, Date.now());
  return step !== null && acceptStep(deps.db, staff.id, step);
}

export function staffLogout(db: Db, session: LiveSession) {
  return endSession(db, session.sessionId, 'logout');
}

/** The signed-in member of staff as the back office shows them. `required` is read unless given. */
export async function staffMe(db: Db, session: LiveSession, required?: boolean): Promise<StaffMe> {
  const staff = await findStaff(db, session.staffId);
  if (!staff) throw new DomainError('unauthorized');
  const secondFactorIsRequired = required ?? (await secondFactorRequired(db));
  const enabled = staff.totpEnabledAt !== null;
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    store_ids: await storeIdsOf(db, staff.id),
    second_factor: { enabled, required: secondFactorIsRequired },
    must_enrol: secondFactorIsRequired && !enabled,
  };
}

/**
 * Starts (or starts again) setting up the second factor: a new secret, sealed, that counts only once a code
 * from it is confirmed. Refused (409) once one is set up: resetting it is the owner's, on the staff page.
 */
export async function startEnrolment(deps: StaffDeps, staffId: number): Promise<TotpEnrolment> {
  const staff = await findStaff(deps.db, staffId);
  if (!staff) throw new DomainError('unauthorized');
  if (staff.totpEnabledAt !== null) throw new DomainError('second_factor_already_enabled');
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, staffId, deps.cipher.seal('totp_secret', secret));
  return enrolmentOf(secret, staff.email);
}

/**
 * Confirms the second factor with a code from the new secret: from then on sign-in needs a code, and the
 * answer carries the ten recovery codes, this once (only their hashes are kept). The code's step is the
 * last accepted one, so it cannot sign in again.
 */
export async function confirmEnrolment(
  deps: StaffDeps,
  staffId: number,
  code: string,
): Promise<RecoveryCodes> {
  const staff = await findStaff(deps.db, staffId);
  if (!staff) throw new DomainError('unauthorized');
  if (staff.totpEnabledAt !== null) throw new DomainError('second_factor_already_enabled');
  if (staff.totpSecret === null) throw new DomainError('second_factor_not_enrolled');
  const step = stepOfCode(deps.cipher.open('totp_secret', staff.totpSecret), code, Date.now());
  const wrong = () => new DomainError('second_factor_wrong', { fields: { totp: ['second_factor_wrong'] } });
  if (step === null) throw wrong();
  const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    if (!(await acceptStep(tx, staffId, step))) throw wrong();
    await enableSecondFactor(tx, staffId);
    await replaceRecoveryCodes(
      tx,
      staffId,
      codes.map((c) => hashToken(normalRecoveryCode(c))),
    );
  });
  return { recovery_codes: codes };
}

/**
 * The owner's setting: every member of staff needs a second factor (one without it may only enrol). Only an
 * owner who has one may require it (409 second_factor_own_first): else their own next call could only enrol,
 * and the switch they just turned on would be out of their reach until they did.
 */
export async function setSecondFactorRequired(db: Db, staffId: number, required: boolean, actor: Actor) {
  if (required && (await findStaff(db, staffId))?.totpEnabledAt == null)
    throw new DomainError('second_factor_own_first');
  await db.transaction(async (tx) => {
    const before = await secondFactorRequired(tx);
    await setSecondFactorRequiredRow(tx, required);
    await recordAudit(tx, {
      actor,
      action: 'staff.set_second_factor_required',
      recordType: 'staff_settings',
      recordId: 'second_factor_required',
      before: { second_factor_required: before },
      after: { second_factor_required: required },
    });
  });
}

/**
 * Deactivates a member of staff: they sign in no more, and their sessions end in the same transaction, so no
 * request of theirs is served after it commits. Answers false for an unknown id.
 */
export function deactivateStaff(db: Db, staffId: number, actor: Actor): Promise<boolean> {
  return db.transaction((tx) => deactivateIn(tx, staffId, actor));
}

/** deactivateStaff inside a transaction the caller holds (the staff page's, after its last-owner check). */
export async function deactivateIn(tx: Tx, staffId: number, actor: Actor): Promise<boolean> {
  const before = await findStaff(tx, staffId);
  if (!(await setActive(tx, staffId, false))) return false;
  const ended = await endAllSessions(tx, staffId, 'deactivated');
  await recordAudit(tx, {
    actor,
    action: 'staff.deactivate',
    recordType: 'staff_members',
    recordId: staffId,
    before: { active: before?.active ?? null },
    after: { active: false, sessions_ended: ended },
  });
  return true;
}

/** Ends every session of a member of staff (the owner's "sign out everywhere"); answers how many ended. */
export function endStaffSessions(db: Db, staffId: number, actor: Actor): Promise<number> {
  return db.transaction((tx) => endSessionsIn(tx, staffId, actor));
}

/** endStaffSessions inside a transaction the caller holds (the staff page's, after it found the member). */
export async function endSessionsIn(tx: Tx, staffId: number, actor: Actor): Promise<number> {
  const ended = await endAllSessions(tx, staffId, 'ended');
  await recordAudit(tx, {
    actor,
    action: 'staff.end_sessions',
    recordType: 'staff_members',
    recordId: staffId,
    after: { sessions_ended: ended },
  });
  return ended;
}

export type NewStaff = {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  storeIds?: readonly number[];
};

/**
 * A new staff account with its stores (400 email_taken when the email is, in any case, already one's). Also
 * inside a transaction (the demo seed's).
 */
export async function createStaff(db: Db | Tx, staff: NewStaff): Promise<number> {
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx: Tx) => {
    if (await findStaffByEmail(tx, staff.email)) throw new DomainError('email_taken');
    const id = await insertStaff(tx, {
      email: staff.email,
      name: staff.name,
      passwordHash,
      role: staff.role,
    });
    await setStaffStores(tx, id, staff.storeIds ?? []);
    return id;
  });
}

/**
 * The shop's first owner (`npm run ops -- create-owner`): refused (409 owner_exists) when the shop has an
 * owner already, so it cannot be used to add one past the back office. One at a time (lock first_owner).
 */
export async function createFirstOwner(
  db: Db,
  owner: { email: string; name: string; password: string },
): Promise<number> {
  const passwordHash = await hashPassword(owner.password);
  return db.transaction(async (tx) => {
    await takeLocks(tx, [['first_owner', 0]]);
    if (await ownerExists(tx)) throw new DomainError('owner_exists');
    if (await findStaffByEmail(tx, owner.email)) throw new DomainError('email_taken');
    return insertStaff(tx, { email: owner.email, name: owner.name, passwordHash, role: 'owner' });
  });
}

/** Whether a staff account has this email, in any case (the demo seed adds its staff once). */
export async function staffEmailTaken(db: Db | Tx, email: string): Promise<boolean> {
  return (await findStaffByEmail(db, email)) !== null;
}
