CREATE TABLE "booking_services" (
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "booking_services_booking_id_service_id_pk" PRIMARY KEY("booking_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"stylist_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"source" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"voucher_id" integer,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_until")
);
--> statement-breakpoint
CREATE TABLE "salon_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"pos_transaction_id" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_visits_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "salon_visits_pos_transaction_id_unique" UNIQUE("pos_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "stylist_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"stylist_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "stylist_breaks_weekday_check" CHECK ("stylist_breaks"."weekday" between 1 and 7),
	CONSTRAINT "stylist_breaks_minutes_check" CHECK (0 <= "stylist_breaks"."start_minute" and "stylist_breaks"."start_minute" < "stylist_breaks"."end_minute" and "stylist_breaks"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "stylist_hours" (
	"stylist_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "stylist_hours_stylist_id_weekday_pk" PRIMARY KEY("stylist_id","weekday"),
	CONSTRAINT "stylist_hours_weekday_check" CHECK ("stylist_hours"."weekday" between 1 and 7),
	CONSTRAINT "stylist_hours_minutes_check" CHECK (0 <= "stylist_hours"."start_minute" and "stylist_hours"."start_minute" < "stylist_hours"."end_minute" and "stylist_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "stylist_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"stylist_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stylist_leave_days_check" CHECK ("stylist_leave"."first_day" <= "stylist_leave"."last_day")
);
--> statement-breakpoint
CREATE TABLE "stylist_services" (
	"stylist_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "stylist_services_stylist_id_service_id_pk" PRIMARY KEY("stylist_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "booking_slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "booking_buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "booking_days_ahead" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "booking_max_upcoming" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "booking_change_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_visits" ADD CONSTRAINT "salon_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_breaks" ADD CONSTRAINT "stylist_breaks_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_hours" ADD CONSTRAINT "stylist_hours_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_leave" ADD CONSTRAINT "stylist_leave_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_services" ADD CONSTRAINT "stylist_services_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_services" ADD CONSTRAINT "stylist_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_start_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_store_start_idx" ON "bookings" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_remind_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'booked' and "bookings"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_voucher_idx" ON "bookings" USING btree ("voucher_id") WHERE "bookings"."voucher_id" is not null and "bookings"."status" in ('booked', 'completed');--> statement-breakpoint
CREATE INDEX "stylist_breaks_stylist_idx" ON "stylist_breaks" USING btree ("stylist_id","weekday");--> statement-breakpoint
CREATE INDEX "stylist_leave_stylist_idx" ON "stylist_leave" USING btree ("stylist_id","last_day");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_booking_check" CHECK ("shop_settings"."booking_slot_minutes" between 5 and 240 and "shop_settings"."booking_buffer_minutes" between 0 and 240
        and "shop_settings"."booking_days_ahead" between 1 and 366 and "shop_settings"."booking_max_upcoming" > 0 and "shop_settings"."booking_change_hours" >= 0);--> statement-breakpoint
-- Hand-written below: no double booking, enforced by the database whatever the timing of the requests.
-- btree_gist lets one GiST index hold the stylist (or member) id with = beside the time range with &&.
-- PostgreSQL ships it (a trusted extension); PGlite loads it from @electric-sql/pglite/contrib/btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- A stylist's booked and completed appointments never overlap, each holding its time and the buffer after it.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stylist_no_overlap"
  EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'completed'));--> statement-breakpoint
-- Nor do one member's.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('booked', 'completed'));
