import type { PackageShape } from './images';

/*
 * The raw material of the demo catalogue. Product names are composed from a product line and a product type
 * ("Silk Repair" + "Shampoo", "丝滑修护" + "洗发水"); descriptions from the line's claim, the type's usage and a
 * category closing line. Every brand name and product line here is invented.
 */

export type Bilingual = { en: string; zh: string };

export type ProductLine = Bilingual & {
  claimEn: string;
  claimZh: string;
  /** Types (by English name) the line's name contradicts, e.g. a matte line and a glossy top coat. */
  notWith?: readonly string[];
};

export type ProductType = Bilingual & {
  shape: PackageShape;
  /** Range of the base unit price in cents; the smallest size when the type has sizes. */
  price: readonly [number, number];
  /** Volume variation names in rising size; absent for products sold as one unit. */
  sizes?: readonly string[];
  usageEn: string;
  usageZh: string;
};

export type SubcategoryDef = Bilingual & { slug: string; pool: LinePool; types: readonly ProductType[] };

export type Domain =
  | 'hair'
  | 'styling'
  | 'colour'
  | 'skin'
  | 'makeup'
  | 'body'
  | 'fragrance'
  | 'wellness'
  | 'men'
  | 'tools';

export type CategoryDef = Bilingual & {
  slug: string;
  domain: Domain;
  closings: readonly Bilingual[];
  subcategories: readonly SubcategoryDef[];
};

export type BrandDef = { name: string; colour: string; domains: readonly Domain[] };

const line = (
  en: string,
  zh: string,
  claimEn: string,
  claimZh: string,
  notWith?: readonly string[],
): ProductLine => ({ en, zh, claimEn, claimZh, ...(notWith ? { notWith } : {}) });

/** Whether a line and a type make a product name: no word twice, and nothing the line's name contradicts. */
export function makesName(l: ProductLine, t: Bilingual): boolean {
  if (l.notWith?.includes(t.en)) return false;
  const words = `${l.en} ${t.en}`.toLowerCase().split(/[\s-]+/);
  if (new Set(words).size !== words.length) return false;
  const zh = `${l.zh}${t.zh}`.replace(/\s/g, '');
  for (let i = 0; i + 2 <= zh.length; i++) if (zh.indexOf(zh.slice(i, i + 2), i + 1) >= 0) return false;
  return true;
}

const type = (
  en: string,
  zh: string,
  shape: PackageShape,
  price: readonly [number, number],
  usageEn: string,
  usageZh: string,
  sizes?: readonly string[],
): ProductType => ({ en, zh, shape, price, usageEn, usageZh, ...(sizes ? { sizes } : {}) });

const ML_BIG = ['250 ml', '500 ml', '1000 ml'] as const;

