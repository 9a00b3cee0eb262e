/**
 * Development fixture: a landing page, countries and languages shaped like the API's answers, in en and zh.
 * Only the dev mock (vite.config.ts with MOCK_API=1) imports this file; it never reaches the browser bundle.
 */
import type {
  Category,
  Country,
  DealDetails,
  Landing,
  Language,
  LanguageRow,
  ProductCard,
} from '@beauty/shared';

type Text = { en: string; zh: string };
const pick = (text: Text, language: Language) => text[language];

export const BRANDS = [
  { name: 'Aurelle', colour: '#a3245c' },
  { name: 'Kinoko', colour: '#2e7d4f' },
  { name: 'Maison Verte', colour: '#3b6e8f' },
  { name: 'Sora Lab', colour: '#7a4fa3' },
  { name: 'Petal & Pine', colour: '#c06a2b' },
  { name: 'Nori', colour: '#1a1a1a' },
] as const;

type ProductSeed = {
  id: number;
  brand: number;
  name: Text;
  unit: number;
  discounted?: number;
  agent?: number;
  rate: number;
  reviews: number;
  out?: boolean;
  partnerOnly?: boolean;
  /** Volume variations: [unit, discounted, out of stock]. */
  variations?: [number, number | null, boolean][];
};

const PRODUCTS: ProductSeed[] = [
  {
    id: 101,
    brand: 0,
    name: { en: 'Silk Repair Shampoo 300 ml', zh: '丝滑修护洗发露 300 毫升' },
    unit: 3200,
    discounted: 2400,
    agent: 2100,
    rate: 92,
    reviews: 128,
  },
  {
    id: 102,
    brand: 1,
    name: { en: 'Green Tea Clarifying Conditioner', zh: '绿茶净澈护发素' },
    unit: 2800,
    discounted: 1990,
    agent: 1750,
    rate: 86,
    reviews: 64,
  },
  {
    id: 103,
    brand: 2,
    name: { en: 'Hydrating Rose Facial Mist with Hyaluronic Acid', zh: '玫瑰玻尿酸保湿喷雾' },
    unit: 4500,
    discounted: 3150,
    agent: 2900,
    rate: 78,
    reviews: 41,
  },
  {
    id: 104,
    brand: 3,
    name: { en: 'Vitamin C Brightening Serum 30 ml', zh: '维C焕亮精华液 30 毫升' },
    unit: 6800,
    discounted: 4760,
    agent: 4300,
    rate: 95,
    reviews: 302,
    variations: [
      [6800, 4760, true],
      [9800, 6860, false],
    ],
  },
  {
    id: 105,
    brand: 4,
    name: { en: 'Cedar & Fig Body Wash', zh: '雪松无花果沐浴露' },
    unit: 2200,
    discounted: 1540,
    agent: 1400,
    rate: 70,
    reviews: 19,
    out: true,
  },
  {
    id: 106,
    brand: 5,
    name: { en: 'Matte Velvet Lip Colour — Fig', zh: '丝绒哑光唇釉 · 无花果色' },
    unit: 3600,
    discounted: 2520,
    agent: 2300,
    rate: 88,
    reviews: 77,
  },
  {
    id: 107,
    brand: 0,
    name: { en: 'Overnight Scalp Treatment', zh: '夜间头皮护理精华' },
    unit: 5400,
    discounted: 3780,
    agent: 3400,
    rate: 64,
    reviews: 12,
  },
  {
    id: 108,
    brand: 1,
    name: { en: 'Calming Cica Cream 50 ml', zh: '积雪草舒缓面霜 50 毫升' },
    unit: 4200,
    discounted: 2940,
    agent: 2700,
    rate: 90,
    reviews: 156,
    partnerOnly: true,
  },
  {
    id: 109,
    brand: 2,
    name: { en: 'Argan Oil Hair Serum', zh: '摩洛哥坚果护发精油' },
    unit: 3900,
    discounted: 2730,
    agent: 2500,
    rate: 84,
    reviews: 48,
  },
  {
    id: 110,
    brand: 3,
    name: { en: 'Gentle Foaming Cleanser', zh: '温和泡沫洁面乳' },
    unit: 2600,
    discounted: 1820,
    agent: 1650,
    rate: 76,
    reviews: 33,
  },
  {
    id: 111,
    brand: 4,
    name: { en: 'Lavender Sleep Pillow Spray', zh: '薰衣草助眠枕头喷雾' },
    unit: 1900,
    discounted: 1330,
    agent: 1200,
    rate: 98,
    reviews: 211,
  },
  {
    id: 112,
    brand: 5,
    name: { en: 'Precision Brow Pencil', zh: '精细眉笔' },
    unit: 2400,
    discounted: 1680,
    agent: 1500,
    rate: 82,
    reviews: 59,
  },
  {
    id: 201,
    brand: 2,
    name: { en: 'Keratin Smoothing Mask 200 ml', zh: '角蛋白顺滑发膜 200 毫升' },
    unit: 4800,
    discounted: 3840,
    agent: 3500,
    rate: 87,
    reviews: 95,
  },
  {
    id: 202,
    brand: 0,
    name: { en: 'Peptide Firming Eye Cream', zh: '多肽紧致眼霜' },
    unit: 7200,
    discounted: 5760,
    agent: 5200,
    rate: 91,
    reviews: 143,
  },
  {
    id: 203,
    brand: 3,
    name: { en: 'SPF 50 Daily Sun Fluid', zh: 'SPF50 日常防晒乳' },
    unit: 3500,
    rate: 85,
    reviews: 88,
  },
  {
    id: 204,
    brand: 1,
    name: { en: 'Bamboo Charcoal Clay Mask', zh: '竹炭净化泥膜' },
    unit: 2900,
    discounted: 2320,
    agent: 2100,
    rate: 73,
    reviews: 27,
  },
  {
    id: 205,
    brand: 4,
    name: { en: 'Shea Butter Hand Cream Trio', zh: '乳木果护手霜三件装' },
    unit: 3000,
    discounted: 2400,
    agent: 2200,
    rate: 94,
    reviews: 176,
    partnerOnly: true,
  },
  {
    id: 206,
    brand: 5,
    name: { en: 'Long-wear Cushion Foundation', zh: '持妆气垫粉底' },
    unit: 5600,
    discounted: 4480,
    agent: 4000,
    rate: 80,
    reviews: 64,
  },
];

