CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_exchange_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"answer_status" integer NOT NULL,
	"answer" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_exchange_calls_payment_idx" ON "payment_exchange_calls" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree (("data"->>'orderNumber'),"id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","payment_method_code","pickup_location_code","grand_total_cents");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","payment_method_code","pickup_location_code","grand_total_cents");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_postcode_idx" ON "orders" USING btree (upper(replace("billing_address"->>'postcode', ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_postcode_idx" ON "orders" USING btree (upper(replace("shipping_address"->>'postcode', ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_lastname_prefix_idx" ON "orders" USING btree (lower("billing_address"->>'lastname') text_pattern_ops);