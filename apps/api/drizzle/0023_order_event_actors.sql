ALTER TABLE "order_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_name" text;