ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before confirmation: an address counts as confirmed when a single sign-on provider vouched for the
-- account (an identity is linked: the provider verified its email, or it was linked by a verified email), or when the
-- account's email is one it confirmed through the email-change link. Every other address is unconfirmed until its
-- owner opens a link (Settings: "send again"); sign-in is not held back by it.
UPDATE "users" u SET "email_confirmed_at" = now()
WHERE u."email" IS NOT NULL
  AND (
    EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = u."id")
    OR EXISTS (
      SELECT 1 FROM "email_changes" c
      WHERE c."user_id" = u."id" AND c."used_at" IS NOT NULL AND lower(c."new_email") = lower(u."email")
    )
  );--> statement-breakpoint
-- LISTOK_BOOTSTRAP_ADMIN grants at most once: where an admin exists already, it has done its work.
INSERT INTO "meta" ("key", "value")
SELECT 'bootstrap_admin', 'admin-existed' WHERE EXISTS (SELECT 1 FROM "users" WHERE "role" = 'admin')
ON CONFLICT ("key") DO NOTHING;
