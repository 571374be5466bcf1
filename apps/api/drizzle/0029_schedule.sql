CREATE TABLE "schedule_draft_placements" (
	"draft_id" text NOT NULL,
	"session_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"room_id" text,
	CONSTRAINT "schedule_draft_placements_draft_id_session_id_pk" PRIMARY KEY("draft_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"version" text NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"released_by" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"event_id" text PRIMARY KEY NOT NULL,
	"agenda" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conflicts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "expected_audience" integer;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "plenum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD COLUMN "counts_as_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD COLUMN "opens_at" text;--> statement-breakpoint
ALTER TABLE "session_setting_items" ADD COLUMN "closes_at" text;--> statement-breakpoint
ALTER TABLE "schedule_draft_placements" ADD CONSTRAINT "schedule_draft_placements_draft_id_schedule_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."schedule_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_placements" ADD CONSTRAINT "schedule_draft_placements_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_draft_placements" ADD CONSTRAINT "schedule_draft_placements_room_id_session_setting_items_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_releases" ADD CONSTRAINT "schedule_releases_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_releases" ADD CONSTRAINT "schedule_releases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_releases" ADD CONSTRAINT "schedule_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_draft_placements_session_idx" ON "schedule_draft_placements" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "schedule_draft_placements_room_idx" ON "schedule_draft_placements" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "schedule_drafts_event_idx" ON "schedule_drafts" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_releases_version_idx" ON "schedule_releases" USING btree ("event_id",lower("version"));--> statement-breakpoint
CREATE INDEX "schedule_releases_event_idx" ON "schedule_releases" USING btree ("event_id","released_at");