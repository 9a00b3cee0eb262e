import { DEFAULT_AGENT_SETTINGS } from '../reference';
import { SHOP } from './shop';

/*
 * The shop's legal and partner texts (landing data: membertermsandconditions, agenttermsandconditions,
 * personaldatapolicy, partner_details), as HTML the storefront renders as-is. Demo wording, not legal advice.
 */

export type LegalTexts = { en: string; zh: string };

const { legalName, customerServiceEmail, privacyEmail, agentsEmail } = SHOP;
const minWithdrawal = `S$${(SHOP.agentMinWithdrawalCents / 100).toFixed(2)}`;
// The ranks' thresholds and rates as the shop settings have them by default, which agent.promote-ranks and
// the cash-back use: the seeded texts cannot drift from them.
const { rankSalesCents, cashbackBps } = DEFAULT_AGENT_SETTINGS;
const sales = (cents: number) => `S$${(cents / 100).toLocaleString('en-US')}`;
const rate = (bps: number) => `${bps / 100}%`;

export const MEMBER_TERMS: LegalTexts = {
  en: `<h2>Member Terms and Conditions</h2>
<p>These terms apply to your ${SHOP.name} account and to every purchase, booking and reward made with it. By creating an account you accept them. ${legalName} ("we", "us") runs the shop from Singapore.</p>
<h3>1. Your account</h3>
<ul>
<li>An account is registered to one mobile number, confirmed with a one-time code sent by SMS.</li>
<li>Keep your password private. You are responsible for activity on your account until you tell us it has been misused.</li>
<li>You must be at least 13 years old; members under 18 need a parent's or guardian's consent.</li>
</ul>
<h3>2. Orders and prices</h3>
<p>Prices are shown in Singapore dollars and include GST. An order is accepted when we confirm it by email or in the app; until then we may cancel it, for example if an item is out of stock or was priced in error, and refund you in full. Each product may have a maximum quantity per order.</p>
<h3>3. Delivery</h3>
<p>We deliver to the address you choose at checkout, on the date and time slot you arrange. If a delivery attempt fails you can reschedule it from My Orders.</p>
<h3>4. Returns and refunds</h3>
<p>If an item arrives faulty or is not what you ordered, request a return within 7 days of receipt from My Orders. Refunds go back to the original payment method once we receive the item. For hygiene reasons opened products cannot be returned unless faulty.</p>
<h3>5. Points and vouchers</h3>
<ul>
<li>You earn points on completed orders; they appear in your wallet a set number of days after delivery.</li>
<li>100 points are worth S$1 when redeemed at checkout. Points expire 12 months after they are earned.</li>
<li>Service vouchers must be booked at least 1 day in advance and cannot be used after their expiry date.</li>
<li>Points and vouchers have no cash value and cannot be exchanged for cash.</li>
</ul>
<h3>6. Salon appointments</h3>
<p>Appointments can be booked, changed or cancelled in the app. Please cancel at least 24 hours ahead so another guest can take the slot.</p>
<h3>7. Reviews</h3>
<p>Reviews and photos you post must be your own and honest. You allow us to show them in the shop. We remove content that is abusive, off-topic or promotes other businesses.</p>
<h3>8. Liability and law</h3>
<p>Nothing in these terms limits rights you have under Singapore consumer law. These terms are governed by the laws of Singapore. Questions: <a href="mailto:${customerServiceEmail}">${customerServiceEmail}</a>.</p>`,
  zh: `<h2>会员条款与条件</h2>
<p>本条款适用于您的 ${SHOP.name} 账户，以及通过该账户进行的所有购买、预约与奖励。创建账户即表示您接受本条款。本商店由新加坡公司 ${legalName}（“我们”）经营。</p>
<h3>1. 您的账户</h3>
<ul>
<li>每个账户绑定一个手机号码，并通过短信一次性验证码确认。</li>
<li>请妥善保管您的密码。在您通知我们账户遭到盗用之前，账户内的一切活动由您负责。</li>
<li>您须年满 13 岁；未满 18 岁的会员需取得父母或监护人同意。</li>
</ul>
<h3>2. 订单与价格</h3>
<p>价格以新加坡元（S$）显示，并已包含消费税（GST）。订单在我们通过电子邮件或 App 确认后方告成立；在此之前，如商品缺货或标价有误，我们可取消订单并全额退款。每件商品可能设有单笔订单最高购买数量。</p>
<h3>3. 配送</h3>
<p>我们会按照您在结算时选择的收货地址及约定的日期与时段配送。如配送未成功，您可在“我的订单”中重新安排配送。</p>
<h3>4. 退货与退款</h3>
<p>如收到的商品有瑕疵或与订单不符，请于收货后 7 天内在“我的订单”中申请退货。我们收到退回商品后，款项将原路退回。基于卫生考虑，已开封商品除有瑕疵外恕不退换。</p>
<h3>5. 积分与优惠券</h3>
<ul>
<li>完成订单即可获得积分，积分会在送达指定天数后存入您的钱包。</li>
<li>结算时每 100 积分可抵扣 S$1。积分自获得之日起 12 个月后失效。</li>
<li>服务券须至少提前 1 天预约，过期后不可使用。</li>
<li>积分与优惠券不具现金价值，亦不可兑换现金。</li>
</ul>
<h3>6. 门店预约</h3>
<p>您可在 App 中预约、更改或取消服务。如需取消，请至少提前 24 小时，以便其他顾客预约该时段。</p>
<h3>7. 评价</h3>
<p>您发布的评价与照片须为本人原创且真实。您同意我们在商店中展示这些内容。辱骂性、与主题无关或为其他商家宣传的内容将被删除。</p>
<h3>8. 责任与适用法律</h3>
<p>本条款不影响您依据新加坡消费者保护法律所享有的权利。本条款受新加坡法律管辖。如有疑问，请联系 <a href="mailto:${customerServiceEmail}">${customerServiceEmail}</a>。</p>`,
};

