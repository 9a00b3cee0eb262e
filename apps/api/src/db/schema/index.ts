/*
 * One schema for PGlite and PostgreSQL. Money is integer cents beside a currency code. Translated texts are
 * column pairs (_en, _zh): the shop has exactly two languages and every query picks one column.
 * Each domain's tables are in the file named after it; drizzle-kit reads them all through this one.
 */

export * from './account';
export * from './agent';
export * from './article';
export * from './audit';
export * from './booking';
export * from './cart';
export * from './catalogue';
export * from './checkout';
export * from './jobs';
export * from './notification';
export * from './order';
export * from './payment';
export * from './reference';
export * from './review';
export * from './sms';
export * from './staff';
export * from './stores';
export * from './wallet';
export * from './wishlist';