function card(seed: ProductSeed, language: Language, isAgent: boolean): ProductCard {
  const discounted = seed.discounted ?? null;
  const pct = discounted === null ? 0 : Math.round(((seed.unit - discounted) / seed.unit) * 100);
  const variations = (seed.variations ?? []).map(([unit, disc, out], i) => ({
    id: seed.id * 10 + i,
    name: i === 0 ? '30 ml' : '50 ml',
    unit_price: unit,
    discounted_price: disc,
    discount_percentage: disc === null ? 0 : Math.round(((unit - disc) / unit) * 100),
    agent_price: isAgent ? Math.round((disc ?? unit) * 0.9) : null,
    points_to_redeem: 0,
    stock_status: out ? ('Out of Stock' as const) : ('In Stock' as const),
  }));
  return {
    id: seed.id,
    image: `/files/products/${seed.id}-1.svg`,
    brand_name: BRANDS[seed.brand]!.name,
    product_name: pick(seed.name, language),
    currency: 'SGD',
    unit_price: seed.unit,
    discounted_price: discounted,
    discount_percentage: pct,
    agent_price: isAgent ? (seed.agent ?? null) : null,
    points_to_redeem: 0,
    rate_percent: seed.rate,
    review_count: seed.reviews,
    stock_status: seed.out ? 'Out of Stock' : 'In Stock',
    partner_only: seed.partnerOnly ?? false,
    volume_variation: variations.length > 0 ? 1 : 0,
    volume_variations: variations,
  };
}

export function productSeed(id: number) {
  const seed = PRODUCTS.find((p) => p.id === id);
  return seed ? { brand: BRANDS[seed.brand]!, shape: id % 4 } : undefined;
}

