CREATE TABLE "evaluation_criteria" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"name" text NOT NULL,
	"max_score" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_plan_evaluators" (
	"plan_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	CONSTRAINT "evaluation_plan_evaluators_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_evaluations" (
	"plan_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_evaluations_plan_id_session_id_user_id_pk" PRIMARY KEY("plan_id","session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plan_evaluators" ADD CONSTRAINT "evaluation_plan_evaluators_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plan_evaluators" ADD CONSTRAINT "evaluation_plan_evaluators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plan_evaluators" ADD CONSTRAINT "evaluation_plan_evaluators_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_status_id_session_setting_items_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."session_setting_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_evaluations" ADD CONSTRAINT "session_evaluations_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_evaluations" ADD CONSTRAINT "session_evaluations_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_evaluations" ADD CONSTRAINT "session_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criteria_plan_idx" ON "evaluation_criteria" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "evaluation_plan_evaluators_user_event_idx" ON "evaluation_plan_evaluators" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "evaluation_plans_event_idx" ON "evaluation_plans" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "evaluation_plans_status_idx" ON "evaluation_plans" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "session_evaluations_session_idx" ON "session_evaluations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_evaluations_user_idx" ON "session_evaluations" USING btree ("user_id");