CREATE TABLE "staff_api_key_stores" (
	"key_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "staff_api_key_stores_key_id_store_id_pk" PRIMARY KEY("key_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "staff_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_api_key_stores" ADD CONSTRAINT "staff_api_key_stores_key_id_staff_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."staff_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_api_key_stores" ADD CONSTRAINT "staff_api_key_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_api_keys" ADD CONSTRAINT "staff_api_keys_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;