-- Trigram matching for the global search (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'document' NOT NULL,
	"url" text,
	"upload_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"user_id" text NOT NULL,
	"org_id" text NOT NULL,
	"term" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"terms" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_entries_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_event_idx" ON "content_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_term_idx" ON "recent_searches" USING btree ("user_id","org_id",lower("term"));--> statement-breakpoint
CREATE INDEX "recent_searches_latest_idx" ON "recent_searches" USING btree ("user_id","org_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_entries_org_idx" ON "search_entries" USING btree ("org_id","entity_type");--> statement-breakpoint
CREATE INDEX "search_entries_trgm_idx" ON "search_entries" USING gin ("terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_fts_idx" ON "search_entries" USING gin (to_tsvector('simple', "terms"));--> statement-breakpoint
-- The search entries follow their contacts, sessions and content items row by row, except while an
-- import writes its batches (foyer.bulk_write = 'on', set locally by the batch's transaction): the
-- import indexes everything it wrote in one statement when it has finished.
CREATE FUNCTION foyer_search_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE entity_type = 'contact' AND entity_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms, updated_at)
  VALUES ('contact', NEW.id, NEW.org_id, NEW.event_id, btrim(NEW.fname || ' ' || NEW.lname),
          concat_ws(' · ', NEW.email, NEW.company),
          lower(concat_ws(' ', NEW.fname, NEW.lname, NEW.email, NEW.company)), now())
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    name = excluded.name, detail = excluded.detail, terms = excluded.terms, updated_at = excluded.updated_at;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_search AFTER INSERT OR UPDATE OF fname, lname, email, company OR DELETE ON contacts
  FOR EACH ROW WHEN (current_setting('foyer.bulk_write', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION foyer_search_contact();--> statement-breakpoint
CREATE FUNCTION foyer_search_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE entity_type = 'session' AND entity_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms, updated_at)
  VALUES ('session', NEW.id, NEW.org_id, NEW.event_id, NEW.title, left(NEW.description, 200),
          lower(NEW.title || ' ' || left(NEW.description, 200)), now())
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    name = excluded.name, detail = excluded.detail, terms = excluded.terms, updated_at = excluded.updated_at;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER event_sessions_search AFTER INSERT OR UPDATE OF title, description OR DELETE ON event_sessions
  FOR EACH ROW WHEN (current_setting('foyer.bulk_write', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION foyer_search_session();--> statement-breakpoint
CREATE FUNCTION foyer_search_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE entity_type = 'content' AND entity_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms, updated_at)
  VALUES ('content', NEW.id, NEW.org_id, NEW.event_id, NEW.title, left(NEW.description, 200),
          lower(NEW.title || ' ' || left(NEW.description, 200)), now())
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    name = excluded.name, detail = excluded.detail, terms = excluded.terms, updated_at = excluded.updated_at;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER content_items_search AFTER INSERT OR UPDATE OF title, description OR DELETE ON content_items
  FOR EACH ROW WHEN (current_setting('foyer.bulk_write', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION foyer_search_content();--> statement-breakpoint
-- What existed before the search.
INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms)
  SELECT 'contact', id, org_id, event_id, btrim(fname || ' ' || lname), concat_ws(' · ', email, company),
         lower(concat_ws(' ', fname, lname, email, company))
  FROM contacts;--> statement-breakpoint
INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms)
  SELECT 'session', id, org_id, event_id, title, left(description, 200), lower(title || ' ' || left(description, 200))
  FROM event_sessions;