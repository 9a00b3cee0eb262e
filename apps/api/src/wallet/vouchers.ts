import {
  type Language,
  PAYMENT_CURRENCY,
  SG_COUNTRY,
  VOUCHER_STATUSES,
  type VoucherDetail,
  type VoucherList,
  type VoucherStatus,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Db, Tx } from '../db/client';
import { type Actor, move, moveAll, requireRole } from '../db/lifecycle';
import { selectMemberCountry } from '../db/members';
import { DomainError } from '../errors';
import type { Member } from '../http/viewer';
import { walletSettings } from '../reference';
import { serviceVoucherNames, valueVoucherNames } from './texts';
import { issueVouchers } from './voucher-issue';
import { VOUCHER_LIFECYCLE } from './voucher-lifecycle';
import {
  dueToExpire,
  lockVoucherForBooking,
  type OpsVoucherRow,
  selectOpsVoucher,
  selectOrderVoucherLines,
  selectServiceNames,
  selectVoucherCounts,
  selectVoucherDetail,
  selectVoucherPage,
  type VoucherRow,
} from './voucher-queries';

/*
 * Service vouchers (spec sections 4 and 9): a value in SGD or one named service, for Singapore members only,
 * bought in the shop (issued when the order is paid), awarded (referral rewards) or issued by the operator.
 * Statuses (VOUCHER_LIFECYCLE, voucher-lifecycle.ts): active → used (the salon visit a booking held it for
 * completed, useBookingVoucher), expired (its last day passed, the expiry job) or void (the order that bought
 * it was cancelled or refunded, or the operator voided it). Only active vouchers move, each move by its actor.
 */

/** 403 voucher_region_only unless `country` is Singapore: the SG flag gates vouchers (spec section 6). */
function assertRegion(country: string | null): void {
  if (country === null) throw new DomainError('unauthorized');
  if (country !== SG_COUNTRY) throw new DomainError('voucher_region_only');
}

/** Whether the member may hold service vouchers (lives in Singapore); false for no such member. */
export async function inVoucherRegion(db: Db | Tx, userId: number): Promise<boolean> {
  return (await selectMemberCountry(db, userId)) === SG_COUNTRY;
}

/** Refuses a member outside Singapore (403 voucher_region_only): before selling or issuing them a voucher. */
export async function assertVoucherRegion(db: Db | Tx, userId: number): Promise<void> {
  const country = await selectMemberCountry(db, userId);
  if (country === null) throw new DomainError('not_found');
  assertRegion(country);
}

const toVoucher = (row: VoucherRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  currency: PAYMENT_CURRENCY,
  value: row.value,
  service_name: row.service_name,
  valid_from: row.valid_from,
  valid_until: row.valid_until,
  status: row.status,
  source: row.source,
  used_at: row.used_at,
});

/** One page of the member's vouchers in a status, with the count of every status (two reads). */
export async function listVouchers(
  db: Db,
  language: Language,
  member: Member,
  query: { status: VoucherStatus; page: number; per_page: number },
): Promise<VoucherList> {
  const found = await selectVoucherCounts(db, member.userId);
  assertRegion(found?.country ?? null);
  const counts = Object.fromEntries(VOUCHER_STATUSES.map((s) => [s, found?.counts[s] ?? 0])) as Record<
    VoucherStatus,
    number
  >;
  const total = counts[query.status];
  const rows =
    total === 0
      ? []
      : await selectVoucherPage(db, language, {
          userId: member.userId,
          status: query.status,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        });
  return {
    status: query.status,
    vouchers: rows.map(toVoucher),
    counts,
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
  };
}

/** One of the member's vouchers with its terms and stores; another member's (or none) is 404. */
export async function voucherDetail(
  db: Db,
  language: Language,
  member: Member,
  voucherId: number,
): Promise<VoucherDetail> {
  const found = await selectVoucherDetail(db, language, member.userId, voucherId);
  assertRegion(found?.country ?? null);
  const v = found?.voucher;
  if (!v) throw new DomainError('not_found');
  return {
    ...toVoucher(v),
    terms: v.terms,
    stores: v.stores,
    all_stores: v.all_stores,
    po_number: v.po_number,
  };
}

