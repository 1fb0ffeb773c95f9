ALTER TABLE "deals" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;