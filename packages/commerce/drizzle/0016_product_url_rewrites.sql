CREATE TABLE "product_url_rewrites" (
	"path" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_url_rewrites_product_idx" ON "product_url_rewrites" USING btree ("product_id");