CREATE TABLE "team_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text,
	"email" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"role_id" text,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_event_email_idx" ON "team_invitations" USING btree ("event_id",lower("email")) WHERE "team_invitations"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_org_email_idx" ON "team_invitations" USING btree ("org_id",lower("email")) WHERE "team_invitations"."event_id" is null;--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree (lower("email"));