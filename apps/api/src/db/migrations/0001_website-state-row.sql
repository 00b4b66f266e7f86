-- The site-wide state is one row; it exists from the start so updated_at tells when the site went live.
INSERT INTO "website_state" ("id", "state", "description") VALUES (1, 'NORMAL', '') ON CONFLICT ("id") DO NOTHING;
