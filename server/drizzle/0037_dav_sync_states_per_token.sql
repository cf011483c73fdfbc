-- A sync state belongs to the app password whose client was given it (features/caldav/dav-sync.ts). The states kept
-- so far name none: they go, and each client's next sync is a full one (RFC 6578 §3.2, 403 valid-sync-token).
DELETE FROM "dav_sync_states";--> statement-breakpoint
ALTER TABLE "dav_sync_states" DROP CONSTRAINT "dav_sync_states_list_id_token_pk";--> statement-breakpoint
ALTER TABLE "dav_sync_states" ADD COLUMN "token_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "dav_sync_states" ADD CONSTRAINT "dav_sync_states_list_id_token_id_token_pk" PRIMARY KEY("list_id","token_id","token");--> statement-breakpoint
ALTER TABLE "dav_sync_states" ADD CONSTRAINT "dav_sync_states_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;
