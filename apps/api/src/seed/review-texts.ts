import { zhJoin } from '@beauty/shared';
import type { Domain } from './catalogue-data';
import type { Random } from './random';

/*
 * What the demo shop's reviewers write, in English and Chinese: a sentence about the kind of product (or the
 * salon service) that fits the stars given, with an opening and a closing drawn from common ones, so a
 * product's reviews read differently from each other. Every text keeps the spec's text rules (section 5: none
 * of ; : ： ； < > 《 》 = * and no repeated spaces) and the Chinese glossary (ZH-GLOSSARY.md).
 */

export type Mood = 'good' | 'mixed' | 'poor';
export type Language = 'en' | 'zh';

/** How a rating in half stars reads: 4 stars and up good, 3 to 3.5 mixed, below that poor. */
export const moodOf = (halves: number): Mood => (halves >= 8 ? 'good' : halves >= 6 ? 'mixed' : 'poor');

type Lines = Record<Mood, readonly string[]>;

/** `{t}` is the product type as named on the shelf ("shampoo", "洗发水"). */
const PRODUCT_EN: Record<Domain, Lines> = {
  hair: {
    good: [
      'My hair feels so much softer after a week with this {t}.',
      'Finally a {t} that does not weigh my fine hair down.',
      'The ends look healthier and the frizz is gone even on humid days.',
      'Lathers well, rinses clean and the scent lingers lightly.',
      'My hairdresser noticed the difference at my last visit.',
    ],
    mixed: [
      'Nice {t} but a little heavy for my oily scalp.',
      'It works, though I expected more shine for the price.',
      'The scent is stronger than I like, the results are fine.',
    ],
    poor: [
      'Left my hair greasy by the next morning, not for me.',
      'My scalp felt itchy after using this {t} twice.',
      'Did nothing for my dry ends even after a month.',
    ],
  },
  styling: {
    good: [
      'Holds my style all day in this weather without feeling crunchy.',
      'A little goes a long way and it brushes out easily.',
      'Gives texture without the sticky feel of other products.',
      'My go-to {t} now, the finish looks natural.',
    ],
    mixed: [
      'Good hold but it flakes a little if I use too much.',
      'Works better on dry hair than on damp hair for me.',
    ],
    poor: ['The hold was gone by lunchtime.', 'Left white residue on my dark hair.'],
  },
  colour: {
    good: [
      'My colour stayed vibrant for weeks longer than usual.',
      'Keeps the brassy tones away between salon visits.',
      'Easy to use at home and the result looks even.',
      'The shade matched the picture very closely.',
    ],
    mixed: [
      'Colour is nice but it faded faster than I hoped.',
      'Stained my towel a bit, the result on my hair is fine.',
    ],
    poor: ['The shade came out much darker than shown.', 'Patchy result even though I followed the steps.'],
  },
  skin: {
    good: [
      'My skin feels calm and hydrated from morning till night.',
      'Absorbs quickly and sits well under makeup.',
      'Gentle enough for my sensitive skin, no redness at all.',
      'After three weeks my skin tone looks more even.',
      'Light texture that works well in Singapore humidity.',
    ],
    mixed: [
      'Feels nice but I have not seen much change yet.',
      'A little too rich for daytime, I use it at night only.',
      'Good {t} but the pump sometimes gets stuck.',
    ],
    poor: [
      'Broke me out within a few days, stopped using it.',
      'Stings a little on application, too strong for me.',
      'Pills under my sunscreen every time.',
    ],
  },
  makeup: {
    good: [
      'The shade suits my skin tone perfectly.',
      'Lasts through a full work day without touch-ups.',
      'Blends easily and looks natural in daylight.',
      'Pretty packaging and the colour payoff is great.',
    ],
    mixed: [
      'Nice colour but it needs a touch-up after lunch.',
      'Good {t}, slightly drying by the end of the day.',
    ],
    poor: ['The shade looked very different in person.', 'Creased within an hour.'],
  },
  body: {
    good: [
      'My skin stays soft all day and the scent is lovely.',
      'Absorbs fast, no sticky feeling even after a shower in this heat.',
      'Big bottle that lasts, great value.',
      'The whole family uses this {t} now.',
    ],
    mixed: [
      'Nice scent but not moisturising enough for my dry legs.',
      'Good, though the bottle leaks a little.',
    ],
    poor: ['Too greasy for our weather.', 'Gave me a rash on my arms.'],
  },
  fragrance: {
    good: [
      'The scent is fresh and not overpowering, I get compliments.',
      'Lasts for hours and smells even better as it settles.',
      'Makes the whole room smell calm and clean.',
      'A lovely gift, my sister asked where I bought it.',
    ],
    mixed: ['Pretty scent but it fades within two hours.', 'A little sweeter than I expected.'],
    poor: ['Smells quite artificial to me.', 'Could hardly smell it after an hour.'],
  },
  wellness: {
    good: [
      'Part of my routine now, I feel more rested.',
      'Easy to take every day and the taste is pleasant.',
      'Helps me wind down after a long day.',
      'Good quality and the packaging keeps it fresh.',
    ],
    mixed: ['Too early to tell, the taste is fine.', 'Nice but a bit pricey for a month.'],
    poor: ['Noticed no difference after a month.', 'The taste is too strong for me.'],
  },
  men: {
    good: [
      'Does the job without any fuss, my husband likes it.',
      'No irritation after shaving, even on my sensitive neck.',
      'Simple, effective and the scent is subtle.',
      'Bought this {t} for my dad and he asked for another.',
    ],
    mixed: ['Works fine, the scent is a bit strong.', 'Decent, though I prefer a lighter texture.'],
    poor: ['Dried out my skin.', 'The hold did not last the day.'],
  },
  tools: {
    good: [
      'Heats up quickly and feels well made.',
      'Saves me so much time in the morning.',
      'Gentle on my hair, less breakage than my old one.',
      'Comfortable to hold and easy to clean.',
    ],
    mixed: ['Works well but it is heavier than I expected.', 'Good {t}, the cord could be longer.'],
    poor: ['Stopped working properly after a few weeks.', 'Pulls my hair more than my old one.'],
  },
};

