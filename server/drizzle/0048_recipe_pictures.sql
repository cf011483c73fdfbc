CREATE TABLE "recipe_pictures" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"picture_type" text,
	"picture" "bytea",
	"picture_version" text,
	CONSTRAINT "recipe_pictures_size" CHECK (octet_length("recipe_pictures"."picture") <= 524288)
);
--> statement-breakpoint
ALTER TABLE "recipe_pictures" ADD CONSTRAINT "recipe_pictures_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_pictures_due_idx" ON "recipe_pictures" USING btree ("next_at") WHERE "recipe_pictures"."read_at" is null;--> statement-breakpoint
-- A recipe's picture is read once its image is given or changed, and forgotten with it (server/src/db/schema/recipes.ts).
CREATE FUNCTION listok_recipe_picture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.image IS NULL OR NEW.image = '' THEN
    DELETE FROM recipe_pictures WHERE recipe_id = NEW.id;
  ELSIF TG_OP = 'INSERT' OR OLD.image IS DISTINCT FROM NEW.image THEN
    INSERT INTO recipe_pictures (recipe_id, image) VALUES (NEW.id, NEW.image)
    ON CONFLICT (recipe_id) DO UPDATE SET image = EXCLUDED.image, tries = 0, next_at = now(), read_at = NULL,
      picture_type = NULL, picture = NULL, picture_version = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_picture AFTER INSERT OR UPDATE OF image ON recipes
  FOR EACH ROW EXECUTE FUNCTION listok_recipe_picture();
--> statement-breakpoint
-- The images of recipes saved before are read too.
INSERT INTO recipe_pictures (recipe_id, image) SELECT id, image FROM recipes WHERE image IS NOT NULL AND image <> '';
