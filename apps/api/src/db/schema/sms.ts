import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