const PRODUCT_ZH: Record<Domain, Lines> = {
  hair: {
    good: [
      '用了一周，头发明显柔顺了很多。',
      '终于找到不会让细软发扁塌的{t}。',
      '发尾不再毛躁，潮湿天气也很服帖。',
      '泡沫丰富，冲洗干净，香味很淡雅。',
      '上次去门店，发型师都说我的发质变好了。',
    ],
    mixed: [
      '效果还可以，只是对油性头皮来说有点厚重。',
      '香味偏浓，效果一般。',
      '能用，但光泽度没有想象中好。',
    ],
    poor: ['第二天头发就很油，不适合我。', '用了两次头皮有点痒。', '用了一个月，干枯的发尾没有改善。'],
  },
  styling: {
    good: ['定型一整天，不会发硬。', '用量很省，梳开也很容易。', '很有纹理感，不粘腻。'],
    mixed: ['定型不错，但用多了会有白屑。', '干发用比湿发用效果好。'],
    poor: ['到中午就塌了。', '在深色头发上留下白色残留。'],
  },
  colour: {
    good: ['颜色保持得比以前久很多。', '两次到店之间能很好地压住黄调。', '在家用也很方便，颜色很均匀。'],
    mixed: ['颜色好看，但褪得有点快。', '会染到毛巾，头发上的效果还行。'],
    poor: ['颜色比图片深很多。', '按步骤操作还是不均匀。'],
  },
  skin: {
    good: [
      '皮肤一整天都很水润，很舒服。',
      '吸收很快，上妆也不搓泥。',
      '敏感肌用也不泛红，很温和。',
      '用了三周，肤色均匀了不少。',
      '质地清爽，很适合新加坡的潮湿天气。',
    ],
    mixed: [
      '用起来舒服，但暂时没看到明显变化。',
      '白天用有点厚重，我只在晚上用。',
      '{t}不错，只是按压泵偶尔会卡住。',
    ],
    poor: ['用了几天就冒痘了，已停用。', '上脸有点刺痛，对我来说太刺激。', '和防晒一起用会搓泥。'],
  },
  makeup: {
    good: ['色号很适合我的肤色。', '上班一整天都不用补妆。', '很好推开，日光下看起来很自然。'],
    mixed: ['颜色好看，但午饭后需要补妆。', '{t}不错，傍晚会有点干。'],
    poor: ['实物颜色和图片差别很大。', '一小时就卡纹了。'],
  },
  body: {
    good: ['皮肤一整天都很滑，香味很好闻。', '吸收快，洗澡后不黏腻。', '大瓶装很耐用，性价比高。'],
    mixed: ['香味不错，但对干燥的小腿来说不够滋润。', '还可以，瓶子有点漏。'],
    poor: ['对我们这里的天气来说太油了。', '手臂起了红疹。'],
  },
  fragrance: {
    good: ['香味清新不刺鼻，常被朋友夸。', '留香很久，后调更好闻。', '整个房间都变得很舒服。'],
    mixed: ['香味好闻，但两个小时就淡了。', '比想象中甜一点。'],
    poor: ['闻起来有点像化学香精。', '一个小时后几乎闻不到了。'],
  },
  wellness: {
    good: ['已经成为每天的习惯，睡得更好了。', '每天吃很方便，味道也不错。', '忙碌一天后能帮助放松。'],
    mixed: ['还看不出效果，味道还可以。', '不错，但一个月的量有点贵。'],
    poor: ['吃了一个月没感觉到变化。', '味道对我来说太重了。'],
  },
  men: {
    good: ['买给老公用，他说很好用。', '剃须后不刺激，敏感的脖子也没问题。', '简单有效，味道很淡。'],
    mixed: ['效果还行，味道有点重。', '不错，但我更喜欢清爽一点的质地。'],
    poor: ['用了皮肤很干。', '定型撑不到一天。'],
  },
  tools: {
    good: ['升温很快，做工很好。', '早上能省很多时间。', '对头发很温和，断发少了很多。'],
    mixed: ['好用，但比想象中重。', '{t}不错，电线可以再长一点。'],
    poor: ['用了几周就不太正常了。', '比我旧的那个更容易扯到头发。'],
  },
};

