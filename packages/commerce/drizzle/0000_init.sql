CREATE TABLE "attribute_options" (
	"attribute_code" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"swatch" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_options_attribute_code_value_pk" PRIMARY KEY("attribute_code","value")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"attribute_group" text NOT NULL,
	"tooltip" text,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"unit" text
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"logo" text,
	"description" text,
	CONSTRAINT "brands_code_unique" UNIQUE("code"),
	CONSTRAINT "brands_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cash_back_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"link_href" text,
	"link_label" text,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"longtail" boolean DEFAULT false NOT NULL,
	"description" text,
	"image" text,
	"banner_desktop" text,
	"banner_mobile" text,
	"banner_position" integer,
	"banner_link" text,
	"pagebuilder_content" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "categories_url_path_unique" UNIQUE("url_path")
);
--> statement-breakpoint
CREATE TABLE "configurable_options" (
	"product_id" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurable_options_product_id_attribute_code_pk" PRIMARY KEY("product_id","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "price_tiers_product_id_quantity_pk" PRIMARY KEY("product_id","quantity")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_label_definitions" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"color" text NOT NULL,
	"image" text,
	"pdp" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_linked_product_id_link_type_pk" PRIMARY KEY("product_id","linked_product_id","link_type")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text,
	"file" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"video_url" text,
	"video_title" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"ean" text,
	"url_key" text NOT NULL,
	"url_suffix" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"brand_id" integer,
	"status" text DEFAULT 'Actief' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"productgroup_label" text,
	"shipment_type" text,
	"energy_class" text,
	"energy_label_url" text,
	"product_sheet_url" text,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_to_date" date,
	"price_in_store_cents" integer,
	"cash_back_id" integer,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variant_key" text,
	"variant_label" text,
	"stock_status" text DEFAULT 'IN_STOCK' NOT NULL,
	"online_qty" integer DEFAULT 0 NOT NULL,
	"rating_summary" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"product_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_product_id_store_code_pk" PRIMARY KEY("product_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'NL' NOT NULL,
	"phone" text,
	"email" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"image_url" text,
	"content_link" text,
	"button_text" text,
	"product_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"dark_or_light" integer DEFAULT 0 NOT NULL,
	"action_type" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"url_key" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "cms_pages_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "layout_blocks" (
	"identifier" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bundle_items_product_idx" ON "bundle_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_idx" ON "products" USING btree ("url_key","url_suffix");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean");