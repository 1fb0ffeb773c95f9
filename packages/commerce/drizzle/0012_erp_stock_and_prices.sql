CREATE TABLE "erp_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"line_count" integer NOT NULL,
	"report" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_qty" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stock" ADD COLUMN "source_qty" integer;--> statement-breakpoint
ALTER TABLE "store_stock" ADD COLUMN "held_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Units that orders placed before this migration still hold (not shipped, not cancelled).
UPDATE "products" SET "held_qty" = "held"."quantity"
FROM (
  SELECT ("unit"->>'productId')::int AS "product_id", sum(("unit"->>'quantity')::int) AS "quantity"
  FROM "order_items" JOIN "orders" ON "orders"."id" = "order_items"."order_id",
    jsonb_array_elements("order_items"."stock") AS "unit"
  WHERE "orders"."status" IN ('PENDING_PAYMENT', 'PROCESSING', 'READY_TO_SHIP')
  GROUP BY 1
) AS "held"
WHERE "products"."id" = "held"."product_id";--> statement-breakpoint
-- Units that in-store reservations made before this migration still hold.
UPDATE "store_stock" SET "held_qty" = "held"."quantity"
FROM (
  SELECT "product_id", "store_code", sum("quantity")::int AS "quantity"
  FROM "reservations" WHERE "status" = 'HELD' GROUP BY 1, 2
) AS "held"
WHERE "store_stock"."product_id" = "held"."product_id" AND "store_stock"."store_code" = "held"."store_code";