const OPENING: Record<Language, Lines> = {
  en: {
    good: [
      'Love it!',
      'Really impressed.',
      'Great buy.',
      'Second bottle already.',
      'Exceeded my expectations.',
    ],
    mixed: ['It is okay.', 'Not bad.', 'Mixed feelings.'],
    poor: ['Disappointed.', 'Not for me.', 'Would not buy again.'],
  },
  zh: {
    good: ['非常喜欢！', '很满意。', '买对了。', '已经回购第二瓶。', '超出预期。'],
    mixed: ['还可以。', '不算差。', '感觉一般。'],
    poor: ['有点失望。', '不适合我。', '不会再买了。'],
  },
};

const CLOSING: Record<Language, Lines> = {
  en: {
    good: [
      'Will buy again.',
      'Delivery was quick and well packed.',
      'Arrived the next day, thank you!',
      'Good value with the points I earned.',
    ],
    mixed: ['Might try another one next time.', 'Delivery was fast at least.'],
    poor: ['Packaging was fine though.', 'Customer service was helpful at least.'],
  },
  zh: {
    good: ['会回购。', '配送很快，包装也很好。', '第二天就收到了，谢谢！', '用积分抵扣后很划算。'],
    mixed: ['下次可能会试试别的。', '至少配送很快。'],
    poor: ['不过包装还不错。', '客服还是很耐心的。'],
  },
};

/** `{s}` the stylist's first name, `{v}` what was done ("the cut", "剪发"). */
const STORE_LINES: Record<Language, Lines> = {
  en: {
    good: [
      '{s} listened carefully and {v} came out exactly as I hoped.',
      'Really happy with {v}, {s} explained every step.',
      'Spotless salon, friendly front desk and {s} was a pro.',
      'Best salon visit in years, thank you {s}!',
      '{s} gave great tips on caring for my hair at home.',
      'Relaxing visit, the head massage during the wash was lovely.',
    ],
    mixed: [
      '{v} was fine, but I waited 20 minutes past my booking.',
      '{s} was friendly, the result is a little shorter than I asked.',
      'Nice salon, a bit noisy on a Saturday.',
    ],
    poor: [
      'Rushed appointment, {s} seemed distracted.',
      'Not what I asked for, {v} needs fixing.',
      'Waited too long and nobody told me why.',
    ],
  },
  zh: {
    good: [
      '{s}很耐心地听我的要求，{v}的效果正是我想要的。',
      '{v}非常满意，{s}每一步都解释得很清楚。',
      '门店干净，前台亲切，{s}非常专业。',
      '这几年做过最好的{v}，谢谢{s}！',
      '{s}还教我在家怎么护理头发。',
      '洗头时的头部按摩很舒服。',
    ],
    mixed: [
      '{v}还行，只是比预约时间多等了 20 分钟。',
      '{s}很友善，但剪得比我要求的短一点。',
      '门店不错，周六有点吵。',
    ],
    poor: ['{s}有点心不在焉，感觉很赶。', '和我要求的不一样，{v}需要重做。', '等了很久也没人解释。'],
  },
};

/** What a salon reviewer calls the visit's first service. */
const SERVICE_WORDS: Record<string, Record<Language, string>> = {
  'women-cut': { en: 'the cut', zh: '剪发' },
  'men-cut': { en: 'the haircut', zh: '剪发' },
  kids: { en: "my son's haircut", zh: '孩子的剪发' },
  'blow-dry': { en: 'the blow-dry', zh: '吹造型' },
  colour: { en: 'the colour', zh: '染发' },
  balayage: { en: 'the balayage', zh: '挑染' },
  roots: { en: 'the root touch-up', zh: '补染' },
  keratin: { en: 'the keratin treatment', zh: '柔顺护理' },
  scalp: { en: 'the scalp treatment', zh: '头皮护理' },
  conditioning: { en: 'the treatment', zh: '护理' },
  perm: { en: 'the perm', zh: '烫发' },
};
const ANY_SERVICE: Record<Language, string> = { en: 'the service', zh: '服务' };

const REPLY: Record<Language, Lines> = {
  en: {
    good: [
      'Thank you for your kind words! We are glad you love it.',
      'Thank you for shopping with us, see you again soon.',
      'So happy to hear this, thank you for taking the time to review.',
    ],
    mixed: [
      'Thank you for the honest feedback, we have passed it on to the team.',
      'Thanks for letting us know. Our team is happy to suggest something that suits you better.',
    ],
    poor: [
      'We are sorry this did not work for you. Please write to hello@rosettebeauty.example and we will make it right.',
      'Sorry to hear this. Our customer service team will contact you about an exchange.',
    ],
  },
  zh: {
    good: [
      '感谢您的好评！很高兴您喜欢。',
      '谢谢您的支持，期待再次为您服务。',
      '非常开心收到您的评价，谢谢！',
    ],
    mixed: ['谢谢您的真实反馈，我们已转达给团队。', '感谢您告诉我们，我们的团队很乐意为您推荐更合适的产品。'],
    poor: [
      '很抱歉没能让您满意，请发邮件至 hello@rosettebeauty.example，我们会妥善处理。',
      '非常抱歉，客服会尽快联系您安排换货。',
    ],
  },
};

/** Reviews the shop took down, with the reason their author sees. */
export const HIDDEN_REVIEWS: readonly { comment: string; reason: string }[] = [
  {
    comment: 'Selling the same item cheaper, message me at 9123 4567 for a group buy.',
    reason: 'Advertising and personal contact details are not allowed in reviews.',
  },
  {
    comment: 'Wrong item, I meant to review the conditioner I bought last month.',
    reason: 'This review is not about the product bought.',
  },
  {
    comment: '要团购的私信我，比这里便宜很多。',
    reason: 'Advertising is not allowed in reviews.',
  },
];

/** Salon reviews the shop took down. */
export const HIDDEN_STORE_REVIEWS: readonly { comment: string; reason: string }[] = [
  {
    comment: 'I do home visits for half the price, call me at 9876 5432.',
    reason: 'Advertising and personal contact details are not allowed in reviews.',
  },
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w)\}/g, (_, k: string) => values[k] ?? '');

const spacedLatin = (text: string) =>
  text
    .replace(/([\u3400-\u9fff])([A-Za-z0-9])/gu, '$1 $2')
    .replace(/([A-Za-z0-9%])([\u3400-\u9fff])/gu, '$1 $2');

/** Sentences joined as the language writes them: a space between English ones, none between Chinese ones. */
function join(language: Language, parts: readonly string[]): string {
  return language === 'zh' ? zhJoin(...parts) : parts.join(' ');
}

/** An opening (sometimes), the sentence that fits, and a closing (sometimes). */
function compose(
  random: Random,
  language: Language,
  mood: Mood,
  middle: readonly string[],
  values: Record<string, string>,
) {
  const parts: string[] = [];
  if (random.chance(0.45)) parts.push(random.pick(OPENING[language][mood]));
  parts.push(fill(random.pick(middle), values));
  if (random.chance(0.4)) parts.push(random.pick(CLOSING[language][mood]));
  return join(language, parts);
}

/** A product review's comment for a product of `domain` called `type` ({en, zh}), or '' (stars only). */
export function productComment(
  random: Random,
  language: Language,
  halves: number,
  domain: Domain,
  type: { en: string; zh: string },
): string {
  if (random.chance(0.12)) return '';
  const mood = moodOf(halves);
  const lines = (language === 'zh' ? PRODUCT_ZH : PRODUCT_EN)[domain][mood];
  return compose(random, language, mood, lines, { t: language === 'zh' ? type.zh : type.en.toLowerCase() });
}

/** A salon review's comment on a visit to `stylist` (first name) for the service coded `service`. */
export function storeComment(
  random: Random,
  language: Language,
  halves: number,
  stylist: string,
  service: string | null,
): string {
  if (random.chance(0.1)) return '';
  const mood = moodOf(halves);
  const done = (service && SERVICE_WORDS[service]?.[language]) ?? ANY_SERVICE[language];
  const text = fill(random.pick(STORE_LINES[language][mood]), { s: stylist, v: done });
  // A sentence may open with what was done ("the cut was fine"), which English capitalises; Chinese keeps a
  // space around the stylist's Latin name, as the interface writes names.
  return language === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : spacedLatin(text);
}

/** The shop's reply to a review of that many half stars. */
export function shopReply(random: Random, language: Language, halves: number): string {
  return random.pick(REPLY[language][moodOf(halves)]);
}
