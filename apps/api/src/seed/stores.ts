import type { Tx } from '../db/client';
import { services, storeServices, stores, stylists } from '../db/schema';
import type { FileStorage } from '../files';
import { insertBatched, putPictures, reserveIds } from './batch';
import { storePhoto, stylistPortrait } from './images';
import { SHOP } from './shop';

/** Salons in Singapore: real street names and postal sectors, invented units; coordinates inside Singapore. */

type StylistDef = { name: string; titleEn: string; titleZh: string };
type StoreDef = {
  area: string;
  address: string;
  postcode: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: 'mall' | 'office';
  wall: string;
  accent: string;
  stylists: StylistDef[];
  /** Service codes this salon does not offer; every salon offers the rest. */
  without: string[];
};

export const TITLES = {
  creative: { titleEn: 'Creative Director', titleZh: '创意总监' },
  art: { titleEn: 'Art Director', titleZh: '艺术总监' },
  senior: { titleEn: 'Senior Stylist', titleZh: '资深发型师' },
  stylist: { titleEn: 'Stylist', titleZh: '发型师' },
  colour: { titleEn: 'Colour Specialist', titleZh: '染发专家' },
  scalp: { titleEn: 'Scalp Specialist', titleZh: '头皮护理专家' },
} as const;

export const HOURS = {
  mall: {
    en: 'Mon–Fri 10:00–21:00; Sat, Sun and public holidays 10:00–20:00',
    zh: '周一至周五 10:00–21:00；周六、周日及公共假期 10:00–20:00',
  },
  office: {
    en: 'Mon–Fri 08:30–20:30; Sat 10:00–18:00; closed on Sundays and public holidays',
    zh: '周一至周五 08:30–20:30；周六 10:00–18:00；周日及公共假期休息',
  },
} as const;

const STORES: readonly StoreDef[] = [
  {
    area: 'Orchard',
    address: '181 Orchard Road, #04-18',
    postcode: '238896',
    phone: '+65 6734 1122',
    latitude: 1.3006,
    longitude: 103.8398,
    hours: 'mall',
    wall: '#f3e9e4',
    accent: '#a3245c',
    stylists: [
      { name: 'Jasmine Tan', ...TITLES.creative },
      { name: 'Marcus Lim', ...TITLES.senior },
      { name: 'Aisyah Rahman', ...TITLES.colour },
      { name: 'Kenji Wong', ...TITLES.stylist },
    ],
    without: [],
  },
  {
    area: 'Tanjong Pagar',
    address: '7 Wallich Street, #02-05',
    postcode: '078884',
    phone: '+65 6221 3090',
    latitude: 1.2765,
    longitude: 103.8458,
    hours: 'office',
    wall: '#e7ecef',
    accent: '#2d3e50',
    stylists: [
      { name: 'Priya Nair', ...TITLES.senior },
      { name: 'Daniel Koh', ...TITLES.stylist },
      { name: 'Sarah Ong', ...TITLES.scalp },
    ],
    without: ['perm', 'kids'],
  },
  {
    area: 'Holland Village',
    address: '25 Lorong Liput, #01-02',
    postcode: '277738',
    phone: '+65 6466 2251',
    latitude: 1.3112,
    longitude: 103.7961,
    hours: 'mall',
    wall: '#eef0e6',
    accent: '#2f5d3a',
    stylists: [
      { name: 'Hafiz Ismail', ...TITLES.art },
      { name: 'Clara Ng', ...TITLES.colour },
    ],
    without: [],
  },
  {
    area: 'Bishan',
    address: '9 Bishan Place, #02-31',
    postcode: '579837',
    phone: '+65 6259 4415',
    latitude: 1.3508,
    longitude: 103.8485,
    hours: 'mall',
    wall: '#f4ede3',
    accent: '#8a4108',
    stylists: [
      { name: 'Ryan Teo', ...TITLES.senior },
      { name: 'Vanessa Goh', ...TITLES.stylist },
      { name: 'Arjun Menon', ...TITLES.stylist },
    ],
    without: ['balayage', 'keratin'],
  },
  {
    area: 'Tampines',
    address: '4 Tampines Central 5, #03-14',
    postcode: '529510',
    phone: '+65 6785 6620',
    latitude: 1.3526,
    longitude: 103.9447,
    hours: 'mall',
    wall: '#ece8f3',
    accent: '#5b3a8a',
    stylists: [
      { name: 'Nurul Huda', ...TITLES.senior },
      { name: 'Ethan Chua', ...TITLES.stylist },
      { name: 'Michelle Yeo', ...TITLES.scalp },
    ],
    without: [],
  },
  {
    area: 'Jurong East',
    address: '50 Jurong Gateway Road, #02-22',
    postcode: '608549',
    phone: '+65 6565 7734',
    latitude: 1.3333,
    longitude: 103.7422,
    hours: 'mall',
    wall: '#e6eff0',
    accent: '#1d6b73',
    stylists: [
      { name: 'Farah Aziz', ...TITLES.senior },
      { name: 'Lucas Ho', ...TITLES.colour },
    ],
    without: ['keratin'],
  },
];

