CREATE TABLE "link_pages" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"picture_type" text,
	"picture" "bytea",
	"picture_version" text,
	CONSTRAINT "link_pages_picture_size" CHECK (octet_length("link_pages"."picture") <= 524288)
);
--> statement-breakpoint
ALTER TABLE "link_pages" ADD CONSTRAINT "link_pages_item_id_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_pages_due_idx" ON "link_pages" USING btree ("next_at") WHERE "link_pages"."read_at" is null;--> statement-breakpoint
-- An item's link is read once it is given or changed, and forgotten with it (server/src/db/schema/links.ts).
CREATE FUNCTION listok_link_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.link IS NULL OR NEW.link = '' THEN
    DELETE FROM link_pages WHERE item_id = NEW.id;
  ELSIF TG_OP = 'INSERT' OR OLD.link IS DISTINCT FROM NEW.link THEN
    INSERT INTO link_pages (item_id, link) VALUES (NEW.id, NEW.link)
    ON CONFLICT (item_id) DO UPDATE SET link = EXCLUDED.link, tries = 0, next_at = now(), read_at = NULL,
      picture_type = NULL, picture = NULL, picture_version = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_items_link_page AFTER INSERT OR UPDATE OF link ON list_items
  FOR EACH ROW EXECUTE FUNCTION listok_link_page();
--> statement-breakpoint
-- Links given before: a plain entry's (a wish, a thing named by its link's host) is read; a product's was seen as is.
INSERT INTO link_pages (item_id, link, read_at)
SELECT id, link, CASE WHEN product_id IS NULL THEN NULL ELSE now() END FROM list_items
WHERE link IS NOT NULL AND link <> '';
