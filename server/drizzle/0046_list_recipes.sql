CREATE TABLE "item_recipes" (
	"item_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"amount" numeric(12, 3),
	"unit_id" integer,
	"note_amount" numeric(12, 3),
	"note_unit_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"made_item" boolean DEFAULT false NOT NULL,
	CONSTRAINT "item_recipes_item_id_recipe_id_pk" PRIMARY KEY("item_id","recipe_id"),
	CONSTRAINT "item_recipes_note_length" CHECK (char_length("item_recipes"."note") <= 256)
);
--> statement-breakpoint
CREATE TABLE "list_recipes" (
	"list_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" smallint,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_recipes_list_id_recipe_id_pk" PRIMARY KEY("list_id","recipe_id"),
	CONSTRAINT "list_recipes_servings" CHECK ("list_recipes"."servings" between 1 and 32767)
);
--> statement-breakpoint
ALTER TABLE "item_recipes" ADD CONSTRAINT "item_recipes_item_id_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_recipes" ADD CONSTRAINT "item_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_recipes" ADD CONSTRAINT "item_recipes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_recipes" ADD CONSTRAINT "item_recipes_note_unit_id_units_id_fk" FOREIGN KEY ("note_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_recipes" ADD CONSTRAINT "list_recipes_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_recipes" ADD CONSTRAINT "list_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_recipes" ADD CONSTRAINT "list_recipes_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_recipes_recipe_idx" ON "item_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "list_recipes_recipe_idx" ON "list_recipes" USING btree ("recipe_id");