export type ServiceDef = {
  code: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  durationMinutes: number;
  priceCents: number;
};

export const SERVICES: readonly ServiceDef[] = [
  {
    code: 'women-cut',
    nameEn: "Women's Cut & Blow-dry",
    nameZh: '女士剪发及吹造型',
    descriptionEn: 'Consultation, wash, precision cut and a finished blow-dry.',
    descriptionZh: '包括咨询、洗发、精准剪发及吹整造型。',
    durationMinutes: 60,
    priceCents: 6800,
  },
  {
    code: 'men-cut',
    nameEn: "Men's Cut",
    nameZh: '男士剪发',
    descriptionEn: 'Wash, cut and style, with a neckline tidy on request.',
    descriptionZh: '洗发、剪发及造型，可按需修整颈部发际线。',
    durationMinutes: 45,
    priceCents: 3800,
  },
  {
    code: 'kids',
    nameEn: "Kids' Cut (under 12)",
    nameZh: '儿童剪发（12 岁以下）',
    descriptionEn: 'A quick, gentle cut for children under 12.',
    descriptionZh: '为 12 岁以下儿童提供快速温和的剪发服务。',
    durationMinutes: 30,
    priceCents: 2800,
  },
  {
    code: 'blow-dry',
    nameEn: 'Wash & Blow-dry',
    nameZh: '洗发及吹造型',
    descriptionEn: 'Wash, scalp massage and a sleek or bouncy blow-dry.',
    descriptionZh: '洗发、头皮按摩，以及顺直或蓬松的吹发造型。',
    durationMinutes: 45,
    priceCents: 3500,
  },
  {
    code: 'colour',
    nameEn: 'Full Head Colour',
    nameZh: '全头染发',
    descriptionEn: 'Single-process colour from roots to ends, finished with a gloss.',
    descriptionZh: '从发根到发尾的单色染发，并以光泽护理收尾。',
    durationMinutes: 120,
    priceCents: 12800,
  },
  {
    code: 'balayage',
    nameEn: 'Balayage',
    nameZh: '手刷挑染',
    descriptionEn: 'Hand-painted highlights for a soft, natural grow-out.',
    descriptionZh: '手绘挑染，打造柔和自然、长出后也好看的层次。',
    durationMinutes: 180,
    priceCents: 22800,
  },
  {
    code: 'roots',
    nameEn: 'Root Touch-Up',
    nameZh: '发根补染',
    descriptionEn: 'Colour for up to 3 cm of regrowth.',
    descriptionZh: '为长出的 3 厘米以内发根补色。',
    durationMinutes: 90,
    priceCents: 8800,
  },
  {
    code: 'keratin',
    nameEn: 'Keratin Smoothing Treatment',
    nameZh: '角蛋白柔顺护理',
    descriptionEn: 'Reduces frizz and cuts drying time for up to three months.',
    descriptionZh: '减少毛躁、缩短吹干时间，效果长达三个月。',
    durationMinutes: 150,
    priceCents: 26800,
  },
  {
    code: 'scalp',
    nameEn: 'Scalp Detox Treatment',
    nameZh: '头皮净化护理',
    descriptionEn: 'Scalp analysis, exfoliation, steam and a relaxing massage.',
    descriptionZh: '包括头皮检测、去角质、蒸汽及舒缓按摩。',
    durationMinutes: 60,
    priceCents: 7800,
  },
  {
    code: 'conditioning',
    nameEn: 'Deep Conditioning Treatment',
    nameZh: '深层滋养护理',
    descriptionEn: 'A bond-building mask under steam for soft, strong hair.',
    descriptionZh: '蒸汽辅助的结构修护发膜，令头发柔软强韧。',
    durationMinutes: 45,
    priceCents: 5800,
  },
  {
    code: 'perm',
    nameEn: 'Perm',
    nameZh: '烫发',
    descriptionEn: 'Soft waves or defined curls with a conditioning perm lotion.',
    descriptionZh: '使用护理型烫发药水，打造柔和波浪或分明卷度。',
    durationMinutes: 150,
    priceCents: 16800,
  },
];