export const LINE_POOLS = {
  hair: [
    line(
      'Silk Repair',
      '丝滑修护',
      'Silk proteins and argan oil smooth rough ends and bring back a soft, glossy feel.',
      '蕴含丝蛋白与摩洛哥坚果油，抚平粗糙发梢，重现柔亮光泽。',
    ),
    line(
      'Volume Lift',
      '丰盈蓬松',
      'A weightless formula with rice protein lifts fine, flat hair from the roots.',
      '轻盈配方添加大米蛋白，从发根提升细软扁塌的头发。',
    ),
    line(
      'Hydra Balance',
      '水润平衡',
      'Hyaluronic acid and aloe vera hydrate dry lengths without weighing them down.',
      '透明质酸与芦荟深层补水，滋润干燥发丝而不厚重。',
    ),
    line(
      'Bond Rebuild',
      '结构重塑',
      'Amino acids help rebuild hair weakened by bleaching and heat styling, for visibly stronger lengths.',
      '氨基酸帮助重建因漂染和热造型而脆弱的发丝，令秀发明显更强韧。',
    ),
    line(
      'Curl Define',
      '卷发塑型',
      'Shea butter and flaxseed define curls and tame frizz in humid weather.',
      '乳木果油与亚麻籽令卷发弹润分明，潮湿天气也能抚平毛躁。',
    ),
    line(
      'Camellia Shine',
      '山茶花亮泽',
      'Cold-pressed camellia oil adds mirror-like shine and softness to dull hair.',
      '冷压山茶花油为暗哑秀发注入镜面光泽与柔软触感。',
    ),
  ],
  scalp: [
    line(
      'Deep Purify',
      '深层净澈',
      'Tea tree and peppermint clear build-up and leave the scalp cool and fresh.',
      '茶树与薄荷清除头皮堆积物，带来清凉舒爽感。',
    ),
    line(
      'Root Vitality',
      '发根活力',
      'Ginseng and caffeine energise the scalp for stronger-looking roots.',
      '人参与咖啡因激活头皮，令发根看起来更强健。',
    ),
    line(
      'Soothing Calm',
      '舒缓镇静',
      'Oat extract and bisabolol soothe an itchy, sensitive scalp.',
      '燕麦萃取与红没药醇舒缓瘙痒敏感的头皮。',
    ),
    line(
      'Oil Control',
      '控油清爽',
      'Zinc PCA balances an oily scalp for a fresh feeling that lasts all day.',
      '锌 PCA 平衡头皮油脂分泌，清爽感持续一整天。',
    ),
    line(
      'Green Tea Detox',
      '绿茶净化',
      'Green tea and charcoal draw out impurities and pollution from the scalp.',
      '绿茶与活性炭吸附头皮上的污垢与空气污染物。',
    ),
  ],
  styling: [
    line(
      'Hold Control',
      '强力定型',
      'Strong, flexible hold that lasts all day and brushes out easily.',
      '持久而富有弹性的定型力，全天有型，轻松梳开。',
    ),
    line(
      'Matte Texture',
      '哑光纹理',
      'Adds grip and a natural matte finish for piecey, lived-in styles.',
      '增加发丝抓力，打造自然哑光的纹理感造型。',
      ['Curl Cream', 'Curl Jelly', 'Heat Protect Spray'],
    ),
    line(
      'Sleek Finish',
      '顺滑光泽',
      'Smooths flyaways and adds shine without a greasy feel.',
      '抚平碎发，增添光泽而不油腻。',
      ['Sea Salt Spray'],
    ),
    line(
      'Smooth Shield',
      '柔顺防护',
      'Protects against styling heat up to 230°C while keeping hair soft.',
      '耐受高达 230°C 的造型热度，同时保持头发柔软。',
    ),
    line(
      'Spring Bounce',
      '弹润',
      'Boosts curl memory and bounce for defined waves and ringlets.',
      '增强卷度记忆与弹性，塑造分明的波浪与螺旋卷。',
    ),
    line(
      'Air Volume',
      '空气蓬松',
      'Builds airy body and lift that holds up in humid weather.',
      '营造轻盈空气感与蓬松度，潮湿天气也不易塌。',
    ),
  ],
  colour: [
    line(
      'Pure Tone',
      '纯色系',
      'Ammonia-free colour with conditioning oils for rich, even results and full grey coverage.',
      '无氨配方含滋养油脂，上色饱满均匀，全面遮盖白发。',
    ),
    line(
      'Vivid Shade',
      '亮彩系',
      'Bold, fashion-forward shades that stay bright wash after wash.',
      '大胆时尚的色调，多次洗发后依然鲜亮。',
    ),
    line(
      'Gloss Glaze',
      '光泽釉',
      'A clear glaze refreshes faded colour and seals in shine.',
      '透明光泽釉唤醒褪色发色，锁住光泽。',
      ['Root Concealer Powder'],
    ),
    line(
      'Quick Blend',
      '隐形速效',
      'Blends regrowth into your colour in minutes between salon visits.',
      '几分钟即可让新生发根与原发色融合，延长补染间隔。',
    ),
    line(
      'Sun Shield',
      '防晒锁彩',
      'UV filters and sunflower extract keep coloured hair vibrant for longer.',
      '紫外线过滤成分与向日葵萃取，令染后发色更持久亮丽。',
    ),
    line(
      'Ash Cool',
      '冷调灰',
      'Cool-toned pigments neutralise brassiness for a clean, ashy finish.',
      '冷色调色素中和发色中多余的黄调，呈现干净的灰调效果。',
    ),
  ],
  skin: [
    line(
      'Hydra Boost',
      '水润倍增',
      'Three weights of hyaluronic acid draw moisture into the skin and keep it there.',
      '三重分子透明质酸层层补水，持久锁水。',
    ),
    line(
      'Bright C',
      '维生素 C 焕亮',
      'Stable vitamin C and licorice root even out a dull skin tone and dark spots.',
      '稳定维生素 C 与甘草根萃取，改善暗沉肤色与色斑。',
    ),
    line(
      'Calm Cica',
      '积雪草舒缓',
      'Centella asiatica and panthenol soothe redness and support a healthy skin barrier.',
      '积雪草与泛醇舒缓泛红，强健肌肤屏障。',
    ),
    line(
      'Age Renew',
      '焕活紧致',
      'Peptides and bakuchiol firm the skin and soften the look of fine lines.',
      '多肽与补骨脂酚紧致肌肤，淡化细纹。',
    ),
    line(
      'Pore Clear',
      '净透毛孔',
      'Salicylic acid and green tea keep pores clear and shine under control.',
      '水杨酸与绿茶萃取疏通毛孔，控油清爽。',
    ),
    line(
      'Rice Milk',
      '米乳柔肤',
      'Fermented rice water softens and smooths skin for a naturally radiant look.',
      '发酵米水柔润肌肤，焕发自然光彩。',
    ),
    line(
      'Barrier Care',
      '屏障修护',
      'Ceramides and squalane repair a stressed skin barrier and lock in moisture.',
      '神经酰胺与角鲨烷修护受损屏障，牢牢锁住水分。',
    ),
  ],
  sun: [
    line(
      'Daily Shield',
      '日常防护',
      'Broad-spectrum UVA and UVB filters in a light lotion for every day, rain or shine.',
      '广谱防护 UVA 与 UVB，质地轻盈，无论晴雨每天都适用。',
    ),
    line(
      'Aqua Gel',
      '水感清透',
      'A watery gel texture that sinks in fast and leaves no white cast.',
      '水感啫喱质地，迅速吸收，不泛白。',
    ),
    line(
      'Beach Day',
      '海滩假日',
      'Water- and sweat-resistant for 80 minutes of swimming or sport.',
      '防水防汗，游泳或运动时可维持 80 分钟。',
    ),
    line(
      'Mineral Guard',
      '矿物防护',
      'Zinc oxide protection that is gentle enough for sensitive skin and children.',
      '氧化锌物理防晒，温和到敏感肌与儿童也适用。',
    ),
    line(
      'Invisible Fluid',
      '隐形轻透',
      'An ultra-thin fluid that sits invisibly under make-up.',
      '超薄乳液质地，在妆前使用也隐形无感。',
    ),
  ],
  makeup: [
    line(
      'Soft Focus',
      '柔焦',
      'A blurring, breathable formula that softens texture and lasts through humid days.',
      '柔焦透气配方，修饰肌理，湿热天气也持久不脱妆。',
      ['Mascara', 'Eyeliner', 'Cuticle Oil'],
    ),
    line(
      'Velvet Matte',
      '丝绒哑光',
      'Rich pigment in a comfortable velvet-matte finish that does not dry out.',
      '饱满显色，丝绒哑光质地舒适不拔干。',
      ['Mascara', 'Lip Tint', 'Lip Balm', 'Cuticle Oil', 'Top Coat'],
    ),
    line(
      'Glow Veil',
      '光感',
      'Light-reflecting pearls give a fresh, dewy glow.',
      '光感珠粉折射光线，打造水润透亮妆感。',
      ['Mascara', 'Eyeliner', 'Cuticle Oil'],
    ),
    line(
      'Long Wear',
      '持久',
      'Transfer-resistant colour that stays put for up to 16 hours.',
      '不易沾染，持妆长达 16 小时。',
      ['Lip Balm', 'Cuticle Oil'],
    ),
    line(
      'Bare Skin',
      '裸肌',
      'Sheer, natural coverage that looks like skin, only better.',
      '轻薄自然的遮瑕力，宛如天生好肌肤。',
      ['Mascara', 'Eyeliner', 'Cuticle Oil'],
    ),
    line(
      'Rose Petal',
      '玫瑰花瓣',
      'Soft rosy tones enriched with rosehip oil for a fresh, healthy look.',
      '柔和玫瑰色调，添加玫瑰果油，呈现清新健康的气色。',
    ),
  ],
  body: [
    line(
      'Shea Comfort',
      '乳木果滋养',
      'Rich shea butter and oat comfort dry, tight skin.',
      '丰润乳木果油与燕麦安抚干燥紧绷的肌肤。',
    ),
    line(
      'Citrus Burst',
      '柑橘活力',
      'Zesty yuzu and bergamot wake up the senses.',
      '清新柚子与佛手柑唤醒感官。',
    ),
    line(
      'Coconut Milk',
      '椰奶柔滑',
      'Coconut milk and vitamin E leave skin smooth and lightly scented.',
      '椰奶与维生素 E 令肌肤柔滑，留下淡淡清香。',
    ),
    line(
      'Sea Minerals',
      '海洋矿物',
      'Mineral-rich sea salt and kelp refresh and tone the skin.',
      '富含矿物质的海盐与海藻，清爽紧致肌肤。',
    ),
    line(
      'Rose Garden',
      '玫瑰花园',
      'Damask rose and glycerin soften skin with a delicate floral scent.',
      '大马士革玫瑰与甘油柔润肌肤，散发淡雅花香。',
    ),
    line(
      'Green Tea',
      '绿茶清新',
      'Antioxidant green tea refreshes and calms after a long day.',
      '抗氧化绿茶清爽舒缓，缓解一天的疲惫。',
    ),
  ],
  fragrance: [
    line(
      'Midnight Oud',
      '午夜乌木',
      'Smoky oud, amber and a touch of saffron for the evening.',
      '烟熏乌木、琥珀与一抹藏红花，适合夜晚。',
    ),
    line(
      'White Orchid',
      '白色幽兰',
      'Creamy white orchid and jasmine on a soft musk base.',
      '柔润的白色兰花与茉莉，以柔和麝香收尾。',
    ),
    line(
      'Sea Breeze',
      '海风',
      'A fresh marine accord of sea salt and driftwood.',
      '清新海洋调，融合海盐与浮木气息。',
    ),
    line(
      'Fig & Cedar',
      '无花果雪松',
      'Green fig leaf over warm cedarwood, easy to wear every day.',
      '青涩无花果叶叠加温暖雪松，日常百搭。',
    ),
    line(
      'Peony Blush',
      '牡丹微醺',
      'Fresh peony and pink pepper, bright and joyful.',
      '清新牡丹与粉红胡椒，明快愉悦。',
    ),
    line('Sandalwood Tea', '檀香茶语', 'Calm sandalwood with smoky black tea.', '宁静檀香搭配烟熏红茶。'),
  ],
  supplements: [
    line(
      'Inner Glow',
      '由内焕彩',
      'Collagen peptides and vitamin C support skin from within.',
      '胶原蛋白肽与维生素 C 由内而外滋养肌肤。',
    ),
    line(
      'Daily Vital',
      '每日活力',
      'A daily blend of vitamins and minerals to support energy and wellbeing.',
      '每日所需维生素与矿物质，支持活力与健康。',
    ),
    line(
      'Strong Roots',
      '强韧发根',
      'Biotin, zinc and saw palmetto support healthy hair growth.',
      '生物素、锌与锯棕榈支持头发健康生长。',
    ),
    line(
      'Deep Sleep',
      '安然入眠',
      'Magnesium and chamomile help the body unwind at the end of the day.',
      '镁与洋甘菊帮助身体在一天结束时放松下来。',
    ),
    line(
      'Gut Harmony',
      '肠道平衡',
      'Prebiotic fibre and probiotics support comfortable digestion.',
      '益生元纤维与益生菌帮助消化舒畅。',
    ),
  ],
  aroma: [
    line(
      'Calm Mind',
      '静心',
      'Bergamot, cedarwood and frankincense create a calm, focused mood.',
      '佛手柑、雪松与乳香营造平静专注的氛围。',
    ),
    line(
      'Breathe Easy',
      '畅快呼吸',
      'Eucalyptus and peppermint open the senses and refresh the air.',
      '尤加利与薄荷唤醒感官，清新空气。',
    ),
    line(
      'Uplift',
      '焕然振奋',
      'Sweet orange and lemongrass lift the mood on slow afternoons.',
      '甜橙与柠檬草在慵懒午后提振心情。',
    ),
    line(
      'Deep Rest',
      '深度安眠',
      'Lavender and vetiver help you wind down before bed.',
      '薰衣草与岩兰草助您睡前放松身心。',
    ),
    line(
      'Forest Walk',
      '森林漫步',
      'Pine, cypress and a hint of moss bring the calm of a forest indoors.',
      '松木、柏树与一丝苔藓气息，将森林的宁静带入室内。',
    ),
  ],
  sleep: [
    line(
      'Lavender Dream',
      '薰衣草之梦',
      'True lavender and chamomile ease you into restful sleep.',
      '真正薰衣草与洋甘菊助您安然入睡。',
    ),
    line(
      'Quiet Night',
      '宁夜',
      'Soft sandalwood and vanilla quiet a busy mind.',
      '柔和檀香与香草让忙碌的思绪安静下来。',
    ),
    line(
      'Deep Rest',
      '深度安眠',
      'Lavender and vetiver help you wind down before bed.',
      '薰衣草与岩兰草助您睡前放松身心。',
    ),
    line(
      'Moonlight',
      '月光',
      'Magnesium flakes and neroli relax tired muscles after a long day.',
      '镁片与橙花舒缓一天下来疲惫的肌肉。',
    ),
    line(
      'Calm Mind',
      '静心',
      'Bergamot, cedarwood and frankincense create a calm, focused mood.',
      '佛手柑、雪松与乳香营造平静专注的氛围。',
    ),
  ],
  men: [
    line(
      'Charcoal Detox',
      '竹炭净化',
      'Bamboo charcoal draws out oil and city grime.',
      '竹炭吸附多余油脂与城市污垢。',
    ),
    line(
      'Cool Mint',
      '冰爽薄荷',
      'Peppermint and menthol cool and refresh on hot days.',
      '薄荷与薄荷醇在炎热天气带来清凉舒爽。',
    ),
    line(
      'Cedar Guard',
      '雪松守护',
      'Cedarwood and vitamin E condition skin and hair with a warm woody scent.',
      '雪松与维生素 E 滋养肌肤与毛发，带有温暖木质香。',
    ),
    line(
      'Daily Defence',
      '日常防护',
      'Niacinamide and antioxidants defend skin against sun and pollution.',
      '烟酰胺与抗氧化成分抵御阳光与污染。',
    ),
    line(
      'Classic Barber',
      '经典理发',
      'A barbershop classic with a clean, sharp finish.',
      '理发店经典之选，干净利落。',
    ),
  ],
  brushes: [
    line(
      'Bamboo Eco',
      '竹制环保',
      'Made from sustainably grown bamboo with a natural, warm finish.',
      '采用可持续种植的竹材，呈现温润自然质感。',
    ),
    line(
      'Gentle Glide',
      '轻柔',
      'Flexible bristles glide through knots without pulling.',
      '柔韧梳齿轻松梳开打结，不拉扯头发。',
    ),
    line(
      'Salon Edit',
      '沙龙精选',
      'The same tools our stylists reach for every day.',
      '我们的发型师每天使用的同款工具。',
    ),
    line(
      'Ionic Smooth',
      '负离子顺滑',
      'Ion-infused bristles reduce static and frizz as you brush.',
      '含负离子梳齿，梳理时减少静电与毛躁。',
    ),
    line(
      'Travel Mini',
      '旅行迷你',
      'Compact and light, sized for a handbag or carry-on.',
      '小巧轻便，适合放进手袋或随身行李。',
    ),
  ],
  stylers: [
    line(
      'Pro Series',
      '专业系列',
      'Salon-grade build that stands up to daily professional use.',
      '沙龙级做工，经得起日常专业使用。',
    ),
    line(
      'Ionic Smooth',
      '负离子顺滑',
      'Ionic technology seals the cuticle for smooth, frizz-free results.',
      '负离子技术闭合毛鳞片，效果顺滑不毛躁。',
    ),
    line(
      'Ceramic Glide',
      '陶瓷顺滑',
      'Ceramic-coated surfaces spread heat evenly and glide without snagging.',
      '陶瓷涂层均匀导热，顺滑不勾发。',
    ),
    line(
      'Travel Mini',
      '旅行迷你',
      'Dual voltage and a folding design for trips abroad.',
      '双电压折叠设计，出国旅行也方便。',
    ),
    line(
      'Salon Edit',
      '沙龙精选',
      'The same tools our stylists reach for every day.',
      '我们的发型师每天使用的同款工具。',
    ),
  ],
  beautyTools: [
    line(
      'Silk Touch',
      '丝柔',
      'Ultra-soft synthetic fibres that are gentle on skin.',
      '超柔软合成纤维，对肌肤温和。',
    ),
    line(
      'Soft Blend',
      '柔雾',
      'Designed for seamless, streak-free blending.',
      '专为无痕、均匀的晕染而设计。',
    ),
    line('Everyday', '日常', 'Simple, durable essentials for every day.', '简约耐用，日常必备。'),
    line(
      'Pearl',
      '珍珠',
      'Finished in a soft pearl tone that looks pretty on any dressing table.',
      '柔和珍珠色泽，摆在梳妆台上也很好看。',
    ),
    line(
      'Mulberry',
      '桑蚕丝',
      'Made with pure mulberry silk that is kind to hair and skin.',
      '采用纯桑蚕丝，对头发与肌肤温柔呵护。',
    ),
  ],
} as const satisfies Record<string, readonly ProductLine[]>;

