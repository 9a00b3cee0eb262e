CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rating_halves" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_order_line_id_unique" UNIQUE("order_line_id"),
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating_halves" between 1 and 10),
	CONSTRAINT "product_reviews_status_check" CHECK ("product_reviews"."status" in ('visible', 'hidden')),
	CONSTRAINT "product_reviews_photos_check" CHECK (cardinality("product_reviews"."photos") <= 4)
);
--> statement-breakpoint
CREATE TABLE "review_totals" (
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"criterion" smallint NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"halves_sum" integer DEFAULT 0 NOT NULL,
	"with_photos" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_totals_target_target_id_criterion_pk" PRIMARY KEY("target","target_id","criterion"),
	CONSTRAINT "review_totals_target_check" CHECK ("review_totals"."target" in ('product', 'store', 'stylist') and "review_totals"."criterion" between 0 and 8),
	CONSTRAINT "review_totals_non_negative_check" CHECK ("review_totals"."review_count" >= 0 and "review_totals"."halves_sum" >= 0 and "review_totals"."with_photos" >= 0 and least("review_totals"."stars_1", "review_totals"."stars_2", "review_totals"."stars_3", "review_totals"."stars_4", "review_totals"."stars_5") >= 0)
);
--> statement-breakpoint
CREATE TABLE "salon_review_scores" (
	"review_id" integer NOT NULL,
	"criterion" smallint NOT NULL,
	"rating_halves" smallint NOT NULL,
	CONSTRAINT "salon_review_scores_review_id_criterion_pk" PRIMARY KEY("review_id","criterion"),
	CONSTRAINT "salon_review_scores_criterion_check" CHECK ("salon_review_scores"."criterion" between 1 and 8),
	CONSTRAINT "salon_review_scores_rating_check" CHECK ("salon_review_scores"."rating_halves" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "salon_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"stylist_id" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_reviews_visit_id_unique" UNIQUE("visit_id"),
	CONSTRAINT "salon_reviews_photos_check" CHECK (cardinality("salon_reviews"."photos") <= 4),
	CONSTRAINT "salon_reviews_status_check" CHECK ("salon_reviews"."status" in ('visible', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "review_window_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_review_scores" ADD CONSTRAINT "salon_review_scores_review_id_salon_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."salon_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_visit_id_salon_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."salon_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_reviews" ADD CONSTRAINT "salon_reviews_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_newest_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_rating_idx" ON "product_reviews" USING btree ("product_id","rating_halves","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "salon_reviews_store_idx" ON "salon_reviews" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "salon_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "salon_reviews_stylist_idx" ON "salon_reviews" USING btree ("stylist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "salon_reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "salon_reviews_user_idx" ON "salon_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_review_window_check" CHECK ("shop_settings"."review_window_days" between 1 and 3650);