ALTER TABLE "orders" DROP CONSTRAINT "orders_cart_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "swept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_live_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");