import type { AgentRank, Gender, Role } from '@beauty/shared';
import { hashPassword } from '../account';
import type { Tx } from '../db/client';
import { countries, languages, users } from '../db/schema';
import { insertBatched, reserveIds } from './batch';

const DAY_MS = 86_400_000;

/** Reference data the sign-up form offers. Singapore first: it is the shop's home market. */
export const COUNTRIES = [
  { abbreviation: 'SG', name: 'Singapore', phoneCode: '65' },
  { abbreviation: 'MY', name: 'Malaysia', phoneCode: '60' },
  { abbreviation: 'CN', name: 'China', phoneCode: '86' },
  { abbreviation: 'HK', name: 'Hong Kong', phoneCode: '852' },
  { abbreviation: 'ID', name: 'Indonesia', phoneCode: '62' },
] as const;

/** Language code `cn` is what the spec's clients send for Chinese; the storefront maps it to zh. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'cn', name: '中文' },
] as const;

export const DEMO_PASSWORD = 'Demo1234';

export type DemoAccount = {
  country: (typeof COUNTRIES)[number]['abbreviation'];
  phoneCode: string;
  mobile: string;
  password: string;
  role: Role;
  rank: AgentRank | null;
  name: string;
  fullName: string;
  email: string;
  referralCode: string;
  birthday: string;
  gender: Gender;
  /** Referral code of the account that introduced this one, so partner teams have members. */
  referredBy: string | null;
  joinedDaysAgo: number;
};

/** Log in with country + mobile + password. Listed in the README; every password is DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    country: 'SG',
    phoneCode: '65',
    mobile: '81234567',
    password: DEMO_PASSWORD,
    role: 'member',
    rank: null,
    name: 'Mei Ling',
    fullName: 'Tan Mei Ling',
    email: 'meiling.tan@demo.rosettebeauty.example',
    referralCode: 'MEILING8',
    birthday: '1994-03-18',
    gender: 2,
    referredBy: 'RACHEL21',
    joinedDaysAgo: 120,
  },
  {
    country: 'MY',
    phoneCode: '60',
    mobile: '123456789',
    password: DEMO_PASSWORD,
    role: 'member',
    rank: null,
    name: 'Aiman',
    fullName: 'Muhammad Aiman bin Hassan',
    email: 'aiman.hassan@demo.rosettebeauty.example',
    referralCode: 'AIMAN260',
    birthday: '1990-11-02',
    gender: 1,
    referredBy: 'GRACE888',
    joinedDaysAgo: 75,
  },
  {
    country: 'SG',
    phoneCode: '65',
    mobile: '81230001',
    password: DEMO_PASSWORD,
    role: 'agent',
    rank: 'silver',
    name: 'Rachel',
    fullName: 'Rachel Lim Hui Min',
    email: 'rachel.lim@demo.rosettebeauty.example',
    referralCode: 'RACHEL21',
    birthday: '1992-07-09',
    gender: 2,
    referredBy: 'DANIEL58',
    joinedDaysAgo: 200,
  },
  {
    country: 'SG',
    phoneCode: '65',
    mobile: '81230002',
    password: DEMO_PASSWORD,
    role: 'agent',
    rank: 'gold',
    name: 'Daniel',
    fullName: 'Daniel Ong Wei Jie',
    email: 'daniel.ong@demo.rosettebeauty.example',
    referralCode: 'DANIEL58',
    birthday: '1988-01-25',
    gender: 1,
    referredBy: 'NADIA777',
    joinedDaysAgo: 280,
  },
  {
    country: 'SG',
    phoneCode: '65',
    mobile: '81230003',
    password: DEMO_PASSWORD,
    role: 'agent',
    rank: 'platinum',
    name: 'Nadia',
    fullName: 'Nadia binte Yusof',
    email: 'nadia.yusof@demo.rosettebeauty.example',
    referralCode: 'NADIA777',
    birthday: '1985-05-30',
    gender: 2,
    referredBy: 'GRACE888',
    joinedDaysAgo: 340,
  },
  {
    country: 'SG',
    phoneCode: '65',
    mobile: '81230004',
    password: DEMO_PASSWORD,
    role: 'agent',
    rank: 'executive',
    name: 'Grace',
    fullName: 'Grace Chua Li Ting',
    email: 'grace.chua@demo.rosettebeauty.example',
    referralCode: 'GRACE888',
    birthday: '1979-09-12',
    gender: 2,
    referredBy: null,
    joinedDaysAgo: 400,
  },
];

/** Tan Mei Ling, the Singapore demo member: the seed gives her vouchers, appointments and orders to try. */
export const DEMO_MEMBER = DEMO_ACCOUNTS.find((a) => a.country === 'SG' && a.role === 'member')!;

/**
 * Inserts countries and languages unless a migration or an earlier run already did, and returns their ids
 * by code either way.
 */
export async function insertReferenceData(
  tx: Tx,
): Promise<{ countryIds: Map<string, number>; languageIds: Map<string, number> }> {
  await tx
    .insert(countries)
    .values(COUNTRIES.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  await tx
    .insert(languages)
    .values(LANGUAGES.map((l, position) => ({ ...l, position })))
    .onConflictDoNothing();
  const countryRows = await tx.select({ id: countries.id, code: countries.abbreviation }).from(countries);
  const languageRows = await tx.select({ id: languages.id, code: languages.code }).from(languages);
  return {
    countryIds: new Map(countryRows.map((r) => [r.code, r.id])),
    languageIds: new Map(languageRows.map((r) => [r.code, r.id])),
  };
}

export async function insertDemoAccounts(
  tx: Tx,
  now: Date,
  ref: { countryIds: Map<string, number>; languageIds: Map<string, number> },
): Promise<void> {
  // argon2id is deliberately slow (about 16 ms); every demo account shares one password, so hash it once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await reserveIds(tx, 'users', DEMO_ACCOUNTS.length);
  const idByCode = new Map(DEMO_ACCOUNTS.map((a, i) => [a.referralCode, ids[i]!]));
  const languageId = ref.languageIds.get('en')!;
  await insertBatched(
    tx,
    users,
    DEMO_ACCOUNTS.map((a, i) => ({
      id: ids[i]!,
      countryId: ref.countryIds.get(a.country)!,
      languageId,
      role: a.role,
      agentRank: a.rank,
      name: a.name,
      fullName: a.fullName,
      email: a.email,
      mobile: a.mobile,
      birthday: a.birthday,
      gender: a.gender,
      passwordHash,
      referralCode: a.referralCode,
      referredByUserId: a.referredBy ? idByCode.get(a.referredBy)! : null,
      createdAt: new Date(now.getTime() - a.joinedDaysAgo * DAY_MS),
    })),
  );
}
