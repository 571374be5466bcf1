-- Portals that already share an address within their event (made at the same moment before this
-- index) keep the first; the others get their id's first part added, so the index can be built.
UPDATE "portals" AS "p" SET "slug" = "p"."slug" || '-' || left("p"."id", 8)
FROM (SELECT "id", row_number() OVER (PARTITION BY "event_id", "slug" ORDER BY "id") AS "n" FROM "portals") AS "d"
WHERE "p"."id" = "d"."id" AND "d"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "portals_event_slug_idx" ON "portals" USING btree ("event_id","slug");
