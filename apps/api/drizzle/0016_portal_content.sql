CREATE TABLE "portal_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_file_request_recipients" (
	"request_id" text NOT NULL,
	"contact_id" text NOT NULL,
	CONSTRAINT "portal_file_request_recipients_request_id_contact_id_pk" PRIMARY KEY("request_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "portal_file_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"due_date" text,
	"accepted_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_files" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_file_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "portal_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"from_organizer" boolean NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"upload_id" text,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_task_assignments" (
	"task_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "portal_task_assignments_task_id_contact_id_pk" PRIMARY KEY("task_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "portal_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" text,
	"link" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"participant_read_at" timestamp with time zone,
	"organizer_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portals" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "photo_upload_id" text;--> statement-breakpoint
ALTER TABLE "portal_activity" ADD CONSTRAINT "portal_activity_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_activity" ADD CONSTRAINT "portal_activity_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_request_recipients" ADD CONSTRAINT "portal_file_request_recipients_request_id_portal_file_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."portal_file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_request_recipients" ADD CONSTRAINT "portal_file_request_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_requests" ADD CONSTRAINT "portal_file_requests_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_requests" ADD CONSTRAINT "portal_file_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_submissions" ADD CONSTRAINT "portal_file_submissions_request_id_portal_file_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."portal_file_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_submissions" ADD CONSTRAINT "portal_file_submissions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_submissions" ADD CONSTRAINT "portal_file_submissions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_file_submissions" ADD CONSTRAINT "portal_file_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_thread_id_portal_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."portal_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pages" ADD CONSTRAINT "portal_pages_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pages" ADD CONSTRAINT "portal_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_resources" ADD CONSTRAINT "portal_resources_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_resources" ADD CONSTRAINT "portal_resources_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_task_assignments" ADD CONSTRAINT "portal_task_assignments_task_id_portal_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."portal_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_task_assignments" ADD CONSTRAINT "portal_task_assignments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_tasks" ADD CONSTRAINT "portal_tasks_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_tasks" ADD CONSTRAINT "portal_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_threads" ADD CONSTRAINT "portal_threads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_activity_contact_idx" ON "portal_activity" USING btree ("portal_id","contact_id","at" desc);--> statement-breakpoint
CREATE INDEX "portal_file_request_recipients_contact_idx" ON "portal_file_request_recipients" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "portal_file_requests_portal_idx" ON "portal_file_requests" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "portal_file_submissions_request_contact_idx" ON "portal_file_submissions" USING btree ("request_id","contact_id");--> statement-breakpoint
CREATE INDEX "portal_messages_thread_idx" ON "portal_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_pages_portal_idx" ON "portal_pages" USING btree ("portal_id","kind","position");--> statement-breakpoint
CREATE INDEX "portal_resources_portal_idx" ON "portal_resources" USING btree ("portal_id","position");--> statement-breakpoint
CREATE INDEX "portal_task_assignments_contact_idx" ON "portal_task_assignments" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "portal_tasks_portal_idx" ON "portal_tasks" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "portal_threads_portal_contact_idx" ON "portal_threads" USING btree ("portal_id","contact_id");--> statement-breakpoint
CREATE INDEX "portal_threads_portal_last_idx" ON "portal_threads" USING btree ("portal_id","last_message_at" desc);