CREATE TABLE "known_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"price" bigint NOT NULL,
	"amount" numeric(12, 3),
	"unit_id" integer,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_prices_price" CHECK ("known_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "known_prices" ADD CONSTRAINT "known_prices_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_prices" ADD CONSTRAINT "known_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_prices" ADD CONSTRAINT "known_prices_store_id_list_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."list_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_prices" ADD CONSTRAINT "known_prices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_prices_list_idx" ON "known_prices" USING btree ("list_id","product_id","paid_at");