const CATEGORIES: { id: number; name: Text; link: string; subs: [number, Text, string][] }[] = [
  {
    id: 1,
    name: { en: 'Hair Care', zh: '美发护理' },
    link: 'hair-care',
    subs: [
      [11, { en: 'Shampoo', zh: '洗发水' }, 'shampoo'],
      [12, { en: 'Conditioner', zh: '护发素' }, 'conditioner'],
      [13, { en: 'Treatments & Masks', zh: '护理与发膜' }, 'treatments'],
      [14, { en: 'Styling', zh: '造型' }, 'styling'],
    ],
  },
  {
    id: 2,
    name: { en: 'Skin Care', zh: '护肤' },
    link: 'skin-care',
    subs: [
      [21, { en: 'Cleansers', zh: '洁面' }, 'cleansers'],
      [22, { en: 'Serums', zh: '精华' }, 'serums'],
      [23, { en: 'Moisturisers', zh: '面霜与乳液' }, 'moisturisers'],
      [24, { en: 'Sun Care', zh: '防晒' }, 'sun-care'],
    ],
  },
  {
    id: 3,
    name: { en: 'Makeup', zh: '彩妆' },
    link: 'makeup',
    subs: [
      [31, { en: 'Face', zh: '面部' }, 'face'],
      [32, { en: 'Eyes', zh: '眼部' }, 'eyes'],
      [33, { en: 'Lips', zh: '唇部' }, 'lips'],
    ],
  },
  {
    id: 4,
    name: { en: 'Body & Bath', zh: '身体与沐浴' },
    link: 'body-bath',
    subs: [
      [41, { en: 'Body Wash', zh: '沐浴露' }, 'body-wash'],
      [42, { en: 'Body Lotion', zh: '身体乳' }, 'body-lotion'],
      [43, { en: 'Hand Care', zh: '手部护理' }, 'hand-care'],
    ],
  },
  {
    id: 5,
    name: { en: 'Wellness', zh: '健康生活' },
    link: 'wellness',
    subs: [
      [51, { en: 'Aromatherapy', zh: '香薰' }, 'aromatherapy'],
      [52, { en: 'Supplements', zh: '营养补充' }, 'supplements'],
    ],
  },
  { id: 6, name: { en: 'Gift Sets', zh: '礼盒套装' }, link: 'gift-sets', subs: [] },
];

function categories(language: Language): Category[] {
  return CATEGORIES.map((c) => ({
    id: c.id,
    name: pick(c.name, language),
    link: c.link,
    subcategories: c.subs.map(([id, name, link]) => ({ id, name: pick(name, language), link })),
  }));
}

export const BANNERS = [
  {
    id: 1,
    colour: '#a3245c',
    headline: { en: 'The Glow Edit', zh: '焕亮精选' },
    sub: { en: 'Up to 30% off serums', zh: '精华低至七折' },
    cta: { en: 'Shop now', zh: '立即选购' },
    alt: { en: 'Serum bottles on rose pink', zh: '玫红底色上的精华瓶' },
  },
  {
    id: 2,
    colour: '#2e7d4f',
    headline: { en: 'Green Tea Ritual', zh: '绿茶护理' },
    sub: { en: 'New from Kinoko', zh: 'Kinoko 新品上市' },
    cta: { en: 'Discover', zh: '了解详情' },
    alt: { en: 'A bottle on green', zh: '绿色底色上的瓶子' },
  },
  {
    id: 3,
    colour: '#3b6e8f',
    headline: { en: 'Salon Secrets', zh: '沙龙秘诀' },
    sub: { en: 'Read: healthy hair in humid weather', zh: '阅读：潮湿天气的秀发护理' },
    cta: { en: 'Read more', zh: '阅读全文' },
    alt: { en: 'A bottle on blue', zh: '蓝色底色上的瓶子' },
  },
] as const;

export const TOP_PICKS = [
  { id: 7, colour: '#7a4fa3', title: { en: 'Serum favourites', zh: '人气精华' } },
  { id: 8, colour: '#c06a2b', title: { en: 'Hair repair heroes', zh: '修护明星单品' } },
  { id: 9, colour: '#2e7d4f', title: { en: 'Clean skin picks', zh: '纯净护肤之选' } },
  { id: 10, colour: '#a3245c', title: { en: 'Gifts under S$50', zh: 'S$50 以下好礼' } },
] as const;

export const ARTICLES = [
  {
    id: 31,
    colour: '#3b6e8f',
    title: {
      en: 'Healthy hair in humid weather: a stylist’s routine',
      zh: '潮湿天气的秀发护理：发型师的日常',
    },
    summary: {
      en: 'Five small habits that keep frizz away all day.',
      zh: '五个小习惯，让毛躁一整天都远离你。',
    },
    date: '2025-11-02 10:00:00',
  },
  {
    id: 32,
    colour: '#a3245c',
    title: { en: 'Vitamin C serums, explained', zh: '一文读懂维C精华' },
    summary: { en: 'How to choose, layer and store them.', zh: '如何挑选、叠加使用和保存。' },
    date: '2025-10-21 09:30:00',
  },
  {
    id: 33,
    colour: '#2e7d4f',
    title: { en: 'Sleep better with aromatherapy', zh: '用香薰改善睡眠' },
    summary: { en: 'Lavender, cedar and the science of calm.', zh: '薰衣草、雪松与放松的科学。' },
    date: '2025-10-08 18:00:00',
  },
  {
    id: 34,
    colour: '#c06a2b',
    title: { en: 'Your first salon visit: what to ask', zh: '第一次去沙龙：该问些什么' },
    summary: { en: 'Questions that get you the cut you want.', zh: '问对问题，剪出理想发型。' },
    date: '2025-09-30 12:00:00',
  },
] as const;

