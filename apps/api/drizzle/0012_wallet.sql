CREATE TABLE "member_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"pending_debits" integer DEFAULT 0 NOT NULL,
	"pending_credits" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transfers_points_check" CHECK ("point_transfers"."points" > 0),
	CONSTRAINT "point_transfers_parties_check" CHECK ("point_transfers"."sender_id" <> "point_transfers"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"order_id" integer,
	"points" integer NOT NULL,
	"voucher_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_referred_id_unique" UNIQUE("referred_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"value_cents" integer,
	"service_id" integer,
	"valid_days" integer NOT NULL,
	"terms_en" text NOT NULL,
	"terms_zh" text NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_kinds_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "voucher_kinds_value_check" CHECK (("voucher_kinds"."value_cents" is null) <> ("voucher_kinds"."service_id" is null)),
	CONSTRAINT "voucher_kinds_valid_days_check" CHECK ("voucher_kinds"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind_id" integer,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"value_cents" integer,
	"service_id" integer,
	"terms_en" text NOT NULL,
	"terms_zh" text NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"referral_reward_id" integer,
	"note" text,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_value_check" CHECK (("vouchers"."value_cents" is null) <> ("vouchers"."service_id" is null)),
	CONSTRAINT "vouchers_validity_check" CHECK ("vouchers"."valid_from" <= "vouchers"."valid_until")
);
--> statement-breakpoint
DROP INDEX "point_entries_user_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "billing_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "referral_reward_id" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "point_rate" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "min_transfer_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "daily_transfer_limit_points" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "referral_reward_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "agent_referral_reward_points" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "agent_referral_voucher_cents" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "voucher_valid_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_lookups" ADD CONSTRAINT "member_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_totals" ADD CONSTRAINT "point_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transfers" ADD CONSTRAINT "point_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transfers" ADD CONSTRAINT "point_transfers_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_kinds" ADD CONSTRAINT "voucher_kinds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_kinds" ADD CONSTRAINT "voucher_kinds_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_kind_id_voucher_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."voucher_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_referral_reward_id_referral_rewards_id_fk" FOREIGN KEY ("referral_reward_id") REFERENCES "public"."referral_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_lookups_user_idx" ON "member_lookups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transfers_idempotency_idx" ON "point_transfers" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_transfers_sender_idx" ON "point_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "point_transfers_recipient_idx" ON "point_transfers" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_user_status_idx" ON "vouchers" USING btree ("user_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "vouchers_active_until_idx" ON "vouchers" USING btree ("valid_until") WHERE "vouchers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_transfer_id_point_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."point_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_referral_reward_id_referral_rewards_id_fk" FOREIGN KEY ("referral_reward_id") REFERENCES "public"."referral_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_transfer_idx" ON "point_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "point_entries_not_yet_idx" ON "point_entries" USING btree ("user_id",coalesce("available_at", 'infinity'::timestamptz)) WHERE "point_entries"."status" = 'pending' and "point_entries"."points" > 0;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_user_id") WHERE "users"."referred_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("orders"."voucher_only" or ("orders"."delivery_address" is not null and "orders"."billing_address" is not null and "orders"."delivery_date" is not null and "orders"."delivery_time" is not null));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_point_rate_check" CHECK ("shop_settings"."point_rate" > 0);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_transfer_check" CHECK ("shop_settings"."min_transfer_points" > 0 and "shop_settings"."daily_transfer_limit_points" > 0);--> statement-breakpoint
-- Hand-written below: the triggers that keep point_totals, and its backfill.
--
-- point_totals holds the sums of each member's point_entries, kept in the transaction that writes the entries,
-- so no writer can forget them. What one entry adds to its member's row is said once, here, and used by the
-- trigger and the backfill alike (the wallet summary relies on these definitions: wallet/points-queries.ts).
CREATE OR REPLACE FUNCTION point_entry_totals(p_kind text, p_status text, p_points integer)
RETURNS TABLE (
  settled integer, pending_debits integer, pending_credits integer, earned integer, redeemed integer,
  entries integer
) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    CASE WHEN p_status = 'successful' THEN p_points ELSE 0 END,
    CASE WHEN p_status = 'pending' AND p_points < 0 THEN p_points ELSE 0 END,
    CASE WHEN p_status = 'pending' AND p_points > 0 THEN p_points ELSE 0 END,
    CASE WHEN p_kind = 'earned' AND p_status <> 'void' THEN p_points ELSE 0 END,
    CASE WHEN p_kind = 'redeemed' AND p_status <> 'void' THEN -p_points ELSE 0 END,
    CASE WHEN p_status <> 'void' THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
-- An entry's old contribution is taken away by an update, not an upsert: when a member is deleted, the cascade
-- may have removed their totals row already, and an insert would then name a member that no longer exists.
CREATE OR REPLACE FUNCTION point_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE point_totals t SET
      settled = t.settled - c.settled,
      pending_debits = t.pending_debits - c.pending_debits,
      pending_credits = t.pending_credits - c.pending_credits,
      earned = t.earned - c.earned,
      redeemed = t.redeemed - c.redeemed,
      entries = t.entries - c.entries
    FROM point_entry_totals(OLD.kind, OLD.status, OLD.points) c
    WHERE t.user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO point_totals AS t (user_id, settled, pending_debits, pending_credits, earned, redeemed, entries)
    SELECT NEW.user_id, c.* FROM point_entry_totals(NEW.kind, NEW.status, NEW.points) c
    ON CONFLICT (user_id) DO UPDATE SET
      settled = t.settled + excluded.settled,
      pending_debits = t.pending_debits + excluded.pending_debits,
      pending_credits = t.pending_credits + excluded.pending_credits,
      earned = t.earned + excluded.earned,
      redeemed = t.redeemed + excluded.redeemed,
      entries = t.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_totals_insert AFTER INSERT ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION point_totals_follow();
--> statement-breakpoint
-- Only the columns the sums read: setting available_at (delivery) leaves the totals alone.
CREATE TRIGGER point_totals_update AFTER UPDATE OF user_id, kind, status, points ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION point_totals_follow();
--> statement-breakpoint
CREATE TRIGGER point_totals_delete AFTER DELETE ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION point_totals_follow();
--> statement-breakpoint
-- Row triggers do not see a TRUNCATE: emptying the ledger empties the totals too.
CREATE OR REPLACE FUNCTION point_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE point_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_totals_truncate AFTER TRUNCATE ON "point_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION point_totals_truncate();
--> statement-breakpoint
-- Databases that already have entries start with their sums.
INSERT INTO point_totals (user_id, settled, pending_debits, pending_credits, earned, redeemed, entries)
SELECT e.user_id, sum(c.settled), sum(c.pending_debits), sum(c.pending_credits), sum(c.earned),
  sum(c.redeemed), sum(c.entries)
FROM point_entries e CROSS JOIN LATERAL point_entry_totals(e.kind, e.status, e.points) c
GROUP BY e.user_id;
