import type { Language } from '../language';
import { formatPrice } from './price';

/*
 * What the shop tells a member, as a push (web or app) and as an inbox entry: the same title and body for
 * both, in the member's language. The API stores a notification as its kind and the facts below (so the
 * inbox can say it again in whichever language the member reads it later); a push is rendered in the
 * member's language when it is delivered. Chinese follows ZH-GLOSSARY.md.
 */

export const NOTIFICATION_KINDS = [
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_delivery_failed',
  'order_refunded',
  'order_expiring',
  'appointment_booked',
  'appointment_changed',
  'appointment_cancelled',
  'appointment_reminder',
  'points_received',
  'points_available',
  'referral_rewarded',
  'voucher_expiring',
  'partner_approved',
  'partner_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The facts each kind's texts name. Dates are shop dates (YYYY-MM-DD), times HH:MM, money integer cents
 * with its currency, as the rest of the API keeps them; `notificationText` formats them.
 */
export type NotificationFacts = {
  order_paid: { po_number: string };
  order_shipped: { po_number: string };
  order_delivered: { po_number: string };
  order_delivery_failed: { po_number: string };
  order_refunded: { po_number: string; amount_cents: number; currency: string };
  order_expiring: { po_number: string; minutes: number };
  appointment_booked: { date: string; time: string; store: string };
  appointment_changed: { date: string; time: string; store: string };
  appointment_cancelled: { date: string; time: string; store: string };
  appointment_reminder: { date: string; time: string; store: string };
  points_received: { points: number; from_name: string };
  points_available: { points: number };
  /** The referred friend's name, masked as the history shows it; `voucher_cents` 0: no voucher. */
  referral_rewarded: { points: number; friend_name: string; voucher_cents: number; currency: string };
  voucher_expiring: { voucher_name: string; expires_on: string };
  partner_approved: Record<string, never>;
  partner_rejected: { reason: string };
  withdrawal_paid: { amount_cents: number; currency: string };
  withdrawal_rejected: { amount_cents: number; currency: string; reason: string };
};

/** One event for one member, as a domain hands it over (the API's notification/index.ts `notify`). */
export type NotificationEvent = {
  [K in NotificationKind]: {
    kind: K;
    facts: NotificationFacts[K];
    /** The storefront path the notification opens (`/order/detail/PO123`). */
    link: string;
  };
}[NotificationKind];

type Texts = { title: string; body: string };
type Render<K extends NotificationKind> = (facts: NotificationFacts[K], f: Formats) => Texts;
type Formats = {
  money(cents: number, currency: string): string;
  date(date: string): string;
  number(n: number): string;
};

const FORMATS: Record<Language, Formats> = {
  en: {
    money: formatPrice,
    date: (date) =>
      new Intl.DateTimeFormat('en-SG', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    number: (n) => n.toLocaleString('en-US'),
  },
  zh: {
    money: formatPrice,
    date: (date) =>
      new Intl.DateTimeFormat('zh-CN', {
        month: 'long',
        day: 'numeric',
        weekday: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    number: (n) => n.toLocaleString('en-US'),
  },
};

const TEXTS: Record<Language, { [K in NotificationKind]: Render<K> }> = {
  en: {
    order_paid: (x) => ({
      title: 'Payment received',
      body: `Thank you! Order ${x.po_number} is paid and being prepared.`,
    }),
    order_shipped: (x) => ({ title: 'Order shipped', body: `Order ${x.po_number} is on its way.` }),
    order_delivered: (x) => ({ title: 'Order delivered', body: `Order ${x.po_number} has been delivered.` }),
    order_delivery_failed: (x) => ({
      title: 'Delivery attempt failed',
      body: `We could not deliver order ${x.po_number}. Please reschedule the delivery.`,
    }),
    order_refunded: (x, f) => ({
      title: 'Refund done',
      body: `${f.money(x.amount_cents, x.currency)} for order ${x.po_number} has been refunded.`,
    }),
    order_expiring: (x) => ({
      title: 'Your order is waiting for payment',
      body: `Order ${x.po_number} will be cancelled in ${x.minutes} minutes unless it is paid.`,
    }),
    appointment_booked: (x, f) => ({
      title: 'Appointment booked',
      body: `See you on ${f.date(x.date)} at ${x.time} at ${x.store}.`,
    }),
    appointment_changed: (x, f) => ({
      title: 'Appointment changed',
      body: `Your appointment is now on ${f.date(x.date)} at ${x.time} at ${x.store}.`,
    }),
    appointment_cancelled: (x, f) => ({
      title: 'Appointment cancelled',
      body: `Your appointment on ${f.date(x.date)} at ${x.time} at ${x.store} has been cancelled.`,
    }),
    appointment_reminder: (x, f) => ({
      title: 'Appointment tomorrow',
      body: `A reminder of your appointment tomorrow, ${f.date(x.date)} at ${x.time} at ${x.store}.`,
    }),
    points_received: (x, f) => ({
      title: 'Points received',
      body: `${x.from_name} sent you ${f.number(x.points)} points.`,
    }),
    points_available: (x, f) => ({
      title: 'Points available',
      body: `${f.number(x.points)} points are now available to use.`,
    }),
    referral_rewarded: (x, f) => ({
      title: 'Referral reward',
      body: `${x.friend_name} completed a first order: you received ${f.number(x.points)} points${
        x.voucher_cents > 0 ? ` and an ${f.money(x.voucher_cents, x.currency)} service voucher.` : '.'
      }`,
    }),
    voucher_expiring: (x, f) => ({
      title: 'Voucher expiring soon',
      body: `Your voucher "${x.voucher_name}" expires on ${f.date(x.expires_on)}.`,
    }),
    partner_approved: () => ({
      title: 'Welcome, partner',
      body: 'Your partner application is approved. Your partner dashboard is open.',
    }),
    partner_rejected: (x) => ({
      title: 'Partner application',
      body: x.reason
        ? `Your partner application was not approved: ${x.reason}`
        : 'Your partner application was not approved.',
    }),
    withdrawal_paid: (x, f) => ({
      title: 'Withdrawal paid',
      body: `${f.money(x.amount_cents, x.currency)} has been paid to your bank account.`,
    }),
    withdrawal_rejected: (x, f) => ({
      title: 'Withdrawal rejected',
      body: `Your withdrawal of ${f.money(x.amount_cents, x.currency)} was rejected and returned to your cash back${x.reason ? `: ${x.reason}` : '.'}`,
    }),
  },
  zh: {
    order_paid: (x) => ({ title: '付款成功', body: `谢谢！订单 ${x.po_number} 已付款，正在备货。` }),
    order_shipped: (x) => ({ title: '订单已发货', body: `订单 ${x.po_number} 已发货。` }),
    order_delivered: (x) => ({ title: '订单已送达', body: `订单 ${x.po_number} 已送达。` }),
    order_delivery_failed: (x) => ({
      title: '配送未成功',
      body: `订单 ${x.po_number} 未能送达，请重新安排配送。`,
    }),
    order_refunded: (x, f) => ({
      title: '退款完成',
      body: `订单 ${x.po_number} 的 ${f.money(x.amount_cents, x.currency)} 已退款。`,
    }),
    order_expiring: (x) => ({
      title: '订单待付款',
      body: `订单 ${x.po_number} 若未付款，将于 ${x.minutes} 分钟后取消。`,
    }),
    appointment_booked: (x, f) => ({
      title: '预约成功',
      body: `${f.date(x.date)} ${x.time}，${x.store}，期待您的光临。`,
    }),
    appointment_changed: (x, f) => ({
      title: '预约已更改',
      body: `您的预约已改为 ${f.date(x.date)} ${x.time}，${x.store}。`,
    }),
    appointment_cancelled: (x, f) => ({
      title: '预约已取消',
      body: `您 ${f.date(x.date)} ${x.time} 在 ${x.store} 的预约已取消。`,
    }),
    appointment_reminder: (x, f) => ({
      title: '明天的预约',
      body: `提醒您明天 ${f.date(x.date)} ${x.time} 在 ${x.store} 的预约。`,
    }),
    points_received: (x, f) => ({
      title: '收到积分',
      body: `${x.from_name} 转给您 ${f.number(x.points)} 积分。`,
    }),
    points_available: (x, f) => ({
      title: '积分已可用',
      body: `${f.number(x.points)} 积分现已可用，可在结算时抵扣。`,
    }),
    referral_rewarded: (x, f) => ({
      title: '推荐奖励',
      body: `${x.friend_name} 已完成首笔订单，您获得 ${f.number(x.points)} 积分${
        x.voucher_cents > 0 ? `及一张 ${f.money(x.voucher_cents, x.currency)} 服务券。` : '。'
      }`,
    }),
    voucher_expiring: (x, f) => ({
      title: '优惠券即将过期',
      body: `您的优惠券「${x.voucher_name}」将于 ${f.date(x.expires_on)} 过期。`,
    }),
    partner_approved: () => ({
      title: '欢迎成为合作伙伴',
      body: '您的合作伙伴申请已通过，合作伙伴中心已开通。',
    }),
    partner_rejected: (x) => ({
      title: '合作伙伴申请',
      body: x.reason ? `您的合作伙伴申请未通过：${x.reason}` : '您的合作伙伴申请未通过。',
    }),
    withdrawal_paid: (x, f) => ({
      title: '提现已到账',
      body: `${f.money(x.amount_cents, x.currency)} 已转入您的银行账户。`,
    }),
    withdrawal_rejected: (x, f) => ({
      title: '提现被拒绝',
      body: `您 ${f.money(x.amount_cents, x.currency)} 的提现被拒绝，金额已退回返现余额${x.reason ? `：${x.reason}` : '。'}`,
    }),
  },
};

/** A notification's title and body in `language`; the same for the push and the inbox. */
export function notificationText<K extends NotificationKind>(
  kind: K,
  facts: NotificationFacts[K],
  language: Language,
): Texts {
  return (TEXTS[language][kind] as Render<K>)(facts, FORMATS[language]);
}

/** Unread counts above this show as "99+" on the bell. */
export const NOTIFICATION_BADGE_MAX = 99;
/** Inbox page size. */
export const NOTIFICATION_PAGE_SIZE = 20;
