import { ROLE_DISPLAY, rankDisplay, type UserProfile } from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../errors';
import { isSgCountry, type ProfileRow, selectProfileRow } from './profile-queries';

/**
 * The profile as the apps know it; `point` is the ledger's available balance, `voucher_count` the member's
 * usable service vouchers (active, last day not passed), `next_appointment_date` the start of their next
 * booked appointment on the shop's clock (the header shows it).
 */
export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    roles: row.role,
    role_display: ROLE_DISPLAY[row.role],
    country_id: row.countryId,
    country_abbreviation: row.countryAbbreviation,
    is_sg: isSgCountry(row.countryAbbreviation),
    language_id: row.languageId,
    language_code: row.languageCode === 'cn' ? 'cn' : 'en',
    name: row.name,
    full_name: row.fullName,
    email: row.email,
    mobile: row.mobile,
    phone_code: row.phoneCode,
    birthday: row.birthday,
    gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
    ranking: row.agentRank,
    rank_display: row.agentRank ? rankDisplay(row.agentRank) : null,
    referral_code: row.referralCode,
    point: Math.max(0, Number(row.point)),
    voucher_count: Number(row.voucherCount),
    next_appointment_date: row.nextBooking,
    referred_by_fname: row.referredByName,
    push_enabled: row.pushEnabled,
  };
}

export async function loadProfile(db: Db | Tx, userId: number): Promise<UserProfile> {
  const row = await selectProfileRow(db, userId);
  // A session outliving its member is ended: answer as for any other dead token.
  if (!row) throw new DomainError('unauthorized');
  return toUserProfile(row);
}
