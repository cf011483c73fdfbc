ALTER TABLE "list_items" ADD COLUMN "edits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "replaced" jsonb;