import { randomInt } from 'node:crypto';
import type { VoucherSource } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopDate } from '../db/shop-clock';

/*
 * Issuing a service voucher: the one writer of new rows in `vouchers`, whether bought (order paid), awarded
 * (referral reward) or issued by the operator.
 */

/** Letters and digits a person reads back without confusion (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/**
 * A voucher code: 10 characters of a 31-letter alphabet (about 2^49 codes), drawn from the OS's secure random
 * source, so a code cannot be guessed from another; shown grouped as VC-XXXXX-XXXXX.
 */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `VC-${code.slice(0, 5)}-${code.slice(5)}`;
}

export type VoucherTerms = {
  nameEn: string;
  nameZh: string;
  termsEn: string;
  termsZh: string;
  /** Exactly one of a money value and a service. */
  valueCents: number | null;
  serviceId: number | null;
  /** Empty: every store. */
  storeIds: readonly number[];
  /** Valid from the shop's today through today + validDays - 1 (inclusive shop dates). */
  validDays: number;
};

export type VoucherIssue = VoucherTerms & {
  userId: number;
  source: VoucherSource;
  kindId?: number | null;
  orderId?: number | null;
  orderLineId?: number | null;
  referralRewardId?: number | null;
  note?: string | null;
  /** How many of the same voucher (a line bought in quantity); 1 by default. */
  quantity?: number;
};

/** Issues vouchers inside the caller's transaction and answers their ids. */
export async function issueVouchers(tx: Tx, input: VoucherIssue): Promise<number[]> {
  const quantity = input.quantity ?? 1;
  if (quantity <= 0) return [];
  const ids: number[] = [];
  const today = shopDate();
  for (let i = 0; i < quantity; i++) {
    // A voucher begins active (VOUCHER_LIFECYCLE's first state); every later status is a move.
    const [row] = await selectRows<{ id: number }>(
      tx as unknown as Db,
      sql`insert into vouchers (user_id, kind_id, code, name_en, name_zh, value_cents, service_id, terms_en,
          terms_zh, store_ids, valid_from, valid_until, status, source, order_id, order_line_id,
          referral_reward_id, note)
        values (${input.userId}, ${input.kindId ?? null}, ${newVoucherCode()}, ${input.nameEn}, ${input.nameZh},
          ${input.valueCents}, ${input.serviceId}, ${input.termsEn}, ${input.termsZh},
          ${`{${input.storeIds.join(',')}}`}::integer[], ${today}, ${today} + ${input.validDays - 1}::int,
          'active', ${input.source}, ${input.orderId ?? null}, ${input.orderLineId ?? null},
          ${input.referralRewardId ?? null}, ${input.note ?? null})
        returning id`,
    );
    if (row) ids.push(row.id);
  }
  return ids;
}
