-- The service categories a fresh installation starts with (issue 29), so a vendor can choose
-- one and publish without waiting for an administrator to make any. `do nothing`: an
-- installation that made one of these already (any case) keeps its own. Each new row is
-- audited as the first start's event categories are (seed-event-templates.ts).
WITH "seeded" AS (
  INSERT INTO "categories" ("kind", "name", "description") VALUES
    ('service', 'Photography', 'Photos of the day, prints and albums'),
    ('service', 'Videography', 'Film of the day, highlights and live streams'),
    ('service', 'Catering', 'Food and drink for the guests'),
    ('service', 'Cakes', 'Wedding, birthday and celebration cakes'),
    ('service', 'Decor', 'Decoration of the venue, tables and stage'),
    ('service', 'Flowers', 'Bouquets, arrangements and floral arches'),
    ('service', 'Venue', 'Halls, gardens and grounds to hold the event'),
    ('service', 'Tents and chairs', 'Tents, chairs, tables and linen for hire'),
    ('service', 'Music and DJ', 'DJs, bands and choirs'),
    ('service', 'Sound and lighting', 'PA systems, stage lighting and screens'),
    ('service', 'MC', 'Masters of ceremony'),
    ('service', 'Transport', 'Cars, buses and guest transport'),
    ('service', 'Attire', 'Gowns, suits and outfits, made or hired'),
    ('service', 'Makeup and hair', 'Makeup, hair and henna'),
    ('service', 'Event planning', 'Planners and coordinators for the day')
  ON CONFLICT DO NOTHING
  RETURNING "id", "kind", "name", "description"
)
INSERT INTO "audit_log" ("actor_username", "action", "resource", "record_id", "changes")
SELECT
  'system (first start)',
  'create',
  'categories',
  "id"::text,
  jsonb_build_object(
    'kind', jsonb_build_object('before', null, 'after', "kind"),
    'name', jsonb_build_object('before', null, 'after', "name"),
    'description', jsonb_build_object('before', null, 'after', "description")
  )
FROM "seeded";
