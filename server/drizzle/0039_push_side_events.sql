CREATE TABLE "push_side_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_side_events_topic_idx" ON "push_side_events" USING btree ("topic","after_id");--> statement-breakpoint
CREATE INDEX "push_side_events_created_idx" ON "push_side_events" USING btree ("created_at");