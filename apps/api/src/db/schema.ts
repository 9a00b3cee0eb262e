import { ORDER_STATUS_VALUES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * One schema for PGlite and PostgreSQL. Money is integer cents beside a currency code. Translated texts are
 * column pairs (_en, _zh): the shop has exactly two languages and every query picks one column.
 */

/** Full-text search document; written only by the triggers of migration 0004, never by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  position: integer('position').notNull().default(0),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    role: text('role', { enum: ['member', 'agent'] })
      .notNull()
      .default('member'),
    agentRank: text('agent_rank', { enum: ['silver', 'gold', 'platinum', 'executive'] }),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender'),
    passwordHash: text('password_hash').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: integer('referred_by_user_id'),
    pushEnabled: boolean('push_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_country_mobile_idx').on(t.countryId, t.mobile),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
    check('users_rank_check', sql`(${t.role} = 'agent') = (${t.agentRank} is not null)`),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_slug_idx').on(t.categoryId, t.slug)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The brand's colour, used for its generated product pictures. */
  colour: text('colour').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    image: text('image').notNull(),
    currency: text('currency').notNull().default('SGD'),
    /** 0 when the product is sold as one unit, 1 when it has volume variations to choose from. */
    hasVolumeVariations: boolean('has_volume_variations').notNull().default(false),
    partnerOnly: boolean('partner_only').notNull().default(false),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    ratePercent: smallint('rate_percent').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** Names of the product, its brand, category and subcategory in both languages (see migration 0004). */
    searchVector: tsvector('search_vector'),
    /**
     * The payable price the product's card shows (the first in-stock variation's), kept by the triggers of
     * migration 0004 so listings can sort by price from an index.
     */
    shownPriceCents: integer('shown_price_cents').notNull().default(0),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_brand_idx').on(t.brandId),
    // Shop listings: each order reads a category's first page from an index instead of sorting the category,
    // and the count and brand filter list come from an index alone.
    index('products_category_newest_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('products_category_price_idx').on(t.categoryId, t.shownPriceCents, t.id).where(sql`${t.isActive}`),
    index('products_category_sold_idx').on(t.categoryId, t.soldCount, t.id).where(sql`${t.isActive}`),
    index('products_category_rating_idx')
      .on(t.categoryId, t.ratePercent, t.reviewCount, t.id)
      .where(sql`${t.isActive}`),
    // A product page's related products (migration 0009): best sellers of its subcategory, then of the rest
    // of its category, each read in order from an index instead of sorting the category on every page.
    index('products_category_subcategory_sold_idx')
      .on(t.categoryId, t.subcategoryId, t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index('products_category_sold_related_idx')
      .on(t.categoryId, t.soldCount.desc().nullsFirst(), t.id, t.subcategoryId)
      .where(sql`${t.isActive}`),
    index('products_category_brand_idx')
      .on(t.categoryId, t.subcategoryId, t.brandId)
      .where(sql`${t.isActive}`),
    index('products_newest_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    // Only active products are ever searched (migration 0007); fastupdate off, so no search scans a pending list.
    index('products_search_idx')
      .using('gin', t.searchVector)
      .with({ fastupdate: false })
      .where(sql`${t.isActive}`),
    check('products_rate_check', sql`${t.ratePercent} between 0 and 100`),
    check('products_max_per_order_check', sql`${t.maxPerOrder} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * What a customer actually buys and what holds stock. A product without volume variations has exactly one
 * row here with an empty name, so prices, points and stock live in one place for both kinds.
 */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents'),
    agentPriceCents: integer('agent_price_cents'),
    pointsToRedeem: integer('points_to_redeem').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('variations_product_idx').on(t.productId, t.position),
    check('variations_stock_check', sql`${t.stock} >= 0`),
    check('variations_price_check', sql`${t.unitPriceCents} > 0`),
    check(
      'variations_discount_check',
      sql`${t.discountedPriceCents} is null or (${t.discountedPriceCents} > 0 and ${t.discountedPriceCents} < ${t.unitPriceCents})`,
    ),
    check('variations_points_check', sql`${t.pointsToRedeem} >= 0`),
  ],
);

/** Flash deals (1), hot deals (2) and top picks (3); a top pick is a slider image with its own products. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('deals_type_idx').on(t.type, t.position),
    check('deals_type_check', sql`${t.type} in (1, 2, 3)`),
  ],
);

export const dealProducts = pgTable(
  'deal_products',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.productId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imageDesktop: text('image_desktop').notNull(),
  imageMobile: text('image_mobile').notNull(),
  altEn: text('alt_en').notNull(),
  altZh: text('alt_zh').notNull(),
  // The words the storefront sets over the picture (the picture itself carries none, so each language reads
  // its own); empty for a banner whose picture is all it says.
  headlineEn: text('headline_en').notNull().default(''),
  headlineZh: text('headline_zh').notNull().default(''),
  sublineEn: text('subline_en').notNull().default(''),
  sublineZh: text('subline_zh').notNull().default(''),
  ctaEn: text('cta_en').notNull().default(''),
  ctaZh: text('cta_zh').notNull().default(''),
  redirectType: smallint('redirect_type').notNull(),
  redirectId: integer('redirect_id'),
  url: text('url'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    /** The magazine's tag of the article ("Hair care"), shown over its thumbnail. */
    tagEn: text('tag_en').notNull().default(''),
    tagZh: text('tag_zh').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHoursEn: text('opening_hours_en').notNull(),
  openingHoursZh: text('opening_hours_zh').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const stylists = pgTable(
  'stylists',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    image: text('image').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('stylists_store_idx').on(t.storeId)],
);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('SGD'),
  position: integer('position').notNull().default(0),
});

export const storeServices = pgTable(
  'store_services',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.serviceId] })],
);

/** The shop's single row of settings shown on the landing data: legal texts, contact, partner limits. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    memberTermsEn: text('member_terms_en').notNull(),
    memberTermsZh: text('member_terms_zh').notNull(),
    agentTermsEn: text('agent_terms_en').notNull(),
    agentTermsZh: text('agent_terms_zh').notNull(),
    privacyPolicyEn: text('privacy_policy_en').notNull(),
    privacyPolicyZh: text('privacy_policy_zh').notNull(),
    partnerDetailsEn: text('partner_details_en').notNull(),
    partnerDetailsZh: text('partner_details_zh').notNull(),
    customerServiceEmail: text('customer_service_email').notNull(),
    agentMinWithdrawalCents: integer('agent_min_withdrawal_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/** Bearer sessions: only a hash of each token is stored, so a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** web or an app platform: a new web login ends the earlier web session. */
    client: text('client', { enum: ['web', 'android', 'ios'] }).notNull(),
    deviceToken: text('device_token'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason', { enum: ['logout', 'replaced', 'password_changed'] }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.client)],
);

/** One-time codes sent by SMS, stored hashed, for one purpose and one number. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    mobile: text('mobile').notNull(),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    requesterIp: text('requester_ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_number_idx').on(t.countryId, t.mobile, t.purpose, t.createdAt),
    index('otp_codes_ip_idx').on(t.requesterIp, t.createdAt),
    check('otp_codes_purpose_check', sql`${t.purpose} in (1, 2, 3)`),
  ],
);

/** Every SMS the shop sends, whichever provider carried it; the demo reads codes from here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Failed logins per number, for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_number_idx').on(t.countryId, t.mobile, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    address: text('address').notNull(),
    floorUnit: text('floor_unit'),
    postcode: text('postcode').notNull(),
    contactNo: text('contact_no').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    defaultDelivery: boolean('default_delivery_address').notNull().default(false),
    defaultBilling: boolean('default_billing_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default of each kind per member, enforced by the database too.
    uniqueIndex('addresses_default_delivery_idx').on(t.userId).where(sql`${t.defaultDelivery}`),
    uniqueIndex('addresses_default_billing_idx').on(t.userId).where(sql`${t.defaultBilling}`),
  ],
);

/** Push-notification device tokens registered by the apps and the web. */
export const deviceTokens = pgTable('device_tokens', {
  token: text('token').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  osType: text('os_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's wish list: one row per product, kept when the product is later removed or sold out. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId)],
);

// ---------------------------------------------------------------------------------------------------------
// Buying: cart, checkout, orders, payments, returns, points

/**
 * A member's cart lines, one per variation. `seen_price_cents` is the price the member last saw, so a price
 * change is flagged on the line ("cart info updated") instead of being charged silently.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isChecked: boolean('is_checked').notNull().default(true),
    /** 0 for a product line; a voucher line carries its voucher (the wallet issue). */
    voucherId: integer('voucher_id').notNull().default(0),
    seenPriceCents: integer('seen_price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variation_idx').on(t.userId, t.variationId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** What the member chose at checkout and has not ordered yet: addresses, points, delivery slot. */
export const checkouts = pgTable(
  'checkouts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    pointsToRedeem: integer('points_to_redeem').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checkouts_points_check', sql`${t.pointsToRedeem} >= 0`)],
);

/** Order lifecycle states (shared with the web); the transitions live in apps/api/src/order/lifecycle.ts. */
export const ORDER_STATUSES = ORDER_STATUS_VALUES;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    poNumber: text('po_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('to_pay'),
    currency: text('currency').notNull().default('SGD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsValueCents: integer('points_value_cents').notNull().default(0),
    shippingFeeCents: integer('shipping_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** Addresses as they were when ordered: a later edit of the address book does not move a parcel. */
    deliveryAddress: text('delivery_address').notNull(),
    billingAddress: text('billing_address').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryTime: text('delivery_time').notNull(),
    paymentMethod: text('payment_method'),
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReasonId: smallint('cancel_reason_id'),
    cancelNote: text('cancel_note'),
    /** Set by a failed delivery attempt; only then may the member reschedule. */
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    /**
     * The move waiting for a refund to go through ('cancel' or 'refund', see order/refunds.ts): until it does,
     * the order takes no other move, so a paid order being cancelled cannot be shipped meanwhile.
     */
    pendingAction: text('pending_action'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('orders_unpaid_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'to_pay'`),
    index('orders_delivery_slot_idx').on(t.deliveryDate, t.deliveryTime),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/** The lines of an order at the prices charged, with names kept as they were. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    productNameEn: text('product_name_en').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    brandName: text('brand_name').notNull(),
    variationName: text('variation_name').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The list price beside the price charged, so the order shows the saving. */
    listPriceCents: integer('list_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units sold (placed, or given back as negative quantities) not yet added to products.sold_count. Placing an
 * order appends here instead of updating the product row: that row is wide (names, search vector) and ten
 * indexes, one of them GIN, cover it, so every sale rewrote all of them while holding the row that every
 * buyer of a popular product waits for. The order job folds the queue into products.sold_count
 * (catalogue/sold-counts.ts). No foreign key: its check would take a share lock on that same hot row.
 */
export const productSalesQueue = pgTable('product_sales_queue', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
});

/** Every state change of an order, for its tracking timeline and for audit. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** member, operator, system (expiry job) or payment (provider confirmation). */
    actor: text('actor').notNull(),
    note: text('note'),
    /** Money given back to the member with this event (a refund keeps the order's state), in cents. */
    refundedCents: integer('refunded_cents'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a PaymentIntent id for Stripe). */
    providerRef: text('provider_ref').notNull(),
    paymentMethod: text('payment_method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order, whatever races happen.
    uniqueIndex('payments_one_success_idx').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * Money going back through the payment provider, recorded before the provider is asked (payment/refunds.ts):
 * pending until the provider has refunded and the shop has recorded it, then succeeded. A pending row left
 * by a crash or a provider failure is retried by the refunds job with the same idempotency key, so the
 * member is refunded exactly once. `order_action` is the order's move that waits for the money ('cancel',
 * 'refund'), null for a charge the order never took; `details` carries what that move needs (actor, note).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] })
      .notNull()
      .default('pending'),
    orderAction: text('order_action'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    /** The provider's id of the refund, once made. */
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the refunds job may take it: later than now while a request is still working on it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One refund under way per payment: a retry (the member's, the job's) continues it instead of adding one.
    uniqueIndex('refunds_one_pending_idx').on(t.paymentId).where(sql`${t.status} = 'pending'`),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    reason: smallint('reason').notNull(),
    comments: text('comments').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'refunded'] })
      .notNull()
      .default('requested'),
    pickupAddress: text('pickup_address'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('return_requests_line_idx').on(t.orderLineId),
    check('return_requests_reason_check', sql`${t.reason} in (1, 2)`),
  ],
);

/**
 * The points ledger: every change of a member's points is one entry, and balances are sums over it.
 * A redemption is held (pending) while its order is unpaid, successful once paid, void when released by a
 * cancellation. Earned points are pending until `available_at` (a set number of days after delivery).
 * Available balance = successful entries + pending debits + pending credits whose available_at has passed.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['earned', 'redeemed', 'adjusted', 'referral', 'transfer_in', 'transfer_out', 'converted'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'successful', 'void'] }).notNull(),
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    availableAt: timestamp('available_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    index('point_entries_order_idx').on(t.orderId),
    check('point_entries_nonzero_check', sql`${t.points} <> 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Background jobs

/**
 * One row per registered job (jobs/scheduler.ts): whichever instance claims it runs it, the others skip
 * that round. `locked_until` is a lease, so a run whose process died is taken up again once it lapses.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
