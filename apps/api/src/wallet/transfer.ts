import {
  type MemberList,
  maskName,
  type memberListQuerySchema,
  type TransferPoint,
  type TransferPointAnswer,
} from '@beauty/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { databaseError } from '../db/errors';
import { takeLocks } from '../db/locks';
import { DomainError } from '../errors';
import { notify } from '../notification';
import { walletSettings } from '../reference';
import { pointBalance, recordTransfer } from './ledger';
import { WALLET_LINK } from './notices';
import {
  countLookup,
  selectSenderAndRecipient,
  selectSpendable,
  selectTransferByKey,
  type TransferRow,
} from './transfer-queries';

/*
 * Point transfer between members (spec sections 5, 7, 8): finding the recipient by country and exact mobile
 * number, and moving the points in one transaction.
 *
 * Finding a member tells whether a number belongs to one, so it is rationed: GET memberlist counts every
 * look-up, and a transfer to a number that belongs to no member counts as one too (a transfer that finds its
 * recipient moves real points, which is its own limit). Members of another country are not found: points
 * move within a country only.
 */

type MemberListQuery = z.output<typeof memberListQuerySchema>;

/**
 * The account's check of a member's password (account's confirmPassword, a wrong one counted as a failed
 * login), handed to the wallet's routes by the routing table: the account domain reads the wallet, not the
 * other way.
 */
export type PasswordCheck = (db: Db, userId: number, password: string, ip: string) => Promise<boolean>;

const lookupLimit = () => new DomainError('member_lookup_limit');
const notFound = () =>
  new DomainError('transfer_recipient_not_found', { fields: { mobile: ['transfer_recipient_not_found'] } });
const toSelf = () => new DomainError('transfer_to_self', { fields: { mobile: ['transfer_to_self'] } });

/**
 * The caller and the member the number names in the caller's own country (null: none); 401 when the caller
 * is gone.
 */
async function membersOf(db: Db, userId: number, countryId: number, mobile: string) {
  const { sender, recipient } = await selectSenderAndRecipient(db, userId, countryId, mobile);
  if (!sender) throw new DomainError('unauthorized');
  return { sender, recipient };
}

/**
 * GET memberlist: the one member with this number, their name masked; an empty list when none (or one in
 * another country). The caller's own number is refused with transfer_to_self, so the form can say so before
 * the transfer. At most MEMBER_LOOKUPS_PER_HOUR look-ups an hour (429 member_lookup_limit).
 */
export async function findRecipient(db: Db, userId: number, query: MemberListQuery): Promise<MemberList> {
  if (!(await countLookup(db, userId))) throw lookupLimit();
  const { recipient: found } = await membersOf(db, userId, query.country_id, query.mobile);
  if (!found) return { members: [] };
  if (found.id === userId) throw toSelf();
  return { members: [{ name: maskName(found.name), country_id: found.country_id, mobile: found.mobile }] };
}

const answerOf = (
  t: TransferRow | { id: number; points: number; created_at: string },
  recipientName: string,
  available: number,
): TransferPointAnswer => ({
  transfer_id: t.id,
  points: t.points,
  recipient_name: maskName(recipientName),
  point_available: Math.max(0, available),
  created_at: t.created_at,
});

/** The answer to a retry: the first transfer as it was, with the sender's balance now. */
async function replay(db: Db, t: TransferRow): Promise<TransferPointAnswer> {
  return answerOf(t, t.recipient_name, (await pointBalance(db, t.sender_id)).available);
}

/** A database refusal that is about this transfer (a member gone meanwhile, a check): not a server fault. */
const isConstraintError = (err: unknown) => databaseError(err)?.code.startsWith('23') === true;

/**
 * POST transferpoint. The checks that need no lock come first (minimum, password, recipient); then, with both
 * members' points locks taken in id order (so A→B and B→A at once queue instead of deadlocking), the daily
 * limit and the balance are read again, the transfer and its two ledger entries are written and the
 * recipient's notification (points_received) is recorded. A retry with the same idempotency key answers the
 * first transfer, also when both arrive at once: the second waits for the sender's lock and then finds the
 * first.
 */
export async function transferPoints(
  db: Db,
  userId: number,
  input: TransferPoint,
  ip: string,
  confirmPassword: PasswordCheck,
): Promise<TransferPointAnswer> {
  if (!(await confirmPassword(db, userId, input.password, ip))) {
    throw new DomainError('transfer_password_wrong', { fields: { password: ['transfer_password_wrong'] } });
  }
  return movePoints(db, userId, input);
}

/**
 * A transfer once the sender's password is confirmed: everything transferPoints does after that check. Its
 * own function so the bench can time the transaction without the hash (bench-wallet.ts `direct`); every
 * member's transfer goes through transferPoints.
 */
export async function movePoints(
  db: Db,
  userId: number,
  input: Omit<TransferPoint, 'password'>,
): Promise<TransferPointAnswer> {
  const key = input.idempotency_key ?? null;
  if (key) {
    const done = await selectTransferByKey(db, userId, key);
    if (done) return replay(db, done);
  }
  const settings = await walletSettings(db);
  if (input.points < settings.minTransferPoints) {
    throw new DomainError('transfer_min_points', { values: { points: settings.minTransferPoints } });
  }
  const { sender, recipient } = await membersOf(db, userId, input.country_id, input.mobile);
  if (recipient?.id === userId) throw toSelf();
  if (!recipient) {
    if (!(await countLookup(db, userId))) throw lookupLimit();
    throw notFound();
  }

  try {
    return await db.transaction(async (tx) => {
      await takeLocks(tx, [
        ['points', userId],
        ['points', recipient.id],
      ]);
      if (key) {
        const done = await selectTransferByKey(tx, userId, key);
        if (done) return answerOf(done, done.recipient_name, (await pointBalance(tx, userId)).available);
      }
      const { available, sent } = await selectSpendable(tx, userId);
      if (sent + input.points > settings.dailyTransferLimitPoints) {
        throw new DomainError('transfer_daily_limit', {
          values: { points: settings.dailyTransferLimitPoints },
        });
      }
      if (available < input.points) throw new DomainError('not_enough_points');
      const transfer = await recordTransfer(tx, {
        senderId: userId,
        recipientId: recipient.id,
        points: input.points,
        idempotencyKey: key,
      });
      // The recipient hears of it with the sender named as their history names them (masked).
      await notify(
        tx,
        recipient.id,
        {
          kind: 'points_received',
          facts: { points: input.points, from_name: maskName(sender.name) },
          link: WALLET_LINK,
        },
        `points_received:${transfer.id}`,
      );
      return answerOf({ ...transfer, points: input.points }, recipient.name, available - input.points);
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    // The unique key of (sender, idempotency key) is the last guard of a retry: answer the transfer it kept.
    const done = key ? await selectTransferByKey(db, userId, key) : null;
    if (done) return replay(db, done);
    if (isConstraintError(err)) throw new DomainError('transfer_point_failed');
    throw err;
  }
}
