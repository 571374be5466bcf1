CREATE TABLE "event_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"parent_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"room_id" text,
	"track_id" text,
	"format_id" text,
	"level_id" text,
	"language_id" text,
	"status_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_files" (
	"session_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_files_session_id_upload_id_pk" PRIMARY KEY("session_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"session_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_participants_session_id_contact_id_role_pk" PRIMARY KEY("session_id","contact_id","role")
);
--> statement-breakpoint
CREATE TABLE "session_setting_items" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"colour" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_parent_id_event_sessions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_room_id_session_setting_items_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_track_id_session_setting_items_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_format_id_session_setting_items_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_level_id_session_setting_items_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_language_id_session_setting_items_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_status_id_session_setting_items_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_files" ADD CONSTRAINT "session_files_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_files" ADD CONSTRAINT "session_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_files" ADD CONSTRAINT "session_files_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD CONSTRAINT "session_setting_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD CONSTRAINT "session_setting_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_event_start_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_sessions_parent_idx" ON "event_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "event_sessions_room_idx" ON "event_sessions" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "event_sessions_track_idx" ON "event_sessions" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "event_sessions_format_idx" ON "event_sessions" USING btree ("format_id");--> statement-breakpoint
CREATE INDEX "event_sessions_level_idx" ON "event_sessions" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "event_sessions_language_idx" ON "event_sessions" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "event_sessions_status_idx" ON "event_sessions" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "session_files_upload_idx" ON "session_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "session_participants_contact_idx" ON "session_participants" USING btree ("contact_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "session_setting_items_name_idx" ON "session_setting_items" USING btree ("event_id","kind",lower("name"));