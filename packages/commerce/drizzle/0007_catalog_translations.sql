ALTER TABLE "attribute_options" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb;