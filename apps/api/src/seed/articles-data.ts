import type { ArticleMotif } from './images';

/** Magazine articles for the home page strip and the article pages; HTML rendered as-is by the storefront. */
export type ArticleDef = {
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  contentEn: string;
  contentZh: string;
  /** The magazine's tag, shown over the thumbnail. */
  tagEn: string;
  tagZh: string;
  motif: ArticleMotif;
  colour: string;
  daysAgo: number;
};

export const ARTICLES: readonly ArticleDef[] = [
  {
    titleEn: 'How to Keep Coloured Hair Vibrant for Longer',
    titleZh: '让染后发色持久亮丽的秘诀',
    summaryEn: 'Our colourists share the small habits that keep a new shade rich and glossy for weeks.',
    summaryZh: '我们的染发师分享几个小习惯，让新发色在数周内依然饱满亮泽。',
    tagEn: 'Hair colour',
    tagZh: '染发',
    motif: 'waves',
    colour: '#8a4108',
    daysAgo: 3,
    contentEn: `<p>A fresh colour looks its best in the first week. With a few changes to your routine it can look that way for much longer.</p>
<h2>Wait before the first wash</h2>
<p>Give the colour 48 to 72 hours to settle before you shampoo. The cuticle is still closing, and early washing rinses pigment away.</p>
<h2>Build a colour-safe routine</h2>
<ul>
<li>Use a sulfate-free colour care shampoo and wash with lukewarm, not hot, water.</li>
<li>Swap one conditioner a week for a colour depositing mask to top up tone.</li>
<li>Use purple shampoo once a week on blonde, silver or highlighted hair to keep brassiness away.</li>
<li>Always mist on a heat protect spray before blow-drying or straightening.</li>
</ul>
<h2>Protect it from the sun</h2>
<p>Singapore sun fades colour quickly. Wear a hat at the beach or pool, and rinse chlorine or salt water out as soon as you can.</p>
<h2>Book a gloss between colours</h2>
<p>A 30-minute gloss at the salon every six weeks refreshes shine and tone without a full colour service.</p>`,
    contentZh: `<p>刚染好的发色在第一周最为好看。只需对日常护理稍作调整，就能让这份好看维持得更久。</p>
<h2>第一次洗发前先等一等</h2>
<p>染发后请等待 48 至 72 小时再洗发。此时毛鳞片尚未完全闭合，过早洗发会冲走色素。</p>
<h2>建立护色日常</h2>
<ul>
<li>使用不含硫酸盐的护色洗发水，并以温水而非热水洗发。</li>
<li>每周用一次补色发膜代替护发素，补充色调。</li>
<li>金发、银发或挑染发质每周使用一次紫色洗发水，避免发色泛黄。</li>
<li>吹发或拉直前，务必先喷上热防护喷雾。</li>
</ul>
<h2>做好防晒</h2>
<p>新加坡的阳光会让发色迅速褪去。去海边或泳池时请戴上帽子，并尽快冲洗掉氯水或海水。</p>
<h2>两次染发之间做一次光泽护理</h2>
<p>每六周到门店做一次 30 分钟的光泽护理，无需重新染发即可焕新光泽与色调。</p>`,
  },
  {
    titleEn: 'A Simple Skincare Routine for Humid Weather',
    titleZh: '湿热天气的简易护肤步骤',
    summaryEn: 'Lighter textures, fewer steps and sunscreen every day: a routine that works in the tropics.',
    summaryZh: '更轻盈的质地、更少的步骤、每天防晒：适合热带气候的护肤方法。',
    tagEn: 'Skin care',
    tagZh: '护肤',
    motif: 'drops',
    colour: '#1d6b73',
    daysAgo: 12,
    contentEn: `<p>Humidity changes what your skin needs. Heavy creams that feel lovely in a cold climate can leave skin congested here. The answer is not more products but the right textures.</p>
<h2>Morning</h2>
<ul>
<li><strong>Cleanse</strong> with a gentle gel cleanser.</li>
<li><strong>Hydrate</strong> with a toner or essence, patted in with the palms.</li>
<li><strong>Treat</strong> with a vitamin C serum to brighten and protect.</li>
<li><strong>Protect</strong> with SPF 50, even on cloudy days.</li>
</ul>
<h2>Evening</h2>
<p>Take off sunscreen and make-up with a cleansing oil, follow with your gel cleanser, then use a hydrating serum and a light gel cream. Twice a week, swap the cream for a sleeping mask.</p>
<h2>Signs you are overdoing it</h2>
<p>Stinging, sudden breakouts or tight, shiny skin often mean too many actives. Pare back to cleanser, moisturiser and sunscreen for a week and reintroduce one product at a time.</p>`,
    contentZh: `<p>潮湿的天气会改变肌肤的需求。在寒冷地区用起来舒适的厚重面霜，在这里却可能让毛孔堵塞。关键不在于用更多产品，而在于选对质地。</p>
<h2>早上</h2>
<ul>
<li><strong>清洁</strong>：使用温和的洁面啫喱。</li>
<li><strong>补水</strong>：以掌心轻拍爽肤水或精华水。</li>
<li><strong>修护</strong>：使用维生素 C 精华提亮并防护。</li>
<li><strong>防晒</strong>：即使阴天也要涂抹 SPF 50 防晒。</li>
</ul>
<h2>晚上</h2>
<p>先用卸妆油卸除防晒与彩妆，再用洁面啫喱清洁，然后使用保湿精华和轻盈的水凝霜。每周两次以睡眠面膜代替面霜。</p>
<h2>护肤过度的信号</h2>
<p>刺痛、突然爆痘或肌肤紧绷泛油，往往是功效成分用得太多。请先精简为洁面、保湿与防晒一周，再逐一加回其他产品。</p>`,
  },
  {
    titleEn: 'Scalp Care 101: Healthy Hair Starts at the Roots',
    titleZh: '头皮护理入门：健康秀发从根源开始',
    summaryEn: 'Why your scalp deserves the same attention as your face, and a weekly routine to try.',
    summaryZh: '为什么头皮值得像脸部一样被呵护，以及一套每周护理方法。',
    tagEn: 'Hair care',
    tagZh: '护发',
    motif: 'leaves',
    colour: '#2f5d3a',
    daysAgo: 26,
    contentEn: `<p>Your scalp is skin, with more oil glands than almost anywhere else on the body. In hot weather it collects sweat, oil and product, and that build-up can leave hair flat and roots itchy.</p>
<h2>Know your scalp</h2>
<ul>
<li><strong>Oily</strong>: hair looks flat by the evening. Wash daily with a balancing shampoo.</li>
<li><strong>Dry or sensitive</strong>: tightness, flaking or itching. Choose soothing, fragrance-light formulas.</li>
<li><strong>Balanced</strong>: keep it that way with a weekly scrub.</li>
</ul>
<h2>A weekly routine</h2>
<p>Once a week, massage a scalp scrub into wet roots before shampooing. On other nights, apply a few drops of scalp serum along your partings and massage for two minutes to boost circulation.</p>
<h2>When to see a specialist</h2>
<p>If shedding, redness or flaking lasts more than a few weeks, book a scalp analysis at any of our salons. Our specialists look at your scalp under magnification and suggest a treatment plan.</p>`,
    contentZh: `<p>头皮也是皮肤，而且皮脂腺比身体几乎任何部位都多。炎热天气下，汗水、油脂和造型产品容易堆积，令头发扁塌、发根发痒。</p>
<h2>了解您的头皮</h2>
<ul>
<li><strong>油性</strong>：到傍晚头发就变扁塌。请每天使用平衡控油洗发水。</li>
<li><strong>干性或敏感</strong>：紧绷、头屑或瘙痒。请选择舒缓、低香精的配方。</li>
<li><strong>中性</strong>：每周一次头皮磨砂，维持良好状态。</li>
</ul>
<h2>每周护理</h2>
<p>每周一次，在洗发前将头皮磨砂膏按摩于湿润发根。其他晚上，沿发缝滴几滴头皮精华，按摩两分钟促进血液循环。</p>
<h2>何时需要专业帮助</h2>
<p>若掉发、泛红或头屑持续数周，欢迎到我们任何一家门店预约头皮检测。专业护理师会以放大镜观察您的头皮，并建议合适的护理方案。</p>`,
  },
  {
    titleEn: 'How to Choose a Fragrance You Will Love',
    titleZh: '如何挑选一款心仪的香水',
    summaryEn: 'Top, heart and base notes explained, plus how to test a scent properly before you buy.',
    summaryZh: '前调、中调与后调解析，以及购买前正确试香的方法。',
    tagEn: 'Fragrance',
    tagZh: '香氛',
    motif: 'bottle',
    colour: '#5b3a8a',
    daysAgo: 41,
    contentEn: `<p>A fragrance changes over the hours you wear it. Knowing how it unfolds makes it much easier to pick one you will still love at the end of the day.</p>
<h2>Notes, from first spray to last</h2>
<ul>
<li><strong>Top notes</strong> such as citrus and herbs greet you first and fade within 15 minutes.</li>
<li><strong>Heart notes</strong> such as florals and spices make up the character of the scent.</li>
<li><strong>Base notes</strong> such as woods, musk and amber last the longest.</li>
</ul>
<h2>Test on skin, not paper</h2>
<p>Spray one fragrance on each wrist, then walk away. Smell again after an hour and again in the evening. Your skin chemistry matters, so the same perfume can smell different on a friend.</p>
<h2>Eau de parfum or eau de toilette?</h2>
<p>Eau de parfum holds more perfume oil and lasts longer; eau de toilette is lighter and suits hot days and the office. Many people keep one of each.</p>`,
    contentZh: `<p>香水在一天之中会不断变化。了解它如何层层展开，就更容易挑到一款到了傍晚仍然喜欢的香气。</p>
<h2>从第一喷到最后的香调</h2>
<ul>
<li><strong>前调</strong>：如柑橘与草本，最先出现，约 15 分钟内消散。</li>
<li><strong>中调</strong>：如花香与香料，构成香水的主要个性。</li>
<li><strong>后调</strong>：如木质、麝香与琥珀，留香最久。</li>
</ul>
<h2>在皮肤上试香，而非试香纸</h2>
<p>在两边手腕各喷一款香水，然后先离开。一小时后再闻一次，傍晚再闻一次。每个人的肤质不同，同一款香水在朋友身上可能味道不一样。</p>
<h2>浓香水还是淡香水？</h2>
<p>浓香水香精浓度较高、更持久；淡香水较轻盈，适合炎热天气与办公室。很多人会各备一款。</p>`,
  },
  {
    titleEn: 'Five-Minute Make-up for Busy Mornings',
    titleZh: '忙碌早晨的五分钟妆容',
    summaryEn: 'Five products, five minutes, a fresh face that lasts through the commute and the humidity.',
    summaryZh: '五件单品、五分钟，打造通勤与潮湿天气都不怕的清新妆容。',
    tagEn: 'Make-up',
    tagZh: '彩妆',
    motif: 'compact',
    colour: '#7a2e4d',
    daysAgo: 60,
    contentEn: `<p>You do not need a full routine to look put together. This five-step face takes five minutes and survives a humid commute.</p>
<h2>The five steps</h2>
<ol>
<li><strong>Cushion compact</strong>: pat on where you need it, not all over.</li>
<li><strong>Blush</strong>: a sweep on the cheeks warms up the whole face.</li>
<li><strong>Mascara</strong>: one coat, wiggled from root to tip.</li>
<li><strong>Lip tint</strong>: dab on and blot for colour that lasts through coffee.</li>
<li><strong>Pressed powder</strong>: only on the T-zone, to keep shine down.</li>
</ol>
<h2>Make it last</h2>
<p>Let sunscreen settle for two minutes before make-up, and carry blotting papers instead of adding more powder through the day.</p>`,
    contentZh: `<p>不需要完整的化妆步骤也能看起来精神利落。这套五步妆容只需五分钟，通勤途中再潮湿也不怕。</p>
<h2>五个步骤</h2>
<ol>
<li><strong>气垫粉底</strong>：只拍在需要的地方，不必全脸涂抹。</li>
<li><strong>腮红</strong>：在双颊轻扫一下，整张脸都有了好气色。</li>
<li><strong>睫毛膏</strong>：由根部以 Z 字形刷至末端，一层即可。</li>
<li><strong>唇釉</strong>：点涂后轻抿，喝咖啡也不易脱色。</li>
<li><strong>粉饼</strong>：只按压 T 区，控制油光。</li>
</ol>
<h2>让妆容更持久</h2>
<p>涂完防晒后静候两分钟再上妆；白天随身携带吸油纸，而不是不断补粉。</p>`,
  },
  {
    titleEn: 'Become a Style Partner: How Our Partner Programme Works',
    titleZh: '成为 Style Partner：合作伙伴计划详解',
    summaryEn: 'Partner prices, referral rewards and four ranks from Style Silver to Style Executive.',
    summaryZh: '合作伙伴价、推荐奖励，以及从 Style Silver 到 Style Executive 的四个等级。',
    tagEn: 'Partners',
    tagZh: '合作伙伴',
    motif: 'stars',
    colour: '#9a7b2f',
    daysAgo: 85,
    contentEn: `<p>Many of our most loyal customers already recommend us to friends. The Style Partner programme rewards them for it.</p>
<h2>What partners get</h2>
<ul>
<li>Partner prices on every product, and access to partner-only products.</li>
<li>1000 points (worth S$10) for each friend who joins with your code and places a first order.</li>
<li>3000 points (worth S$30) and an S$30 service voucher when someone you referred becomes a partner.</li>
<li>Cash back on your team's orders, rising with your rank.</li>
</ul>
<h2>Four ranks</h2>
<p>Everyone starts as Style Silver. As your team grows you move up to Style Gold, Style Platinum and Style Executive, each with a higher cash-back rate.</p>
<h2>Getting paid</h2>
<p>Withdraw cash back to your bank account: requests are processed on the 1st and 15th of each month and arrive in 4–5 working days.</p>`,
    contentZh: `<p>许多忠实顾客早已在向朋友推荐我们。Style Partner 合作伙伴计划正是为回馈他们而设。</p>
<h2>合作伙伴可享</h2>
<ul>
<li>所有商品享合作伙伴价，并可购买合作伙伴专享商品。</li>
<li>每位使用您的推荐码注册并完成首单的朋友，可为您带来 1000 积分（价值 S$10）。</li>
<li>您推荐的会员成为合作伙伴时，您可获得 3000 积分（价值 S$30）及一张 S$30 服务券。</li>
<li>团队订单的返现，等级越高返现越多。</li>
</ul>
<h2>四个等级</h2>
<p>所有人都从 Style Silver 开始。随着团队壮大，您将晋升为 Style Gold、Style Platinum 及 Style Executive，返现比例逐级提高。</p>
<h2>收款方式</h2>
<p>返现可提现至您的银行账户：申请于每月 1 日及 15 日处理，约 4 至 5 个工作日到账。</p>`,
  },
];