const legal = (title: string, body: string) =>
  `<h2>${title}</h2><p>${body}</p>` +
  '<ul><li>Orders are confirmed by email.</li><li>Returns within 7 days if faulty or incorrect.</li></ul>' +
  '<p>Questions? <a href="mailto:care@beauty.example" onclick="alert(1)">Contact us</a>.</p>' +
  '<script>window.__pwned = true</script><style>body{display:none}</style>' +
  '<iframe src="https://example.com"></iframe>' +
  '<p><a href="javascript:alert(2)">A link that must lose its script URL</a></p>' +
  '<img src="x" onerror="window.__pwned = true" alt="">';

export type MockMode = 'normal' | 'empty';

export function landing(language: Language, mode: MockMode = 'normal', isAgent = false): Landing {
  const zh = language === 'zh';
  const deal = (type: number, ids: number[], seconds: number): DealDetails => ({
    type,
    products:
      mode === 'empty' ? [] : ids.map((id) => card(PRODUCTS.find((p) => p.id === id)!, language, isAgent)),
    remaining_hour: Math.floor(seconds / 3600),
    remaining_minute: Math.floor((seconds % 3600) / 60),
    remaining_second: seconds % 60,
  });
  const empty = mode === 'empty';
  return {
    membertermsandconditions: legal(
      zh ? '会员条款' : 'Member terms',
      zh ? '使用本网站即表示您同意以下条款。' : 'By using this shop you agree to these terms.',
    ),
    agenttermsandconditions: legal(
      zh ? '合作伙伴条款' : 'Partner terms',
      zh ? '合作伙伴可享受专属价格与返现。' : 'Partners receive partner prices and cash back.',
    ),
    personaldatapolicy: legal(
      zh ? '个人资料政策' : 'Personal data policy',
      zh ? '我们只为提供服务而收集您的个人资料。' : 'We collect personal data only to provide our services.',
    ),
    partner_details: '<p>Partner programme</p>',
    banner: empty
      ? []
      : BANNERS.map((b, i) => ({
          id: b.id,
          image_desktop: `/files/banners/${b.id}-desktop.svg?lang=${language}`,
          image_mobile: `/files/banners/${b.id}-mobile.svg?lang=${language}`,
          alt: pick(b.alt, language),
          headline: pick(b.headline, language),
          subline: pick(b.sub, language),
          cta: pick(b.cta, language),
          redirect_type: i + 1,
          redirect_id: i === 0 ? null : i === 1 ? 102 : 31,
          url: i === 0 ? 'https://example.com/glow' : null,
        })),
    top_pick_product_range: empty
      ? [{ slider_image_id: 0, image_desktop: '', title: '' }]
      : TOP_PICKS.map((p) => ({
          slider_image_id: p.id,
          image_desktop: `/files/top-picks/${p.id}.svg?lang=${language}`,
          title: pick(p.title, language),
        })),
    hot_deals: deal(2, [201, 202, 203, 204, 205, 206], 0),
    flash_deals: deal(
      1,
      [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112],
      5 * 3600 + 12 * 60 + 33,
    ),
    article: empty
      ? []
      : ARTICLES.map((a) => ({
          article_id: a.id,
          title: pick(a.title, language),
          tag: pick({ en: 'Hair care', zh: '护发' }, language),
          thumbnail: `/files/articles/${a.id}.svg`,
          summary: pick(a.summary, language),
          published_at: a.date,
        })),
    categories: categories(language),
    agent_min_withdrawal_amount: 5000,
    customer_service_email: 'care@beauty.example',
    currency: 'SGD',
  };
}

export const COUNTRIES: Country[] = [
  { id: 1, name: 'Singapore', abbreviation: 'SG', phone_code: '65' },
  { id: 2, name: 'Malaysia', abbreviation: 'MY', phone_code: '60' },
];

export const LANGUAGE_ROWS: LanguageRow[] = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'cn', name: '中文' },
];

export function textFor(text: Text, language: Language) {
  return pick(text, language);
}
