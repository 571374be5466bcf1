CREATE INDEX "contacts_event_import_idx" ON "contacts" USING btree ("event_id","import_id");--> statement-breakpoint
DROP INDEX "contacts_org_idx";--> statement-breakpoint
DROP INDEX "contacts_event_idx";--> statement-breakpoint
DROP INDEX "contacts_import_idx";
