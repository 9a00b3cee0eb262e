CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"tnc_accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_reason_check" CHECK (("agent_applications"."status" = 'rejected') = ("agent_applications"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "agent_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_type" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"id_number_enc" text NOT NULL,
	"id_last4" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_rank_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"from_rank" text,
	"to_rank" text NOT NULL,
	"source" text NOT NULL,
	"month" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"member_id" integer,
	"order_id" integer,
	"goods_cents" integer,
	"rate_bps" integer,
	"return_request_id" integer,
	"points" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cashback_entries_sign_check" CHECK (("cashback_entries"."kind" = 'earned' and "cashback_entries"."amount_cents" >= 0) or ("cashback_entries"."kind" <> 'earned' and "cashback_entries"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"bank_account_id" integer,
	"bank_code" text NOT NULL,
	"bank_type" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"id_number_enc" text NOT NULL,
	"id_last4" text NOT NULL,
	"email" text NOT NULL,
	"due_on" date NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_reason_check" CHECK (("withdrawals"."status" = 'rejected') = ("withdrawals"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cashback_silver_bps" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cashback_gold_bps" integer DEFAULT 700 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cashback_platinum_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cashback_executive_bps" integer DEFAULT 1200 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "rank_gold_sales_cents" integer DEFAULT 300000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "rank_platinum_sales_cents" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "rank_executive_sales_cents" integer DEFAULT 3000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cashback_point_rate" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bank_accounts" ADD CONSTRAINT "agent_bank_accounts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rank_changes" ADD CONSTRAINT "agent_rank_changes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_agent_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."agent_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_open_idx" ON "agent_applications" USING btree ("user_id") WHERE "agent_applications"."status" in ('applied', 'submitted');--> statement-breakpoint
CREATE INDEX "agent_applications_user_idx" ON "agent_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agent_bank_accounts_agent_idx" ON "agent_bank_accounts" USING btree ("agent_id","created_at") WHERE "agent_bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agent_rank_changes_agent_idx" ON "agent_rank_changes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rank_changes_promotion_idx" ON "agent_rank_changes" USING btree ("agent_id","month") WHERE "agent_rank_changes"."source" = 'promotion';--> statement-breakpoint
CREATE INDEX "cashback_entries_agent_idx" ON "cashback_entries" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cashback_entries_member_idx" ON "cashback_entries" USING btree ("agent_id","member_id","created_at") WHERE "cashback_entries"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_earned_idx" ON "cashback_entries" USING btree ("order_id") WHERE "cashback_entries"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_return_idx" ON "cashback_entries" USING btree ("return_request_id") WHERE "cashback_entries"."kind" = 'reversed';--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_order_reversed_idx" ON "cashback_entries" USING btree ("order_id") WHERE "cashback_entries"."kind" = 'reversed' and "cashback_entries"."return_request_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_withdrawal_idx" ON "cashback_entries" USING btree ("withdrawal_id") WHERE "cashback_entries"."kind" = 'withdrawn';--> statement-breakpoint
CREATE INDEX "withdrawals_agent_idx" ON "withdrawals" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("status","due_on");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cashback_check" CHECK ("shop_settings"."cashback_silver_bps" between 0 and 5000 and "shop_settings"."cashback_gold_bps" between 0 and 5000
        and "shop_settings"."cashback_platinum_bps" between 0 and 5000 and "shop_settings"."cashback_executive_bps" between 0 and 5000
        and "shop_settings"."cashback_point_rate" > 0
        and 0 < "shop_settings"."rank_gold_sales_cents" and "shop_settings"."rank_gold_sales_cents" <= "shop_settings"."rank_platinum_sales_cents"
        and "shop_settings"."rank_platinum_sales_cents" <= "shop_settings"."rank_executive_sales_cents");