CREATE TABLE "receipt_shares" (
	"receipt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"factor" numeric(5, 2) NOT NULL,
	CONSTRAINT "receipt_shares_receipt_id_user_id_pk" PRIMARY KEY("receipt_id","user_id"),
	CONSTRAINT "receipt_shares_factor" CHECK ("receipt_shares"."factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"author_id" integer,
	"payer_id" integer,
	"total" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"store_id" integer,
	"fiscal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_total" CHECK ("receipts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"author_id" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_amount" CHECK ("settlements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_shares" ADD CONSTRAINT "receipt_shares_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_shares" ADD CONSTRAINT "receipt_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_store_id_list_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."list_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_shares_user_idx" ON "receipt_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "receipts_list_idx" ON "receipts" USING btree ("list_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_fiscal_key" ON "receipts" USING btree ("list_id","fiscal") WHERE "receipts"."fiscal" is not null;--> statement-breakpoint
CREATE INDEX "settlements_list_idx" ON "settlements" USING btree ("list_id","paid_at");--> statement-breakpoint
CREATE INDEX "settlements_from_idx" ON "settlements" USING btree ("from_id");--> statement-breakpoint
CREATE INDEX "settlements_to_idx" ON "settlements" USING btree ("to_id");