export async function insertStores(tx: Tx, storage: FileStorage, countryId: number): Promise<number[]> {
  const storeIds = await reserveIds(tx, 'stores', STORES.length);
  const team = STORES.flatMap((s, storeIndex) => s.stylists.map((st) => ({ ...st, storeIndex })));
  const stylistIds = await reserveIds(tx, 'stylists', team.length);
  const serviceIds = await reserveIds(tx, 'services', SERVICES.length);

  const storeNames = STORES.map((s) => `${SHOP.name} ${s.area}`);
  const photos = await putPictures(
    storage,
    STORES.map((s, i) => ({
      key: `stores/${storeIds[i]}.svg`,
      svg: storePhoto({ name: storeNames[i]!, wall: s.wall, accent: s.accent }),
    })),
  );
  const portraits = await putPictures(
    storage,
    team.map((st, i) => ({
      key: `stylists/${stylistIds[i]}.svg`,
      svg: stylistPortrait({ name: st.name, index: i, colour: STORES[st.storeIndex]!.accent }),
    })),
  );

  await insertBatched(
    tx,
    stores,
    STORES.map((s, i) => ({
      id: storeIds[i]!,
      countryId,
      name: storeNames[i]!,
      address: s.address,
      postcode: s.postcode,
      phone: s.phone,
      email: `${s.area.toLowerCase().replace(/\s+/g, '')}@${SHOP.customerServiceEmail.split('@')[1]}`,
      latitude: s.latitude,
      longitude: s.longitude,
      openingHoursEn: HOURS[s.hours].en,
      openingHoursZh: HOURS[s.hours].zh,
      image: photos[i]!,
      position: i,
    })),
  );
  await insertBatched(
    tx,
    stylists,
    team.map((st, i) => ({
      id: stylistIds[i]!,
      storeId: storeIds[st.storeIndex]!,
      name: st.name,
      titleEn: st.titleEn,
      titleZh: st.titleZh,
      image: portraits[i]!,
    })),
  );
  await insertBatched(
    tx,
    services,
    SERVICES.map(({ code: _code, ...s }, i) => ({ id: serviceIds[i]!, ...s, currency: 'SGD', position: i })),
  );
  await insertBatched(
    tx,
    storeServices,
    STORES.flatMap((s, i) =>
      SERVICES.flatMap((svc, k) =>
        s.without.includes(svc.code) ? [] : [{ storeId: storeIds[i]!, serviceId: serviceIds[k]! }],
      ),
    ),
  );
  return storeIds;
}
