ALTER TABLE "reservations" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_store_idx" ON "reservations" USING btree ("store_code","status","id");