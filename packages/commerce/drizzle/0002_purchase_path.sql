CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"locale" text DEFAULT 'nl' NOT NULL,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"billing_same_as_shipping" boolean DEFAULT false NOT NULL,
	"shipping_carrier" text,
	"pickup_location_code" text,
	"customer_notes" text,
	"payment_method" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_code" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_coupon_code_email_pk" PRIMARY KEY("coupon_code","email")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"store_code" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"row_cents" integer NOT NULL,
	"stock" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_code" text NOT NULL,
	"cart_id" text NOT NULL,
	"token" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"pickup_location_code" text,
	"payment_method_code" text NOT NULL,
	"payment_method_title" text NOT NULL,
	"payment_input" jsonb,
	"coupon_code" text,
	"totals" jsonb NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tracking_number" text,
	"carrier" text,
	"tracking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer,
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_idx" ON "cart_items" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_product_idx" ON "order_items" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "orders_status_expiry_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reservations_status_expiry_idx" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_online_qty_not_negative" CHECK ("products"."online_qty" >= 0);