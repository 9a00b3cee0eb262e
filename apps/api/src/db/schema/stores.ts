import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { countries } from './reference';

/* The salons: stores, their stylists and the services each offers (bookings build on these). */

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