/** What a booking paying with a voucher needs to know of it. */
export type BookingVoucher = { id: number; value_cents: number | null; service_id: number | null };

/**
 * Checks that a voucher can pay for an appointment, and locks it until the booking's transaction ends (two
 * bookings naming one voucher queue here). The hold itself is the booking's voucher_id: unique among booked
 * and completed appointments (bookings_voucher_idx), so a voucher pays for one visit. Refusals: not the
 * member's, or none, 404; used or void 409 voucher_not_active; expired, or its last day before the
 * appointment's (or today), 409 voucher_expired; not valid at the store, not yet valid on the day, or a
 * service voucher whose service is not booked, 409 booking_voucher_unusable.
 */
export async function holdVoucherForBooking(
  tx: Tx,
  input: { voucherId: number; userId: number; storeId: number; date: string; serviceIds: readonly number[] },
): Promise<BookingVoucher> {
  const v = await lockVoucherForBooking(tx, input.voucherId, input.date);
  if (!v || v.user_id !== input.userId) throw new DomainError('not_found');
  if (v.status === 'expired' || (v.status === 'active' && v.lapsed)) throw new DomainError('voucher_expired');
  if (v.status !== 'active') throw new DomainError('voucher_not_active');
  const wrongStore = v.store_ids.length > 0 && !v.store_ids.includes(input.storeId);
  const wrongService = v.service_id !== null && !input.serviceIds.includes(v.service_id);
  if (v.not_yet || wrongStore || wrongService) throw new DomainError('booking_voucher_unusable');
  return { id: v.id, value_cents: v.value_cents, service_id: v.service_id };
}

/**
 * Uses the voucher a completed appointment held, in the move's transaction, by whoever completed it: even
 * when its last day has passed since (the expiry job leaves held vouchers alone). Answers false when it was
 * no longer active (the operator voided it meanwhile): the visit completes all the same and the voucher
 * stays as it is.
 */
export async function useBookingVoucher(tx: Tx, voucherId: number, actor: Actor): Promise<boolean> {
  const used = await moveAll(tx, VOUCHER_LIFECYCLE, sql`id = ${voucherId}`, 'use', actor, {});
  return used.length > 0;
}

/**
 * Issues the vouchers an order bought, one per unit of each line whose product sells a voucher kind, on the
 * kind's terms and validity (copied: a later edit of the kind changes no voucher held). Runs in the
 * transaction that moves the order to paid; a line that already has its vouchers is skipped, so issuing
 * twice cannot double them. Answers the new vouchers' ids.
 */
export async function issueOrderVouchers(tx: Tx, order: { id: number; userId: number }): Promise<number[]> {
  const lines = await selectOrderVoucherLines(tx, order.id);
  const ids: number[] = [];
  for (const line of lines) {
    ids.push(
      ...(await issueVouchers(tx, {
        userId: order.userId,
        source: 'purchase',
        kindId: line.kind_id,
        orderId: order.id,
        orderLineId: line.order_line_id,
        quantity: line.quantity,
        nameEn: line.name_en,
        nameZh: line.name_zh,
        termsEn: line.terms_en,
        termsZh: line.terms_zh,
        valueCents: line.value_cents,
        serviceId: line.service_id,
        storeIds: line.store_ids,
        validDays: line.valid_days,
      })),
    );
  }
  return ids;
}

/**
 * Voids the still-active vouchers an order bought (only those of `lineIds`, when given), by the actor of the
 * order's move: the order was cancelled, expired or refunded. `note` says why. A voucher already used stays
 * used.
 */
export async function voidOrderVouchers(
  tx: Tx,
  orderId: number,
  actor: Actor,
  note: string,
  lineIds?: readonly number[],
): Promise<void> {
  if (lineIds && lineIds.length === 0) return;
  const lines = lineIds ? sql` and order_line_id = any(${`{${lineIds.join(',')}}`}::int[])` : sql``;
  await moveAll(tx, VOUCHER_LIFECYCLE, sql`order_id = ${orderId}${lines}`, 'void', actor, { note });
}

