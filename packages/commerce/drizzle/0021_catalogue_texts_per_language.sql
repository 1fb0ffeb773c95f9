ALTER TABLE "attributes" ADD COLUMN "text_translations" jsonb;--> statement-breakpoint
ALTER TABLE "cash_back_actions" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "product_label_definitions" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "translations" jsonb;