export const AGENT_TERMS: LegalTexts = {
  en: `<h2>Style Partner Terms and Conditions</h2>
<p>These terms apply in addition to the Member Terms once your application to become a Style Partner ("partner") is approved and you have accepted them.</p>
<h3>1. Becoming a partner</h3>
<p>Any member in good standing may apply from the shop. We review applications within 5 working days and may decline one without giving reasons. You must accept these terms before partner features are switched on.</p>
<h3>2. Partner prices and partner-only products</h3>
<ul>
<li>Partners see and pay partner prices, and may buy products marked partner-only.</li>
<li>Products bought at partner prices are for your own use or for direct sale to your own customers. Listing them on online marketplaces below our member price is not allowed.</li>
</ul>
<h3>3. Referrals and conduct</h3>
<ul>
<li>Share your referral code honestly. Do not send unsolicited messages, use misleading claims, or make medical claims about any product.</li>
<li>You may not refer yourself or create accounts for other people.</li>
</ul>
<h3>4. Cash back, points and withdrawals</h3>
<p>Cash back is credited to your partner wallet when the referred order is completed and its return period has passed. You can convert cash back to points or withdraw it to a bank account in your name. The minimum withdrawal is ${minWithdrawal}. Withdrawals are processed on the 1st and 15th of each month and take 4–5 working days to reach your bank.</p>
<h3>5. Ranks</h3>
<p>Your rank (Style Silver, Style Gold, Style Platinum or Style Executive) is reviewed every month against your team's sales over the last three full months (the criteria in the Partner Programme details). A rank goes up when your team's sales reach the next one, and never goes down.</p>
<h3>6. Taxes</h3>
<p>You are responsible for declaring partner income and paying any tax due on it.</p>
<h3>7. Suspension and ending</h3>
<p>We may suspend or end a partnership that breaks these terms; cash back earned through a breach is forfeited. You may end your partnership at any time by writing to <a href="mailto:${agentsEmail}">${agentsEmail}</a>; your remaining balance is paid out at the next processing date.</p>
<h3>8. Changes</h3>
<p>We will give partners at least 14 days' notice of material changes to these terms.</p>`,
  zh: `<h2>Style Partner 合作伙伴条款与条件</h2>
<p>当您成为 Style Partner（“合作伙伴”）的申请获批并接受本条款后，本条款在会员条款之外同时适用。</p>
<h3>1. 成为合作伙伴</h3>
<p>任何信誉良好的会员均可在商店中提出申请。我们会在 5 个工作日内完成审核，并可在不说明理由的情况下拒绝申请。您须先接受本条款，合作伙伴功能方可开通。</p>
<h3>2. 合作伙伴价与合作伙伴专享商品</h3>
<ul>
<li>合作伙伴可查看并以合作伙伴价购买商品，亦可购买标示为合作伙伴专享的商品。</li>
<li>以合作伙伴价购买的商品仅供自用或直接销售给您自己的顾客，不得在网络购物平台上以低于会员价的价格出售。</li>
</ul>
<h3>3. 推荐与行为准则</h3>
<ul>
<li>请如实分享您的推荐码。不得发送未经请求的信息、作出误导性宣传，或对任何产品作出医疗功效声明。</li>
<li>不得推荐自己，或替他人注册账户。</li>
</ul>
<h3>4. 返现、积分与提现</h3>
<p>被推荐订单完成且退货期结束后，返现将存入您的合作伙伴钱包。您可将返现转为积分，或提现至您本人名下的银行账户。最低提现金额为 ${minWithdrawal}。提现申请于每月 1 日及 15 日处理，约需 4 至 5 个工作日到账。</p>
<h3>5. 等级</h3>
<p>您的等级（Style Silver、Style Gold、Style Platinum 或 Style Executive）每月按您团队最近三个完整月份的销售额评定一次（标准见合作伙伴计划说明）。团队销售额达到上一等级的标准即可晋级，等级不会下调。</p>
<h3>6. 税务</h3>
<p>您须自行申报合作伙伴收入并缴纳相关税款。</p>
<h3>7. 暂停与终止</h3>
<p>如合作伙伴违反本条款，我们可暂停或终止合作，因违规所得的返现将被没收。您可随时发送电子邮件至 <a href="mailto:${agentsEmail}">${agentsEmail}</a> 终止合作，余额将于下一个处理日支付。</p>
<h3>8. 条款变更</h3>
<p>如本条款有重大变更，我们将至少提前 14 天通知合作伙伴。</p>`,
};

export const PRIVACY_POLICY: LegalTexts = {
  en: `<h2>Personal Data Protection Policy</h2>
<p>${legalName} respects your privacy and handles personal data in line with Singapore's Personal Data Protection Act 2012 (PDPA). This policy explains what we collect, why, and the choices you have.</p>
<h3>1. Data we collect</h3>
<ul>
<li>Account details: name, full name, mobile number, email address, birthday, gender and preferred language.</li>
<li>Orders, deliveries, addresses, appointments, reviews and wallet activity.</li>
<li>For partners: bank account details and identification needed to pay cash back.</li>
<li>Device and usage data such as app version and push notification tokens.</li>
</ul>
<h3>2. How we use it</h3>
<p>To run your account, deliver orders, book and remind you of appointments, award points and vouchers, pay partners, prevent fraud, answer your questions and, with your consent, send offers. We do not sell personal data.</p>
<h3>3. Who we share it with</h3>
<p>Delivery partners, payment processors, SMS and notification providers, and our salons, each only for the service they provide to you, and authorities where the law requires it.</p>
<h3>4. Consent and withdrawal</h3>
<p>You may withdraw consent to marketing at any time in Settings or by writing to us. Withdrawing consent for data we need to run your account may mean we can no longer provide it.</p>
<h3>5. Access and correction</h3>
<p>You can see and correct most data in your profile. To request a copy of your data or a correction, contact our Data Protection Officer; we respond within 30 days.</p>
<h3>6. Protection, retention and transfers</h3>
<p>Data is stored encrypted and access is limited to staff who need it. We keep it only while it is needed for the purposes above or by law, then delete or anonymise it. Where data is processed outside Singapore, we make sure it is protected to a standard comparable to the PDPA.</p>
<h3>7. Contact</h3>
<p>Data Protection Officer, ${legalName}: <a href="mailto:${privacyEmail}">${privacyEmail}</a>.</p>`,
  zh: `<h2>个人资料保护政策</h2>
<p>${legalName} 尊重您的隐私，并依照新加坡《2012 年个人资料保护法》（PDPA）处理个人资料。本政策说明我们收集哪些资料、用途为何，以及您享有的选择。</p>
<h3>1. 我们收集的资料</h3>
<ul>
<li>账户资料：姓名、全名、手机号码、电子邮箱、生日、性别及偏好语言。</li>
<li>订单、配送、地址、预约、评价及钱包记录。</li>
<li>合作伙伴：支付返现所需的银行账户及身份证明资料。</li>
<li>设备与使用资料，例如 App 版本及推送通知令牌。</li>
</ul>
<h3>2. 资料用途</h3>
<p>用于管理您的账户、配送订单、预约及提醒、发放积分与优惠券、向合作伙伴付款、防范欺诈、回复您的查询，以及在您同意后发送优惠信息。我们绝不出售个人资料。</p>
<h3>3. 资料分享对象</h3>
<p>配送伙伴、支付服务商、短信及推送通知服务商以及我们的门店，各方仅为向您提供相应服务而使用资料；在法律要求时亦会提供给有关当局。</p>
<h3>4. 同意与撤回</h3>
<p>您可随时在“设置”中或致函我们撤回接收营销信息的同意。若撤回对管理账户所必需资料的同意，我们可能无法继续提供服务。</p>
<h3>5. 查阅与更正</h3>
<p>您可在个人资料页面查看并更正大部分资料。如需索取资料副本或要求更正，请联系我们的资料保护官，我们将在 30 天内回复。</p>
<h3>6. 保护、保存与跨境传输</h3>
<p>资料经加密储存，仅限有需要的员工访问。我们只在上述用途或法律要求的期限内保存资料，之后予以删除或匿名化。若资料在新加坡境外处理，我们确保其受到与 PDPA 相当的保护。</p>
<h3>7. 联系方式</h3>
<p>${legalName} 资料保护官：<a href="mailto:${privacyEmail}">${privacyEmail}</a>。</p>`,
};

