import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { shopDate } from '../db/shop-clock';
import type { FileStorage } from '../files';
import { newVoucherCode } from '../wallet';
import { putPictures, reserveIds } from './batch';
import { voucherPicture } from './images';
import { SHOP } from './shop';

/*
 * The demo shop's service vouchers: three voucher products on a "Salon Vouchers" shelf (two money values and
 * one named treatment), and the Singapore demo member's wallet holding one voucher of each status, so every
 * state of the wallet's vouchers tab can be seen at once. Both steps run on a shop seeded before vouchers
 * existed, once.
 */

const DEMO_HOLDER = 'MEILING8';
const SHELF = { slug: 'salon-vouchers', en: 'Salon Vouchers', zh: '服务券' };
const SHELF_SUB = { slug: 'hair-salon', en: 'Hair Salon', zh: '美发服务' };
const BRAND = { slug: 'rosette-salon', name: 'Rosette Salon', colour: '#8e3b5f' };

const TERMS = {
  en: `Valid at the ${SHOP.name} salons listed until the last day shown. Book your appointment at least 1 day in advance and show this code at the counter. One voucher per visit; it cannot be exchanged for cash or used after it expires.`,
  zh: `有效期内可在所列 ${SHOP.name} 门店使用。请至少提前 1 天预约，并在前台出示此券码。每次到店限用一张，不可兑换现金，过期后不可使用。`,
};

type VoucherProduct = {
  key: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** A money value, or the code of a salon service (seed/stores.ts). */
  valueCents: number | null;
  serviceName: string | null;
  priceCents: number;
  discountedCents: number | null;
  validDays: number;
  picture: { title: string; subtitle: string };
};

export const VOUCHER_PRODUCTS: readonly VoucherProduct[] = [
  {
    key: 'value-50',
    nameEn: 'S$50 Salon Voucher',
    nameZh: 'S$50 门店服务券',
    descriptionEn:
      'S$50 towards any salon service at our Singapore salons: a cut, colour or treatment. A thoughtful gift, delivered to the wallet as soon as it is paid.',
    descriptionZh:
      '可用于新加坡门店的任何美发服务：剪发、染发或护理，抵扣 S$50。付款后即存入钱包，也是贴心的礼物。',
    valueCents: 5000,
    serviceName: null,
    priceCents: 5000,
    discountedCents: 4500,
    validDays: 180,
    picture: { title: 'S$50', subtitle: 'Salon voucher' },
  },
  {
    key: 'value-100',
    nameEn: 'S$100 Salon Voucher',
    nameZh: 'S$100 门店服务券',
    descriptionEn:
      'S$100 towards any salon service at our Singapore salons, valid for a year. Pay less than its value while the offer lasts.',
    descriptionZh: '可用于新加坡门店的任何美发服务，抵扣 S$100，一年内有效。优惠期间以低于面值的价格购买。',
    valueCents: 10000,
    serviceName: null,
    priceCents: 10000,
    discountedCents: 8800,
    validDays: 365,
    picture: { title: 'S$100', subtitle: 'Salon voucher' },
  },
  {
    key: 'scalp',
    nameEn: 'Scalp Detox Treatment Voucher',
    nameZh: '头皮净化护理服务券',
    descriptionEn:
      'One Scalp Detox Treatment of 60 minutes: scalp analysis, exfoliation, steam and a relaxing massage. Good at the salons that offer it.',
    descriptionZh: '一次 60 分钟的头皮净化护理：头皮检测、去角质、蒸汽及舒缓按摩。适用于提供此项服务的门店。',
    valueCents: null,
    serviceName: 'Scalp Detox Treatment',
    priceCents: 7800,
    discountedCents: 6800,
    validDays: 90,
    picture: { title: 'Scalp Detox', subtitle: 'Treatment voucher' },
  },
];

const asDb = (tx: Tx) => tx as unknown as Db;