export type LinePool = keyof typeof LINE_POOLS;

export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'hair-care',
    en: 'Hair Care',
    zh: '护发',
    domain: 'hair',
    closings: [
      {
        en: 'Free from sulfates and parabens, and kind to coloured hair.',
        zh: '不含硫酸盐及对羟基苯甲酸酯，染后发质也可安心使用。',
      },
      {
        en: 'Developed with our salon stylists and tested on Asian hair types.',
        zh: '与我们门店的发型师共同研发，并针对亚洲发质测试。',
      },
    ],
    subcategories: [
      {
        slug: 'shampoo',
        en: 'Shampoo',
        zh: '洗发水',
        pool: 'hair',
        types: [
          type(
            'Shampoo',
            '洗发水',
            'pump',
            [1890, 3890],
            'Massage into wet hair and scalp, then rinse. Gentle enough for daily use.',
            '取适量于湿发及头皮按摩起泡后冲洗，温和配方可每日使用。',
            ML_BIG,
          ),
          type(
            'Dry Shampoo',
            '干洗喷雾',
            'spray',
            [1690, 2890],
            'Spray onto the roots from 20 cm away, wait a minute, then brush through.',
            '距发根约 20 厘米喷洒，静置一分钟后梳开即可。',
            ['100 ml', '200 ml'],
          ),
        ],
      },
      {
        slug: 'conditioner',
        en: 'Conditioner',
        zh: '护发素',
        pool: 'hair',
        types: [
          type(
            'Conditioner',
            '护发素',
            'bottle',
            [1990, 3990],
            'After shampooing, smooth through the lengths, leave for two minutes and rinse.',
            '洗发后均匀涂抹于发中至发尾，停留两分钟后冲洗。',
            ML_BIG,
          ),
          type(
            'Leave-in Conditioner',
            '免洗护发素',
            'spray',
            [2290, 3490],
            'Spray onto towel-dried hair and comb through. Do not rinse.',
            '喷于毛巾擦至半干的头发上并梳匀，无需冲洗。',
            ['150 ml', '300 ml'],
          ),
        ],
      },
      {
        slug: 'hair-masks-treatments',
        en: 'Hair Masks & Treatments',
        zh: '发膜与护理',
        pool: 'hair',
        types: [
          type(
            'Hair Mask',
            '发膜',
            'jar',
            [2890, 5890],
            'Use once or twice a week on clean, damp hair; leave for five to ten minutes, then rinse.',
            '每周一至两次，涂于洗净的湿发上，停留五至十分钟后冲洗。',
            ['200 ml', '500 ml'],
          ),
          type(
            'Intensive Treatment',
            '密集护理精华',
            'dropper',
            [3890, 6890],
            'Apply a few drops to damp hair before styling, focusing on the ends.',
            '造型前取数滴涂于湿发，重点护理发尾。',
          ),
        ],
      },
      {
        slug: 'scalp-care',
        en: 'Scalp Care',
        zh: '头皮护理',
        pool: 'scalp',
        types: [
          type(
            'Scalp Serum',
            '头皮精华液',
            'dropper',
            [3290, 6890],
            'Part the hair and apply directly to the scalp each evening, massaging gently.',
            '每晚分区涂抹于头皮，并以指腹轻柔按摩。',
            ['50 ml', '100 ml'],
          ),
          type(
            'Scalp Scrub',
            '头皮磨砂膏',
            'jar',
            [2690, 4690],
            'Massage into a wet scalp before shampooing, once a week.',
            '每周一次，洗发前于湿润头皮上按摩。',
          ),
          type(
            'Scalp Tonic',
            '头皮调理液',
            'spray',
            [2890, 4890],
            'Spray onto the scalp after washing and massage in. Leave on.',
            '洗发后喷于头皮并按摩吸收，无需冲洗。',
            ['100 ml', '200 ml'],
          ),
        ],
      },
      {
        slug: 'hair-oils-serums',
        en: 'Hair Oils & Serums',
        zh: '护发精油与精华',
        pool: 'hair',
        types: [
          type(
            'Hair Oil',
            '护发精油',
            'dropper',
            [2890, 5890],
            'Warm two or three drops between the palms and smooth over damp or dry ends.',
            '取两三滴于掌心温热，涂抹于湿发或干发发尾。',
            ['30 ml', '50 ml', '100 ml'],
          ),
          type(
            'Hair Serum',
            '护发精华乳',
            'pump',
            [2490, 4490],
            'Apply one pump to the lengths before blow-drying for a smooth finish.',
            '吹发前取一泵涂于发中至发尾，令秀发顺滑。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'hair-styling',
    en: 'Hair Styling',
    zh: '美发造型',
    domain: 'styling',
    closings: [
      { en: 'Washes out easily with a single shampoo.', zh: '只需一次洗发即可轻松洗净。' },
      { en: 'Humidity-resistant, made for tropical weather.', zh: '抗潮湿配方，专为湿热气候设计。' },
    ],
    subcategories: [
      {
        slug: 'gels-waxes',
        en: 'Gels & Waxes',
        zh: '啫喱与发蜡',
        pool: 'styling',
        types: [
          type(
            'Styling Gel',
            '造型啫喱',
            'tube',
            [1290, 2490],
            'Work through damp hair and comb into shape for a defined hold.',
            '涂于湿发并梳理成型，塑造清晰利落的造型。',
          ),
          type(
            'Hair Wax',
            '发蜡',
            'jar',
            [1690, 2990],
            'Warm a fingertip amount between the palms and work through dry hair.',
            '取指尖大小于掌心搓热，抓揉于干发。',
          ),
          type(
            'Styling Paste',
            '造型膏',
            'jar',
            [1890, 3190],
            'Rub a small amount between the fingers and twist through the ends for texture.',
            '取少量于指间揉开，拧转发尾打造纹理感。',
          ),
        ],
      },
      {
        slug: 'sprays-mousses',
        en: 'Sprays & Mousses',
        zh: '定型喷雾与摩丝',
        pool: 'styling',
        types: [
          type(
            'Hairspray',
            '发胶',
            'spray',
            [1490, 2890],
            'Hold 25 cm away and mist over the finished style.',
            '距离头发约 25 厘米，均匀喷于完成的造型上。',
            ['150 ml', '300 ml'],
          ),
          type(
            'Mousse',
            '泡沫摩丝',
            'spray',
            [1690, 2990],
            'Shake well, dispense a golf-ball-sized amount and work into damp roots before drying.',
            '摇匀后取高尔夫球大小的用量，吹干前涂于湿润发根。',
            ['150 ml', '300 ml'],
          ),
          type(
            'Sea Salt Spray',
            '海盐喷雾',
            'bottle',
            [1890, 2990],
            'Spritz through damp hair and scrunch or air-dry for beachy waves.',
            '喷于湿发后抓揉或自然风干，打造慵懒海滩波浪。',
          ),
        ],
      },
      {
        slug: 'heat-protection',
        en: 'Heat Protection',
        zh: '热防护',
        pool: 'styling',
        types: [
          type(
            'Heat Protect Spray',
            '隔热喷雾',
            'spray',
            [1990, 3490],
            'Mist evenly over damp or dry hair before using a dryer, straightener or wand.',
            '使用吹风机、直发夹或卷发棒前，均匀喷于湿发或干发。',
            ['150 ml', '250 ml'],
          ),
          type(
            'Blow-dry Cream',
            '吹风造型乳',
            'tube',
            [2190, 3490],
            'Smooth through damp hair, then blow-dry with a round brush.',
            '涂于湿发，再以圆筒梳吹干造型。',
          ),
        ],
      },
      {
        slug: 'curl-care',
        en: 'Curl Care',
        zh: '卷发护理',
        pool: 'styling',
        types: [
          type(
            'Curl Cream',
            '卷发乳',
            'tube',
            [2290, 3690],
            'Rake through soaking-wet hair, scrunch and leave to air-dry or diffuse.',
            '涂于湿透的头发，抓揉后自然风干或使用扩散罩吹干。',
            ['150 ml', '300 ml'],
          ),
          type(
            'Curl Jelly',
            '卷发啫喱',
            'jar',
            [1990, 3290],
            'Glaze over curls after your cream for extra definition and hold.',
            '在卷发乳之后叠加使用，令卷度更分明持久。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'hair-colour',
    en: 'Hair Colour',
    zh: '染发',
    domain: 'colour',
    closings: [
      {
        en: 'Always do a strand and allergy test 48 hours before use.',
        zh: '使用前 48 小时请务必进行发束测试及过敏测试。',
      },
      {
        en: 'Enriched with conditioning oils to protect hair while you colour.',
        zh: '添加滋养油脂，在染发过程中保护发丝。',
      },
    ],
    subcategories: [
      {
        slug: 'permanent-colour',
        en: 'Permanent Colour',
        zh: '永久染发',
        pool: 'colour',
        types: [
          type(
            'Permanent Hair Colour',
            '永久染发霜',
            'box',
            [1290, 2490],
            'Mix the colour and developer, apply to dry hair and develop for 30 minutes.',
            '将染膏与双氧乳混合，涂于干发上，停留 30 分钟显色。',
          ),
          type(
            'Colour Kit',
            '家用染发套装',
            'box',
            [2490, 4290],
            'Everything you need for salon-style colour at home: colour, developer, gloves and aftercare mask.',
            '在家染出沙龙效果所需一应俱全：染膏、双氧乳、手套及染后护理发膜。',
          ),
        ],
      },
      {
        slug: 'semi-permanent-colour',
        en: 'Semi-Permanent Colour',
        zh: '半永久染发',
        pool: 'colour',
        types: [
          type(
            'Semi-Permanent Colour',
            '半永久染发膏',
            'jar',
            [1590, 2890],
            'Apply to clean, towel-dried hair, leave for 20 minutes and rinse until the water runs clear.',
            '涂于洗净并擦干的头发，停留 20 分钟后冲洗至水清。',
            ['100 ml', '200 ml'],
          ),
          type(
            'Colour Depositing Mask',
            '补色发膜',
            'jar',
            [2490, 3890],
            'Use in place of conditioner once a week to top up tone and shine.',
            '每周一次代替护发素使用，补充色调与光泽。',
            ['200 ml', '500 ml'],
          ),
        ],
      },
      {
        slug: 'colour-care',
        en: 'Colour Care',
        zh: '护色',
        pool: 'colour',
        types: [
          type(
            'Colour Care Shampoo',
            '护色洗发水',
            'pump',
            [2290, 3890],
            'A gentle, low-foam wash that cleans without stripping colour.',
            '温和低泡配方，清洁的同时不带走发色。',
            ML_BIG,
          ),
          type(
            'Purple Shampoo',
            '紫色矫色洗发水',
            'bottle',
            [2390, 3890],
            'Lather, leave for two to three minutes to tone blonde and grey hair, then rinse.',
            '起泡后停留两至三分钟，为金发及灰白发矫色，再冲洗干净。',
            ['250 ml', '500 ml'],
          ),
          type(
            'Shine Treatment',
            '染后焕亮护理',
            'bottle',
            [2890, 4490],
            'Apply to damp hair after shampooing, leave for five minutes and rinse.',
            '洗发后涂于湿发，停留五分钟后冲洗。',
          ),
        ],
      },
      {
        slug: 'root-touch-up',
        en: 'Root Touch-Up',
        zh: '发根补色',
        pool: 'colour',
        types: [
          type(
            'Root Touch-Up Spray',
            '发根补色喷雾',
            'spray',
            [1590, 2490],
            'Spray lightly along the parting and let dry. Washes out with shampoo.',
            '沿发缝轻喷后待干，洗发即可去除。',
          ),
          type(
            'Root Concealer Powder',
            '发根遮盖粉',
            'compact',
            [1890, 2890],
            'Dab onto the roots with the sponge to hide greys between colours.',
            '用粉扑轻按发根，在两次染发之间遮盖白发。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'skin-care',
    en: 'Skin Care',
    zh: '护肤',
    domain: 'skin',
    closings: [
      { en: 'Dermatologically tested and suitable for sensitive skin.', zh: '经皮肤科测试，适合敏感肌肤。' },
      { en: 'Fragrance-free, non-comedogenic and cruelty-free.', zh: '无香精、不致粉刺，且未经动物测试。' },
    ],
    subcategories: [
      {
        slug: 'cleansers',
        en: 'Cleansers',
        zh: '洁面',
        pool: 'skin',
        types: [
          type(
            'Gel Cleanser',
            '洁面啫喱',
            'tube',
            [1890, 3890],
            'Massage onto damp skin morning and evening, then rinse with lukewarm water.',
            '早晚于湿润肌肤上按摩，再以温水洗净。',
            ['100 ml', '200 ml'],
          ),
          type(
            'Cleansing Oil',
            '卸妆油',
            'pump',
            [2490, 4890],
            'Massage onto dry skin to dissolve make-up and sunscreen, then emulsify with water.',
            '于干燥肌肤上按摩溶解彩妆与防晒，再加水乳化冲净。',
            ['150 ml', '300 ml'],
          ),
          type(
            'Foam Cleanser',
            '洁面泡沫',
            'pump',
            [1690, 3290],
            'Press out a cushion of foam and massage over the face, avoiding the eyes.',
            '按压出绵密泡沫，于面部按摩清洁，避开眼周。',
          ),
        ],
      },
      {
        slug: 'toners-essences',
        en: 'Toners & Essences',
        zh: '爽肤水与精华水',
        pool: 'skin',
        types: [
          type(
            'Toner',
            '爽肤水',
            'bottle',
            [2290, 4890],
            'Sweep over the face with a cotton pad after cleansing.',
            '洁面后以化妆棉蘸取，轻拭全脸。',
            ['150 ml', '300 ml'],
          ),
          type(
            'Essence',
            '精华水',
            'bottle',
            [3890, 6890],
            'Pat into the skin with the palms after toner, before serum.',
            '于爽肤水之后、精华之前，以掌心轻拍至吸收。',
            ['100 ml', '150 ml', '200 ml'],
          ),
        ],
      },
      {
        slug: 'serums',
        en: 'Serums',
        zh: '精华',
        pool: 'skin',
        types: [
          type(
            'Serum',
            '精华液',
            'dropper',
            [4290, 7890],
            'Press three to four drops into the face and neck morning and night.',
            '早晚取三至四滴按压于面部及颈部。',
            ['15 ml', '30 ml', '50 ml'],
          ),
          type(
            'Ampoule',
            '安瓶精华',
            'dropper',
            [3890, 8890],
            'Use as a seven-day boost when skin looks tired or stressed.',
            '肌肤疲惫或状态不稳时，作为七日密集护理使用。',
          ),
        ],
      },
      {
        slug: 'moisturisers',
        en: 'Moisturisers',
        zh: '面霜与乳液',
        pool: 'skin',
        types: [
          type(
            'Moisturiser',
            '保湿霜',
            'jar',
            [3490, 6890],
            'Smooth over the face and neck as the last step of your routine.',
            '作为护肤最后一步，均匀涂抹于面部及颈部。',
            ['30 ml', '50 ml', '100 ml'],
          ),
          type(
            'Gel Cream',
            '水凝霜',
            'jar',
            [3290, 6890],
            'A light gel texture that sinks in fast, ideal for humid days.',
            '轻盈啫喱质地，迅速吸收，适合湿热天气。',
          ),
          type(
            'Eye Cream',
            '眼霜',
            'tube',
            [3890, 8890],
            'Tap a rice-grain amount around the eye area with the ring finger.',
            '取米粒大小，以无名指轻点于眼周。',
          ),
        ],
      },
      {
        slug: 'face-masks',
        en: 'Face Masks',
        zh: '面膜',
        pool: 'skin',
        types: [
          type(
            'Sheet Mask Set',
            '片状面膜套装',
            'box',
            [1590, 3890],
            'Five sheet masks: leave one on clean skin for 15 minutes and pat in the rest.',
            '内含五片面膜：敷于洁净肌肤 15 分钟，取下后轻拍余液至吸收。',
          ),
          type(
            'Sleeping Mask',
            '睡眠面膜',
            'jar',
            [2890, 5890],
            'Apply a thin layer as the last step at night and rinse off in the morning.',
            '晚间护肤最后一步薄涂一层，次日早晨洗净。',
            ['50 ml', '100 ml'],
          ),
          type(
            'Clay Mask',
            '清洁泥膜',
            'tube',
            [2490, 4890],
            'Apply to the T-zone for ten minutes, once or twice a week, then rinse.',
            '每周一至两次，涂于 T 区停留十分钟后冲洗。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'make-up',
    en: 'Make-up',
    zh: '彩妆',
    domain: 'makeup',
    closings: [
      {
        en: 'Available in shades for warm, neutral and cool undertones.',
        zh: '提供暖调、中性及冷调多种色号。',
      },
      { en: 'Stays fresh in heat and humidity.', zh: '高温潮湿环境下依然清透持妆。' },
    ],
    subcategories: [
      {
        slug: 'face',
        en: 'Face',
        zh: '面部彩妆',
        pool: 'makeup',
        types: [
          type(
            'Foundation',
            '粉底液',
            'pump',
            [3290, 6890],
            'Blend from the centre of the face outwards with a brush or sponge.',
            '用化妆刷或美妆蛋由面部中央向外推开。',
          ),
          type(
            'Cushion Compact',
            '气垫粉底',
            'compact',
            [2890, 5890],
            'Press the puff into the cushion and pat onto the skin, building coverage where needed.',
            '粉扑轻按气垫后拍于肌肤，需要处可叠加遮瑕。',
          ),
          type(
            'Pressed Powder',
            '粉饼',
            'compact',
            [2490, 4890],
            'Press lightly over the T-zone to set make-up and soften shine.',
            '轻按于 T 区定妆，减少油光。',
          ),
          type(
            'Blush',
            '腮红',
            'compact',
            [1890, 3890],
            'Sweep onto the apples of the cheeks and blend up towards the temples.',
            '刷于笑肌处，并向太阳穴方向晕染。',
          ),
        ],
      },
      {
        slug: 'eyes',
        en: 'Eyes',
        zh: '眼部彩妆',
        pool: 'makeup',
        types: [
          type(
            'Mascara',
            '睫毛膏',
            'stick',
            [1890, 3890],
            'Wiggle the brush from root to tip; add a second coat for drama.',
            '由睫毛根部以 Z 字形刷至末端，叠加第二层更浓密。',
          ),
          type(
            'Eyeliner',
            '眼线笔',
            'stick',
            [1490, 2890],
            'Draw close to the lash line; the tip glides without tugging.',
            '贴近睫毛根部描画，笔尖顺滑不拉扯。',
          ),
          type(
            'Eyeshadow Palette',
            '眼影盘',
            'compact',
            [2890, 6890],
            'Nine wearable shades in matte and shimmer finishes, from day to night.',
            '九色日常实用色，哑光与珠光兼备，从白天到夜晚皆宜。',
          ),
        ],
      },
      {
        slug: 'lips',
        en: 'Lips',
        zh: '唇部彩妆',
        pool: 'makeup',
        types: [
          type(
            'Lipstick',
            '口红',
            'stick',
            [1890, 4290],
            'Apply straight from the bullet, or dab with a finger for a softer look.',
            '直接涂抹，或以指腹轻点晕开，呈现柔和妆效。',
          ),
          type(
            'Lip Tint',
            '唇釉',
            'stick',
            [1590, 2890],
            'Dab onto the centre of the lips and press together for a just-bitten flush.',
            '点涂于唇中再抿开，呈现自然咬唇妆。',
          ),
          type(
            'Lip Balm',
            '润唇膏',
            'stick',
            [890, 1890],
            'Smooth on whenever lips feel dry, or under lipstick as a base.',
            '唇部干燥时随时涂抹，也可作为口红打底。',
          ),
        ],
      },
      {
        slug: 'nails',
        en: 'Nails',
        zh: '美甲',
        pool: 'makeup',
        types: [
          type(
            'Nail Colour',
            '指甲油',
            'bottle',
            [890, 1890],
            'Apply two thin coats over a base coat; dries to the touch in about a minute.',
            '在底油上薄涂两层，约一分钟表干。',
          ),
          type(
            'Cuticle Oil',
            '指缘油',
            'dropper',
            [1190, 2290],
            'Massage one drop into each cuticle before bed.',
            '睡前于每个指缘滴一滴并按摩吸收。',
          ),
          type(
            'Top Coat',
            '亮油',
            'bottle',
            [990, 1890],
            'Seal your manicure with one coat for high shine and chip resistance.',
            '涂一层封层，带来高亮光泽并防止剥落。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'body-bath',
    en: 'Body & Bath',
    zh: '身体与沐浴',
    domain: 'body',
    closings: [
      {
        en: 'Made with naturally derived ingredients in a recyclable pack.',
        zh: '采用天然来源成分，包装可回收。',
      },
      { en: 'Gentle enough for the whole family.', zh: '温和配方，适合全家使用。' },
    ],
    subcategories: [
      {
        slug: 'body-wash',
        en: 'Body Wash',
        zh: '沐浴露',
        pool: 'body',
        types: [
          type(
            'Body Wash',
            '沐浴露',
            'pump',
            [1290, 2890],
            'Lather over wet skin with a sponge or your hands, then rinse.',
            '用沐浴球或双手于湿润肌肤上打出泡沫，再冲洗干净。',
            ['300 ml', '500 ml', '1000 ml'],
          ),
          type(
            'Shower Oil',
            '沐浴油',
            'bottle',
            [2290, 3890],
            'Turns into a milky lather on wet skin and leaves it soft, never tight.',
            '遇水乳化成细腻泡沫，洗后肌肤柔软不紧绷。',
            ['200 ml', '400 ml'],
          ),
        ],
      },
      {
        slug: 'body-lotion',
        en: 'Body Lotion',
        zh: '身体乳',
        pool: 'body',
        types: [
          type(
            'Body Lotion',
            '身体乳',
            'pump',
            [1690, 3490],
            'Smooth over the body after showering while skin is still slightly damp.',
            '沐浴后趁肌肤微湿时涂抹全身。',
            ['250 ml', '500 ml'],
          ),
          type(
            'Body Butter',
            '身体霜',
            'jar',
            [2290, 3890],
            'Massage into elbows, knees and heels or anywhere that feels rough.',
            '按摩于手肘、膝盖、脚跟等粗糙部位。',
          ),
        ],
      },
      {
        slug: 'body-scrubs',
        en: 'Body Scrubs',
        zh: '身体磨砂',
        pool: 'body',
        types: [
          type(
            'Body Scrub',
            '身体磨砂膏',
            'jar',
            [1890, 3690],
            'Massage in circles over wet skin two or three times a week, then rinse.',
            '每周两至三次，于湿润肌肤上打圈按摩后冲洗。',
            ['200 ml', '400 ml'],
          ),
          type(
            'Salt Scrub',
            '海盐磨砂膏',
            'jar',
            [2090, 3690],
            'Buff away dry skin before shaving or fake tan for a smoother finish.',
            '剃毛或使用美黑产品前去除干燥角质，效果更平滑。',
          ),
        ],
      },
      {
        slug: 'hand-foot',
        en: 'Hand & Foot',
        zh: '手足护理',
        pool: 'body',
        types: [
          type(
            'Hand Cream',
            '护手霜',
            'tube',
            [890, 2490],
            'Massage a small amount into the hands whenever they feel dry.',
            '双手干燥时，取少量按摩至吸收。',
            ['30 ml', '75 ml'],
          ),
          type(
            'Foot Balm',
            '足部修护霜',
            'tube',
            [1290, 2490],
            'Apply to heels at night and slip on cotton socks for softer feet by morning.',
            '晚间涂于脚跟并穿上棉袜，清晨双足更柔软。',
          ),
          type(
            'Hand Wash',
            '洗手液',
            'pump',
            [1290, 2490],
            'Cleans without drying, with a scent that lingers softly.',
            '清洁而不干燥，留下淡淡余香。',
            ['300 ml', '500 ml'],
          ),
        ],
      },
      {
        slug: 'sun-care',
        en: 'Sun Care',
        zh: '防晒',
        pool: 'sun',
        types: [
          type(
            'Sunscreen SPF 50',
            '防晒霜 SPF50',
            'tube',
            [1890, 3490],
            'Apply generously 15 minutes before going out and reapply every two hours.',
            '出门前 15 分钟足量涂抹，每两小时补涂一次。',
            ['30 ml', '50 ml', '100 ml'],
          ),
          type(
            'Sun Mist SPF 50',
            '防晒喷雾 SPF50',
            'spray',
            [2290, 3890],
            'Mist over make-up to top up protection during the day.',
            '白天可直接喷于妆面之上，随时补充防护。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'fragrance',
    en: 'Fragrance',
    zh: '香氛',
    domain: 'fragrance',
    closings: [
      {
        en: 'Blended in small batches and bottled in recyclable glass.',
        zh: '小批量调配，采用可回收玻璃瓶。',
      },
      { en: 'A lasting scent that stays close to the skin.', zh: '留香持久，贴肤而不张扬。' },
    ],
    subcategories: [
      {
        slug: 'perfume',
        en: 'Perfume',
        zh: '香水',
        pool: 'fragrance',
        types: [
          type(
            'Eau de Parfum',
            '浓香水',
            'spray',
            [4890, 7890],
            'Spray onto pulse points: wrists, neck and behind the ears.',
            '喷于脉搏处：手腕、颈部及耳后。',
            ['30 ml', '50 ml', '100 ml'],
          ),
          type(
            'Eau de Toilette',
            '淡香水',
            'spray',
            [3890, 6890],
            'A lighter concentration for daytime; reapply as you like.',
            '浓度较轻，适合白天使用，可随时补喷。',
            ['50 ml', '100 ml'],
          ),
        ],
      },
      {
        slug: 'body-mist',
        en: 'Body & Hair Mist',
        zh: '身体与发香喷雾',
        pool: 'fragrance',
        types: [
          type(
            'Body Mist',
            '身体香氛喷雾',
            'spray',
            [2290, 3890],
            'Mist generously over the body after showering for a soft veil of scent.',
            '沐浴后大量喷于全身，形成轻柔香气。',
            ['100 ml', '250 ml'],
          ),
          type(
            'Hair Mist',
            '发香喷雾',
            'spray',
            [2490, 3890],
            'An alcohol-light mist that scents the hair without drying it.',
            '低酒精配方，为秀发增添香气而不致干燥。',
          ),
        ],
      },
      {
        slug: 'home-fragrance',
        en: 'Home Fragrance',
        zh: '居家香氛',
        pool: 'fragrance',
        types: [
          type(
            'Scented Candle',
            '香薰蜡烛',
            'jar',
            [3290, 6890],
            'Soy wax with a cotton wick and about 45 hours of burn time.',
            '大豆蜡搭配纯棉烛芯，可燃烧约 45 小时。',
          ),
          type(
            'Reed Diffuser',
            '藤条香薰',
            'bottle',
            [3890, 6890],
            'Place the reeds in the bottle and flip them weekly to refresh the scent.',
            '将藤条插入瓶中，每周翻转一次以焕新香气。',
            ['100 ml', '200 ml'],
          ),
          type(
            'Room Spray',
            '室内香氛喷雾',
            'spray',
            [2490, 3890],
            'Spray into the air or onto fabrics to freshen a room.',
            '喷于空气中或织物上，令房间焕然一新。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'wellness',
    en: 'Wellness',
    zh: '健康养护',
    domain: 'wellness',
    closings: [
      {
        en: 'Made with responsibly sourced ingredients.',
        zh: '选用负责任采购的原料制成。',
      },
      {
        en: 'Consult your doctor before use if you are pregnant, nursing or on medication.',
        zh: '如您正在怀孕、哺乳或服用药物，请于使用前咨询医生。',
      },
    ],
    subcategories: [
      {
        slug: 'supplements',
        en: 'Supplements',
        zh: '营养补充',
        pool: 'supplements',
        types: [
          type(
            'Collagen Drink',
            '胶原蛋白饮',
            'box',
            [3890, 6890],
            'Ten ready-to-drink bottles; enjoy one chilled each morning.',
            '内含十瓶即饮装，每天早晨冷藏后饮用一瓶。',
          ),
          type(
            'Vitamin Gummies',
            '维生素软糖',
            'jar',
            [2490, 3890],
            'Chew two gummies a day, with or without food.',
            '每日咀嚼两粒，空腹或随餐皆可。',
          ),
          type(
            'Capsules',
            '营养胶囊',
            'jar',
            [2890, 5890],
            'Take one capsule daily with water. A month’s supply.',
            '每日一粒，以清水送服。一个月用量。',
          ),
        ],
      },
      {
        slug: 'aromatherapy',
        en: 'Aromatherapy',
        zh: '芳香疗法',
        pool: 'aroma',
        types: [
          type(
            'Essential Oil Blend',
            '复方精油',
            'dropper',
            [1890, 3890],
            'Add five drops to a diffuser, or dilute in a carrier oil for massage.',
            '滴五滴于扩香器中，或以基底油稀释后按摩使用。',
            ['10 ml', '30 ml'],
          ),
          type(
            'Aromatherapy Roll-on',
            '芳疗滚珠精油',
            'stick',
            [1490, 2490],
            'Roll onto the wrists and temples and breathe deeply.',
            '滚涂于手腕与太阳穴，并深呼吸。',
          ),
          type(
            'Massage Oil',
            '按摩油',
            'bottle',
            [2490, 3890],
            'Warm in the hands and massage into the skin with long, slow strokes.',
            '于掌心温热后，以缓慢绵长的手法按摩肌肤。',
            ['100 ml', '250 ml'],
          ),
        ],
      },
      {
        slug: 'sleep-relax',
        en: 'Sleep & Relax',
        zh: '睡眠与放松',
        pool: 'sleep',
        types: [
          type(
            'Pillow Mist',
            '枕头喷雾',
            'spray',
            [1890, 2990],
            'Spritz over your pillow and bedding a few minutes before sleep.',
            '睡前几分钟轻喷于枕头与床品上。',
          ),
          type(
            'Bath Salts',
            '浴盐',
            'jar',
            [1890, 3490],
            'Dissolve a handful in a warm bath and soak for 20 minutes.',
            '取一把溶于温水中，浸泡 20 分钟。',
            ['250 g', '500 g'],
          ),
          type(
            'Sleep Balm',
            '助眠香膏',
            'compact',
            [1690, 2890],
            'Massage a little onto the temples, neck and wrists at bedtime.',
            '睡前取少量按摩于太阳穴、颈部及手腕。',
          ),
        ],
      },
    ],
  },
  {
    slug: 'mens-grooming',
    en: "Men's Grooming",
    zh: '男士护理',
    domain: 'men',
    closings: [
      { en: 'Non-greasy and quick to absorb, with a subtle scent.', zh: '清爽不油腻，吸收迅速，香气淡雅。' },
      { en: 'Made for tropical weather and busy mornings.', zh: '专为热带气候与忙碌早晨设计。' },
    ],
    subcategories: [
      {
        slug: 'shaving',
        en: 'Shaving',
        zh: '剃须',
        pool: 'men',
        types: [
          type(
            'Shave Gel',
            '剃须啫喱',
            'tube',
            [1290, 2490],
            'Work into a wet beard for a close, comfortable shave with less drag.',
            '涂于湿润胡须处，剃得干净舒适，减少拉扯。',
            ['150 ml', '250 ml'],
          ),
          type(
            'Aftershave Balm',
            '须后修护乳',
            'pump',
            [1890, 3490],
            'Smooth over freshly shaved skin to calm redness and razor burn.',
            '剃须后涂抹，舒缓泛红及剃须灼热感。',
          ),
        ],
      },
      {
        slug: 'beard-care',
        en: 'Beard Care',
        zh: '胡须护理',
        pool: 'men',
        types: [
          type(
            'Beard Oil',
            '胡须护理油',
            'dropper',
            [1890, 3490],
            'Massage three drops into the beard and the skin beneath it.',
            '取三滴按摩于胡须及其下方肌肤。',
            ['30 ml', '50 ml'],
          ),
          type(
            'Beard Wash',
            '胡须清洁露',
            'tube',
            [1490, 2490],
            'Lather into a wet beard, then rinse; softer than washing with soap.',
            '于湿润胡须上起泡后冲洗，比香皂更温和柔软。',
          ),
          type(
            'Beard Balm',
            '胡须造型膏',
            'jar',
            [1690, 2890],
            'Warm between the palms and shape the beard while taming flyaways.',
            '于掌心温热后为胡须塑形，抚平杂乱毛发。',
          ),
        ],
      },
      {
        slug: 'mens-skin-care',
        en: "Men's Skin Care",
        zh: '男士护肤',
        pool: 'men',
        types: [
          type(
            'Face Wash',
            '男士洁面乳',
            'tube',
            [1490, 2690],
            'Massage onto a wet face morning and night, then rinse.',
            '早晚于湿润面部按摩后冲洗。',
            ['100 ml', '150 ml'],
          ),
          type(
            'Moisturiser SPF 30',
            '男士防晒保湿乳 SPF30',
            'pump',
            [2490, 4490],
            'One pump each morning hydrates and protects in a single step.',
            '每天早晨一泵，一步完成保湿与防晒。',
          ),
          type(
            'Eye Roll-on',
            '男士眼部滚珠精华',
            'stick',
            [2290, 3490],
            'Glide the cooling steel ball under the eyes to refresh a tired look.',
            '以冰凉钢珠轻滑眼下，改善疲惫倦容。',
          ),
        ],
      },
      {
        slug: 'mens-hair',
        en: "Men's Hair",
        zh: '男士发型',
        pool: 'men',
        types: [
          type(
            'Pomade',
            '油头膏',
            'jar',
            [1690, 2890],
            'Comb through damp or dry hair for a classic, polished shine.',
            '梳于湿发或干发，打造经典光亮造型。',
          ),
          type(
            'Matte Clay',
            '哑光发泥',
            'jar',
            [1890, 3190],
            'Rub between the palms and push through dry hair for strong, matte texture.',
            '于掌心揉开后推入干发，塑造强韧哑光纹理。',
          ),
          type(
            "Men's Shampoo",
            '男士洗发水',
            'bottle',
            [1690, 2990],
            'A deep-cleansing daily wash for hair and scalp.',
            '深层清洁头发与头皮，适合每日使用。',
            ['250 ml', '500 ml'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'tools-accessories',
    en: 'Tools & Accessories',
    zh: '工具与配件',
    domain: 'tools',
    closings: [
      { en: 'Comes with a one-year warranty.', zh: '享有一年保修。' },
      {
        en: 'Designed with salon professionals for everyday use.',
        zh: '与沙龙专业人士共同设计，适合日常使用。',
      },
    ],
    subcategories: [
      {
        slug: 'brushes-combs',
        en: 'Brushes & Combs',
        zh: '梳子',
        pool: 'brushes',
        types: [
          type(
            'Paddle Brush',
            '气垫梳',
            'box',
            [1890, 4890],
            'A wide cushion base for smoothing long hair and massaging the scalp.',
            '宽大气垫底座，顺滑长发并按摩头皮。',
          ),
          type(
            'Detangling Comb',
            '顺发梳',
            'box',
            [890, 1890],
            'Wide teeth for combing conditioner through wet hair.',
            '宽齿设计，可在湿发上梳匀护发素。',
          ),
          type(
            'Round Brush',
            '圆筒梳',
            'box',
            [1890, 3890],
            'A vented barrel for bouncy blow-dries with lift at the roots.',
            '通风筒身，吹出发根蓬松、弹润有型的造型。',
          ),
        ],
      },
      {
        slug: 'dryers-stylers',
        en: 'Hair Dryers & Stylers',
        zh: '吹风机与造型器',
        pool: 'stylers',
        types: [
          type(
            'Hair Dryer',
            '吹风机',
            'box',
            [8900, 18900],
            'Three heat and two speed settings with a cool shot to set your style.',
            '三档温度与两档风速，配备冷风键定型。',
          ),
          type(
            'Straightener',
            '直发夹',
            'box',
            [6900, 15900],
            'Heats to 230°C in 30 seconds and switches itself off after an hour.',
            '30 秒升温至 230°C，一小时后自动断电。',
          ),
          type(
            'Curling Wand',
            '卷发棒',
            'box',
            [5900, 13900],
            'A 32 mm barrel for loose, lasting waves; a heat-proof glove is included.',
            '32 毫米卷筒打造自然持久的波浪，附赠隔热手套。',
          ),
        ],
      },
      {
        slug: 'make-up-tools',
        en: 'Make-up Tools',
        zh: '化妆工具',
        pool: 'beautyTools',
        types: [
          type(
            'Brush Set',
            '化妆刷套装',
            'box',
            [2890, 7890],
            'Eight brushes for face and eyes in a roll-up travel case.',
            '八支面部及眼部化妆刷，附卷式收纳包。',
          ),
          type(
            'Makeup Sponge',
            '美妆蛋',
            'box',
            [890, 1890],
            'Dampen, squeeze out and bounce over foundation for a seamless finish.',
            '沾湿后挤干，轻拍粉底，妆效服帖无痕。',
          ),
          type(
            'Eyelash Curler',
            '睫毛夹',
            'box',
            [1290, 2490],
            'A wide-angle curler that lifts every lash without pinching.',
            '广角设计，夹翘每一根睫毛而不夹肉。',
          ),
        ],
      },
      {
        slug: 'accessories',
        en: 'Hair Accessories',
        zh: '发饰与配件',
        pool: 'beautyTools',
        types: [
          type(
            'Scrunchie Set',
            '发圈套装',
            'box',
            [1690, 3490],
            'Three scrunchies that hold without creasing or snagging hair.',
            '三只装发圈，稳固扎发不留压痕、不勾发。',
          ),
          type(
            'Claw Clip Set',
            '抓夹套装',
            'box',
            [990, 1990],
            'Two sturdy clips for quick updos on busy days.',
            '两只坚固抓夹，忙碌时也能快速盘发。',
          ),
          type(
            'Hair Towel',
            '干发巾',
            'box',
            [1490, 2890],
            'Absorbent microfibre that dries hair faster with less frizz.',
            '超细纤维吸水力强，干发更快、更少毛躁。',
          ),
        ],
      },
    ],
  },
];

/**
 * Invented brands. Every colour gives white label text at least WCAG AA contrast (4.5:1); a test holds
 * this, since the colour is the background of the brand name on every product picture.
 */
export const BRANDS: readonly BrandDef[] = [
  { name: 'Aurelle', colour: '#7a2e4d', domains: ['skin', 'makeup'] },
  { name: 'Botanika Lane', colour: '#2f5d3a', domains: ['hair', 'body'] },
  { name: 'Calla & Co', colour: '#1f4e79', domains: ['skin', 'body'] },
  { name: 'Dewhaven', colour: '#1d6b73', domains: ['skin'] },
  { name: 'Elm & Ember', colour: '#7b3f1d', domains: ['men', 'fragrance'] },
  { name: 'Fleur Atelier', colour: '#8e2f5b', domains: ['fragrance', 'body'] },
  { name: 'Glossary Lab', colour: '#343a40', domains: ['skin', 'hair'] },
  { name: 'Haru Bloom', colour: '#9c2f55', domains: ['skin', 'makeup'] },
  { name: 'Isle of Kelp', colour: '#25594f', domains: ['hair', 'body', 'wellness'] },
  { name: 'Jadeleaf', colour: '#2e6b4a', domains: ['wellness', 'skin'] },
  { name: 'Kestrel Grooming', colour: '#2d3e50', domains: ['men'] },
  { name: 'Lumen Rituals', colour: '#5b3a8a', domains: ['wellness', 'fragrance'] },
  { name: 'Maison Silva', colour: '#6d4c41', domains: ['hair', 'styling', 'colour'] },
  { name: 'Norrow', colour: '#264653', domains: ['tools'] },
  { name: 'Orchid Theory', colour: '#7d2a7a', domains: ['makeup'] },
  { name: 'Petal & Pestle', colour: '#9b2d3f', domains: ['body', 'skin'] },
  { name: 'Quill Men', colour: '#1b2a41', domains: ['men', 'styling'] },
  { name: 'Riverstone', colour: '#4a5a3c', domains: ['tools', 'wellness'] },
  { name: 'Saffron Vale', colour: '#8a4108', domains: ['colour', 'hair'] },
  { name: 'Tidewell', colour: '#145c8a', domains: ['hair', 'styling'] },
  { name: 'Umbra Colour', colour: '#4b2e5e', domains: ['colour'] },
  { name: 'Velvet Veil', colour: '#7a1f3d', domains: ['makeup'] },
  { name: 'Willow & Wick', colour: '#5e4b2a', domains: ['fragrance', 'wellness'] },
  { name: 'Kiyo Salon Pro', colour: '#3d3d6b', domains: ['styling', 'hair', 'tools'] },
];
