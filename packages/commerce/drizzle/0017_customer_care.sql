ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("recipient"),"id");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_postcode_idx" ON "customer_addresses" USING btree (upper(replace("postcode", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_lastname_prefix_idx" ON "customers" USING btree (lower("lastname") text_pattern_ops);