CREATE TABLE "sign_in_addresses" (
	"account" text NOT NULL,
	"address_hash" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_account_address_hash_pk" PRIMARY KEY("account","address_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_key" ON "users" USING btree ("username_skeleton");