export const AGENT_DETAILS: LegalTexts = {
  en: `<h2>The Style Partner Programme</h2>
<p>Love our products and salons? As a Style Partner you shop at partner prices, unlock partner-only products and earn rewards when the people you introduce shop with us.</p>
<h3>How it works</h3>
<ol>
<li>Apply from your account and accept the Style Partner terms.</li>
<li>Share your referral code or link with friends and customers.</li>
<li>Earn points and cash back as they join and shop, and track everything in your partner dashboard.</li>
</ol>
<h3>Referral rewards</h3>
<ul>
<li>A friend signs up with your code and completes a first order: you receive <strong>1000 points (worth S$10)</strong>.</li>
<li>A member you referred becomes a Style Partner: you receive <strong>3000 points (worth S$30) and an S$30 service voucher</strong>.</li>
</ul>
<h3>Ranks</h3>
<ul>
<li><strong>Style Silver</strong>: every new partner. Partner prices, partner-only products and ${rate(cashbackBps.silver)} cash back on your team's orders.</li>
<li><strong>Style Gold</strong>: ${sales(rankSalesCents.gold)} in team sales over the last three full months. ${rate(cashbackBps.gold)} cash back.</li>
<li><strong>Style Platinum</strong>: ${sales(rankSalesCents.platinum)} in team sales over the last three full months. ${rate(cashbackBps.platinum)} cash back and early access to new launches.</li>
<li><strong>Style Executive</strong>: ${sales(rankSalesCents.executive)} in team sales over the last three full months. ${rate(cashbackBps.executive)} cash back and a quarterly salon treatment.</li>
</ul>
<h3>Getting paid</h3>
<p>Convert cash back into points at any time, or withdraw it to your bank account. The minimum withdrawal is ${minWithdrawal}. Cash-out requests are processed on the 1st and 15th of each month and take 4–5 working days to arrive.</p>
<p>Questions? Write to <a href="mailto:${agentsEmail}">${agentsEmail}</a>.</p>`,
  zh: `<h2>Style Partner 合作伙伴计划</h2>
<p>喜爱我们的产品和门店？成为 Style Partner，即可享受合作伙伴价、解锁合作伙伴专享商品，并在您介绍的朋友购物时获得奖励。</p>
<h3>如何运作</h3>
<ol>
<li>在账户中提交申请，并接受 Style Partner 条款。</li>
<li>与朋友和顾客分享您的推荐码或链接。</li>
<li>他们注册并购物时，您即可获得积分与返现，一切可在合作伙伴中心查看。</li>
</ol>
<h3>推荐奖励</h3>
<ul>
<li>朋友使用您的推荐码注册并完成首笔订单：您可获得 <strong>1000 积分（价值 S$10）</strong>。</li>
<li>您推荐的会员成为 Style Partner：您可获得 <strong>3000 积分（价值 S$30）及一张 S$30 服务券</strong>。</li>
</ul>
<h3>等级</h3>
<ul>
<li><strong>Style Silver</strong>：所有新合作伙伴。享受合作伙伴价、合作伙伴专享商品，以及团队订单 ${rate(cashbackBps.silver)} 返现。</li>
<li><strong>Style Gold</strong>：最近三个完整月份团队销售额达 ${sales(rankSalesCents.gold)}。${rate(cashbackBps.gold)} 返现。</li>
<li><strong>Style Platinum</strong>：最近三个完整月份团队销售额达 ${sales(rankSalesCents.platinum)}。${rate(cashbackBps.platinum)} 返现，并可抢先购买新品。</li>
<li><strong>Style Executive</strong>：最近三个完整月份团队销售额达 ${sales(rankSalesCents.executive)}。${rate(cashbackBps.executive)} 返现，并每季享一次门店护理。</li>
</ul>
<h3>收款方式</h3>
<p>返现可随时转为积分，或提现至您的银行账户。最低提现金额为 ${minWithdrawal}。提现申请于每月 1 日及 15 日处理，约需 4 至 5 个工作日到账。</p>
<p>如有疑问，请发送电子邮件至 <a href="mailto:${agentsEmail}">${agentsEmail}</a>。</p>`,
};
