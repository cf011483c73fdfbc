CREATE TABLE "calendar_profiles" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"sealed_password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_profiles" ADD CONSTRAINT "calendar_profiles_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_profiles_token_idx" ON "calendar_profiles" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "calendar_profiles_created_idx" ON "calendar_profiles" USING btree ("created_at");