CREATE TABLE "sso_saml_assertions" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_saml_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_saml_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"session_index" text
);
--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_metadata" text;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_saml_assertions" ADD CONSTRAINT "sso_saml_assertions_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_handoffs" ADD CONSTRAINT "sso_saml_handoffs_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_handoffs" ADD CONSTRAINT "sso_saml_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_sessions" ADD CONSTRAINT "sso_saml_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_saml_sessions" ADD CONSTRAINT "sso_saml_sessions_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_saml_assertions_expires_idx" ON "sso_saml_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_saml_handoffs_expires_idx" ON "sso_saml_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_saml_sessions_name_idx" ON "sso_saml_sessions" USING btree ("connection_id","name_id");