/** Active vouchers one expiry run marks at most; the next run takes the rest. */
export const VOUCHER_EXPIRY_BATCH = 500;

/**
 * Marks expired, as `actor` (the expiry job), the active vouchers whose last day (a shop date, Singapore) is
 * before the shop's date at `now`: a voucher valid until the 10th expires from 00:00 on the 11th, Singapore
 * time. A voucher a booked appointment holds stays active (VOUCHER_LIFECYCLE's expire). Answers their ids.
 */
export async function expireVouchers(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
  limit = VOUCHER_EXPIRY_BATCH,
): Promise<number[]> {
  const expired = await db.transaction((tx) =>
    moveAll(tx, VOUCHER_LIFECYCLE, dueToExpire(now, limit), 'expire', actor, { asOf: now }),
  );
  return expired.map((v) => v.id);
}

// ---------------------------------------------------------------------------------------------------------
// The operator's

const DEFAULT_TERMS = {
  en: 'Book at least one day in advance. One voucher per visit; it cannot be used after its last day.',
  zh: '请至少提前一天预约。每次到店限用一张，有效期过后不可使用。',
};

export type OperatorVoucher = {
  userId: number;
  /** Exactly one of a value and a service. */
  valueCents?: number | undefined;
  serviceId?: number | undefined;
  /** Days it is valid from today; the shop setting voucher_valid_days when absent. */
  days?: number | undefined;
  note?: string | undefined;
};

/**
 * Issues one voucher to a Singapore member as the operator: a value ("S$30 service voucher") or one named
 * service, valid from today for `days`, with the shop's standard terms and every store. An unknown member or
 * service is 404; a member outside Singapore 403 voucher_region_only; neither or both of value and service 400.
 */
export async function issueOperatorVoucher(
  db: Db,
  input: OperatorVoucher,
  actor: Actor,
): Promise<OpsVoucherRow> {
  requireRole(actor, ['operator']);
  if ((input.valueCents === undefined) === (input.serviceId === undefined))
    throw new DomainError('validation_failed', { fields: { value_cents: ['invalid_value'] } });
  return db.transaction(async (tx) => {
    await assertVoucherRegion(tx, input.userId);
    let names: { nameEn: string; nameZh: string };
    if (input.serviceId !== undefined) {
      const service = await selectServiceNames(tx, input.serviceId);
      if (!service) throw new DomainError('not_found');
      names = serviceVoucherNames(service);
    } else {
      names = valueVoucherNames(input.valueCents!, PAYMENT_CURRENCY);
    }
    const days = input.days ?? (await walletSettings(tx)).voucherValidDays;
    const [id] = await issueVouchers(tx, {
      userId: input.userId,
      source: 'operator',
      ...names,
      termsEn: DEFAULT_TERMS.en,
      termsZh: DEFAULT_TERMS.zh,
      valueCents: input.valueCents ?? null,
      serviceId: input.serviceId ?? null,
      storeIds: [],
      validDays: days,
      note: input.note ?? null,
    });
    const issued = (await selectOpsVoucher(tx, id!))!;
    await recordAudit(tx, {
      actor,
      action: 'voucher.issue',
      recordType: 'vouchers',
      recordId: id!,
      after: { ...issued },
      reason: input.note ?? null,
    });
    return issued;
  });
}

/**
 * Voids an active voucher as the shop (`actor`), with the reason kept in its note: unknown 404; used,
 * expired or void already 409 voucher_not_active.
 */
export async function voidVoucher(
  db: Db,
  input: { voucherId: number; reason: string },
  actor: Actor,
): Promise<OpsVoucherRow> {
  await db.transaction((tx) =>
    move(tx, VOUCHER_LIFECYCLE, input.voucherId, 'void', actor, { reason: input.reason }),
  );
  return (await selectOpsVoucher(db, input.voucherId))!;
}
