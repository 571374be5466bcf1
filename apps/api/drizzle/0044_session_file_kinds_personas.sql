CREATE TABLE "session_file_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"extensions" jsonb NOT NULL,
	"max_size_mb" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_personas" (
	"session_id" text NOT NULL,
	"persona_id" text NOT NULL,
	CONSTRAINT "session_personas_session_id_persona_id_pk" PRIMARY KEY("session_id","persona_id")
);
--> statement-breakpoint
ALTER TABLE "session_files" ADD COLUMN "kind_id" text;--> statement-breakpoint
ALTER TABLE "session_file_kinds" ADD CONSTRAINT "session_file_kinds_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_file_kinds" ADD CONSTRAINT "session_file_kinds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_personas" ADD CONSTRAINT "session_personas_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_personas" ADD CONSTRAINT "session_personas_persona_id_session_setting_items_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."session_setting_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_file_kinds_name_idx" ON "session_file_kinds" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE INDEX "session_personas_persona_idx" ON "session_personas" USING btree ("persona_id");--> statement-breakpoint
ALTER TABLE "session_files" ADD CONSTRAINT "session_files_kind_id_session_file_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."session_file_kinds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_files_kind_idx" ON "session_files" USING btree ("kind_id");