CREATE TABLE "event_criteria" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"max_score" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" integer,
	"format_id" text,
	"track_id" text,
	"level_id" text,
	"language_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "event_criteria" ADD CONSTRAINT "event_criteria_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_criteria" ADD CONSTRAINT "event_criteria_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_format_id_session_setting_items_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_track_id_session_setting_items_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_level_id_session_setting_items_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_language_id_session_setting_items_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_criteria_name_idx" ON "event_criteria" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "session_templates_name_idx" ON "session_templates" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "session_templates_format_idx" ON "session_templates" USING btree ("format_id");--> statement-breakpoint
CREATE INDEX "session_templates_track_idx" ON "session_templates" USING btree ("track_id");--> statement-breakpoint
CREATE INDEX "session_templates_level_idx" ON "session_templates" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "session_templates_language_idx" ON "session_templates" USING btree ("language_id");