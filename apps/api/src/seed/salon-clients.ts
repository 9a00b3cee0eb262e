import type { Gender } from '@beauty/shared';
import type { Random } from './random';

/*
 * The salons' regular clients in the demo shop: Singapore members who book appointments, so the stylists'
 * days are as full as a real salon's. They never log in here (no usable password); the demo accounts of
 * people.ts are the ones to log in with. Mobile numbers 8800xxxx, emails at the demo domain.
 */

export type SalonClient = {
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

/** `count` clients, two in three women (the salons' clientele), named as Singaporeans are. */
export function salonClients(random: Random, count: number): SalonClient[] {
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
      mobile: `8800${n}`,
      email: `client${n}@demo.rosettebeauty.example`,
      referralCode: `SC${String(i + 1).padStart(6, '0')}`,
      language: roll < 0.62 && random.chance(0.3) ? 'cn' : 'en',
    };
  });
}
