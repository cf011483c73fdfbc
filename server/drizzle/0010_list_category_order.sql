CREATE TABLE "list_category_order" (
	"list_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "list_category_order_list_id_category_id_pk" PRIMARY KEY("list_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "list_category_order" ADD CONSTRAINT "list_category_order_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_category_order" ADD CONSTRAINT "list_category_order_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;