DROP INDEX "search_entries_org_idx";--> statement-breakpoint
DROP INDEX "search_entries_trgm_idx";--> statement-breakpoint
DROP INDEX "search_entries_fts_idx";--> statement-breakpoint
ALTER TABLE "search_entries" DROP CONSTRAINT "search_entries_entity_type_entity_id_pk";--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_entity_id_entity_type_pk" PRIMARY KEY("entity_id","entity_type");--> statement-breakpoint
ALTER TABLE "search_entries" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', terms)) STORED;--> statement-breakpoint
CREATE INDEX "search_entries_contact_trgm_idx" ON "search_entries" USING gin ("terms" gin_trgm_ops) WHERE entity_type = 'contact';--> statement-breakpoint
CREATE INDEX "search_entries_contact_tsv_idx" ON "search_entries" USING gin ("tsv") WHERE entity_type = 'contact';--> statement-breakpoint
CREATE INDEX "search_entries_session_trgm_idx" ON "search_entries" USING gin ("terms" gin_trgm_ops) WHERE entity_type = 'session';--> statement-breakpoint
CREATE INDEX "search_entries_session_tsv_idx" ON "search_entries" USING gin ("tsv") WHERE entity_type = 'session';--> statement-breakpoint
CREATE INDEX "search_entries_content_trgm_idx" ON "search_entries" USING gin ("terms" gin_trgm_ops) WHERE entity_type = 'content';--> statement-breakpoint
CREATE INDEX "search_entries_content_tsv_idx" ON "search_entries" USING gin ("tsv") WHERE entity_type = 'content';