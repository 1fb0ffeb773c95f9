CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"requested_by" text NOT NULL,
	"cancellation" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"provider_refund_id" text,
	"claimed_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_pending_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");