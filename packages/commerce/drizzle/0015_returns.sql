CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"sellable" boolean
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"comment" text,
	"requested_by" text NOT NULL,
	"handled_by" text,
	"refund_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "returns_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state","id");--> statement-breakpoint
-- Orders delivered before the column existed: their last change was the delivery.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'DELIVERED';
