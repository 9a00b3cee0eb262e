import type { Gender } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { users } from '../db/schema';
import type { Random } from './random';

/*
 * The demo shop's other members: the salons' regular clients, Singapore members who book appointments so the
 * stylists' days are as full as a real salon's, and shoppers who bought and reviewed products. They never log
 * in (no usable password); the demo accounts of people.ts are the ones to log in with. Each series has its
 * own mobile numbers (clients 8800xxxx, shoppers 8801xxxx), emails at the demo domain and referral codes.
 */

export type MemberSeries = { mobilePrefix: string; emailPrefix: string; codePrefix: string };
export const STORE_CLIENTS: MemberSeries = { mobilePrefix: '8800', emailPrefix: 'client', codePrefix: 'SC' };
export const SHOPPERS: MemberSeries = { mobilePrefix: '8801', emailPrefix: 'shopper', codePrefix: 'SH' };

export type StoreClient = {
  name: string;
  fullName: string;
  gender: Gender;
  mobile: string;
  email: string;
  referralCode: string;
  language: 'en' | 'cn';
};

const CHINESE_SURNAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Wong',
  'Goh',
  'Chua',
  'Chan',
  'Koh',
  'Teo',
  'Ang',
  'Yeo',
  'Low',
  'Toh',
  'Sim',
  'Chong',
  'Seah',
  'Ho',
  'Foo',
];
const CHINESE_GIVEN = {
  2: [
    'Hui Min',
    'Xin Yi',
    'Jia Hui',
    'Li Ting',
    'Shu Fen',
    'Wen Qi',
    'Pei Shan',
    'Yi Ling',
    'Min Hui',
    'Siew Ling',
    'Jing Wen',
    'Kai Xin',
  ],
  1: [
    'Wei Jie',
    'Jun Hao',
    'Zhi Hao',
    'Kok Leong',
    'Boon Kiat',
    'Jia Le',
    'Yong Sheng',
    'Chee Keong',
    'Ming Hui',
    'Wen Jie',
  ],
} as const;
const MALAY_GIVEN = {
  2: ['Nur Aisyah', 'Siti Nurhaliza', 'Farhana', 'Nabilah', 'Syafiqah', 'Aqilah', 'Zulaikha', 'Hidayah'],
  1: ['Muhammad Irfan', 'Ahmad Faizal', 'Hakim', 'Syahmi', 'Ridhwan', 'Khairul'],
} as const;
const MALAY_PARENT = ['Ismail', 'Rahman', 'Hassan', 'Osman', 'Yusof', 'Salleh', 'Ibrahim', 'Kamal'];
const INDIAN_GIVEN = {
  2: ['Priyanka', 'Kavitha', 'Divya', 'Meena', 'Anjali', 'Shalini', 'Revathi'],
  1: ['Arun', 'Suresh', 'Vikram', 'Rajesh', 'Karthik', 'Naveen'],
} as const;
const INDIAN_SURNAMES = ['Pillai', 'Nair', 'Menon', 'Krishnan', 'Raj', 'Subramaniam', 'Das'];
const WESTERN = {
  2: ['Emily', 'Chloe', 'Rachel', 'Sophia', 'Hannah', 'Olivia', 'Charlotte'],
  1: ['James', 'Ryan', 'Nicholas', 'Benjamin', 'Daniel', 'Marcus'],
} as const;

/** `count` members of a series, two in three women (the salons' clientele), named as Singaporeans are. */
export function storeClients(random: Random, count: number, series = STORE_CLIENTS): StoreClient[] {
  return Array.from({ length: count }, (_, i) => {
    const gender: Gender = random.chance(0.66) ? 2 : 1;
    const roll = random.next();
    let name: string;
    let fullName: string;
    if (roll < 0.62) {
      const surname = random.pick(CHINESE_SURNAMES);
      const given = random.pick(CHINESE_GIVEN[gender]);
      // Some go by an English name before their Chinese one, as many Singaporeans do.
      const english = random.chance(0.35) ? `${random.pick(WESTERN[gender])} ` : '';
      name = english ? english.trim() : given;
      fullName = `${english}${surname} ${given}`;
    } else if (roll < 0.8) {
      const given = random.pick(MALAY_GIVEN[gender]);
      name = given.split(' ').at(-1)!;
      fullName = `${given} ${gender === 2 ? 'binte' : 'bin'} ${random.pick(MALAY_PARENT)}`;
    } else if (roll < 0.93) {
      const given = random.pick(INDIAN_GIVEN[gender]);
      name = given;
      fullName = `${given} ${random.pick(INDIAN_SURNAMES)}`;
    } else {
      const given = random.pick(WESTERN[gender]);
      name = given;
      fullName = `${given} ${random.pick(CHINESE_SURNAMES)}`;
    }
    const n = String(i + 1).padStart(4, '0');
    return {
      name,
      fullName,
      gender,
      mobile: `${series.mobilePrefix}${n}`,
      email: `${series.emailPrefix}${n}@demo.rosettebeauty.example`,
      referralCode: `${series.codePrefix}${String(i + 1).padStart(6, '0')}`,
      language: roll < 0.62 && random.chance(0.3) ? 'cn' : 'en',
    };
  });
}

/**
 * Inserts the members (skipping any whose number or email is taken) as Singapore members who cannot log in,
 * and answers their ids by mobile number. `agent` makes one a partner (Style Silver); `referredByUserId` is
 * whose referral code they signed up with (a partner's: they are on that partner's team).
 */
export async function insertDemoMembers(
  tx: Tx,
  members: readonly (StoreClient & { createdAt: Date; agent?: boolean; referredByUserId?: number })[],
): Promise<Map<string, number>> {
  const [ref] = await selectRows<{ country_id: number; en: number; cn: number }>(
    tx as unknown as Db,
    sql`select (select id from countries where abbreviation = 'SG') as country_id,
        (select id from languages where code = 'en') as en, (select id from languages where code = 'cn') as cn`,
  );
  const ids = new Map<string, number>();
  if (!ref?.country_id || !ref.en) return ids;
  for (let i = 0; i < members.length; i += 250) {
    const rows = members.slice(i, i + 250).map((c) => ({
      countryId: ref.country_id,
      languageId: c.language === 'cn' ? (ref.cn ?? ref.en) : ref.en,
      role: c.agent ? ('agent' as const) : ('member' as const),
      agentRank: c.agent ? ('silver' as const) : null,
      name: c.name,
      fullName: c.fullName,
      email: c.email,
      mobile: c.mobile,
      gender: c.gender,
      // No password opens these accounts: they are the shop's clientele, not logins of the demo.
      passwordHash: '!',
      referralCode: c.referralCode,
      referredByUserId: c.referredByUserId ?? null,
      createdAt: c.createdAt,
    }));
    const inserted = await tx
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id, mobile: users.mobile });
    for (const r of inserted) ids.set(r.mobile, r.id);
  }
  return ids;
}