/** The voucher shelf, its three products and their voucher kinds; nothing when the shelf exists. */
export async function insertVoucherProducts(tx: Tx, storage: FileStorage, now: Date): Promise<void> {
  const [shelf] = await selectRows<{ id: number }>(
    asDb(tx),
    sql`select id from categories where slug = ${SHELF.slug}`,
  );
  if (shelf) return;
  const [category] = await selectRows<{ id: number }>(
    asDb(tx),
    sql`insert into categories (slug, name_en, name_zh, position)
      values (${SHELF.slug}, ${SHELF.en}, ${SHELF.zh}, (select coalesce(max(position), 0) + 1 from categories))
      returning id`,
  );
  const [sub] = await selectRows<{ id: number }>(
    asDb(tx),
    sql`insert into subcategories (category_id, slug, name_en, name_zh, position)
      values (${category!.id}, ${SHELF_SUB.slug}, ${SHELF_SUB.en}, ${SHELF_SUB.zh}, 0) returning id`,
  );
  const [brand] = await selectRows<{ id: number }>(
    asDb(tx),
    sql`insert into brands (slug, name, colour) values (${BRAND.slug}, ${BRAND.name}, ${BRAND.colour})
      on conflict (slug) do update set name = excluded.name returning id`,
  );
  const ids = await reserveIds(tx, 'products', VOUCHER_PRODUCTS.length);
  const paths = await putPictures(
    storage,
    VOUCHER_PRODUCTS.map((v, i) => ({
      key: `products/${ids[i]}-1.svg`,
      svg: voucherPicture({ ...v.picture, colour: BRAND.colour }),
    })),
  );
  for (const [i, v] of VOUCHER_PRODUCTS.entries()) {
    const product = { id: ids[i]! };
    await tx.execute(
      sql`insert into products (id, brand_id, category_id, subcategory_id, name_en, name_zh, description_en,
          description_zh, image, currency, max_per_order, sold_count, created_at)
        values (${product.id}, ${brand!.id}, ${category!.id}, ${sub!.id}, ${v.nameEn}, ${v.nameZh}, ${v.descriptionEn},
          ${v.descriptionZh}, ${paths[i]!}, 'SGD', 5, ${140 - 35 * i},
          ${new Date(now.getTime() - (30 + 10 * i) * 86_400_000).toISOString()}::timestamptz)`,
    );
    await tx.execute(
      sql`insert into product_images (product_id, path, position) values (${product!.id}, ${paths[i]!}, 0)`,
    );
    // A voucher is not stock on a shelf: a large count that a busy day cannot run out of.
    await tx.execute(
      sql`insert into variations (product_id, position, name, unit_price_cents, discounted_price_cents,
          agent_price_cents, points_to_redeem, stock)
        values (${product!.id}, 0, '', ${v.priceCents}, ${v.discountedCents}, null, 0, 100000)`,
    );
    await tx.execute(
      sql`insert into voucher_kinds (product_id, name_en, name_zh, value_cents, service_id, valid_days, terms_en,
          terms_zh, store_ids)
        values (${product!.id}, ${v.nameEn}, ${v.nameZh}, ${v.valueCents},
          ${v.serviceName === null ? null : sql`(select id from services where name_en = ${v.serviceName})`},
          ${v.validDays}, ${TERMS.en}, ${TERMS.zh}, ${storesFor(v.serviceName)})`,
    );
  }
}

/** A treatment voucher is good where the treatment is offered; a money voucher at every salon ('{}'). */
function storesFor(serviceName: string | null) {
  if (serviceName === null) return sql`'{}'::integer[]`;
  return sql`coalesce((select array_agg(ss.store_id order by ss.store_id) from store_services ss
    join services s on s.id = ss.service_id where s.name_en = ${serviceName}), '{}'::integer[])`;
}

/**
 * The demo member's vouchers, one of each status, dated around `now` in shop days: an active S$50 voucher, a
 * treatment voucher used a month ago, an S$30 voucher that expired, and an S$100 voucher voided by the shop.
 */
const DEMO_VOUCHERS = [
  { product: 'value-50', status: 'active', from: -10, until: 170, note: 'Welcome gift' },
  { product: 'scalp', status: 'used', from: -60, until: 30, note: 'Birthday treat' },
  { product: null, status: 'expired', from: -200, until: -20, note: 'Referral reward' },
  { product: 'value-100', status: 'void', from: -15, until: 350, note: 'Issued twice by mistake' },
] as const;

const EXPIRED_VOUCHER = {
  nameEn: 'S$30 Service Voucher',
  nameZh: 'S$30 服务券',
  valueCents: 3000,
};

export async function insertDemoVouchers(tx: Tx, now: Date): Promise<void> {
  const [holder] = await selectRows<{ id: number; has_vouchers: boolean }>(
    asDb(tx),
    sql`select u.id, exists (select 1 from vouchers v where v.user_id = u.id) as has_vouchers
      from users u where u.referral_code = ${DEMO_HOLDER}`,
  );
  if (!holder || holder.has_vouchers) return;
  const day = (offset: number) => sql`(${shopDate(sql`${now.toISOString()}::timestamptz`)} + ${offset}::int)`;
  const at = (offset: number) => sql`(${now.toISOString()}::timestamptz + ${`${offset} days`}::interval)`;
  for (const d of DEMO_VOUCHERS) {
    const product = VOUCHER_PRODUCTS.find((p) => p.key === d.product);
    const kind = product
      ? sql`(select k.id from voucher_kinds k join products p on p.id = k.product_id where p.name_en = ${product.nameEn})`
      : sql`null`;
    const names = product ?? EXPIRED_VOUCHER;
    const service = product?.serviceName
      ? sql`(select id from services where name_en = ${product.serviceName})`
      : sql`null`;
    await tx.execute(
      sql`insert into vouchers (user_id, kind_id, code, name_en, name_zh, value_cents, service_id, terms_en, terms_zh,
          store_ids, valid_from, valid_until, status, source, note, used_at, voided_at, created_at, updated_at)
        values (${holder.id}, ${kind}, ${newVoucherCode()}, ${names.nameEn}, ${names.nameZh},
          ${product ? product.valueCents : EXPIRED_VOUCHER.valueCents}, ${service}, ${TERMS.en}, ${TERMS.zh},
          ${storesFor(product?.serviceName ?? null)}, ${day(d.from)}, ${day(d.until)}, ${d.status},
          ${d.product === null ? 'referral' : 'operator'}, ${d.note},
          ${d.status === 'used' ? at(-30) : null}, ${d.status === 'void' ? at(-5) : null}, ${at(d.from)}, ${at(0)})`,
    );
  }
}
