DROP INDEX "segments_org_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "segments_org_kind_name_idx" ON "segments" USING btree ("org_id","kind",lower("name"));--> statement-breakpoint
-- A contact of the organization outside any event (event_id null) has no place in the search,
-- whose entries belong to an event: it is kept out (and out again if it leaves its event).
CREATE OR REPLACE FUNCTION foyer_search_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries WHERE entity_type = 'contact' AND entity_id = OLD.id;
    RETURN OLD;
  END IF;
  IF NEW.event_id IS NULL THEN
    DELETE FROM search_entries WHERE entity_type = 'contact' AND entity_id = NEW.id;
    RETURN NEW;
  END IF;
  INSERT INTO search_entries (entity_type, entity_id, org_id, event_id, name, detail, terms, updated_at)
  VALUES ('contact', NEW.id, NEW.org_id, NEW.event_id, btrim(NEW.fname || ' ' || NEW.lname),
          concat_ws(' · ', NEW.email, NEW.company),
          lower(concat_ws(' ', NEW.fname, NEW.lname, NEW.email, NEW.company)), now())
  ON CONFLICT (entity_type, entity_id) DO UPDATE SET
    event_id = excluded.event_id, name = excluded.name, detail = excluded.detail, terms = excluded.terms,
    updated_at = excluded.updated_at;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Moving a contact to another event moves its entry too.
DROP TRIGGER contacts_search ON contacts;--> statement-breakpoint
CREATE TRIGGER contacts_search AFTER INSERT OR UPDATE OF fname, lname, email, company, event_id OR DELETE ON contacts
  FOR EACH ROW WHEN (current_setting('foyer.bulk_write', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION foyer_search_contact();
