CREATE TABLE "decision_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"session_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"decision" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"edited_by" text,
	"created_by" text,
	"sent_by" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_mails" ADD CONSTRAINT "decision_mails_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_mails_session_contact_idx" ON "decision_mails" USING btree ("session_id","contact_id");--> statement-breakpoint
CREATE INDEX "decision_mails_event_status_idx" ON "decision_mails" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "decision_mails_message_idx" ON "decision_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "decision_mails_contact_idx" ON "decision_mails" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "decision_mails_address_idx" ON "decision_mails" USING btree ("event_id",lower("to_address"));