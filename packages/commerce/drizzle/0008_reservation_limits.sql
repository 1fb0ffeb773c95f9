ALTER TABLE "reservations" ADD COLUMN "locale" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "confirmation_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_email_idx" ON "reservations" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "reservations_client_idx" ON "reservations" USING btree ("client_address","created_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_confirmation_hash_unique" UNIQUE("confirmation_hash");--> statement-breakpoint
-- Reservations made before confirmation by mail existed held their units the whole period.
UPDATE "reservations" SET "confirmed_at" = "created_at";