CREATE TABLE "throttle_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "form_id" text;--> statement-breakpoint
CREATE INDEX "throttle_hits_bucket_key_idx" ON "throttle_hits" USING btree ("bucket","key","created_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_form_idx" ON "uploads" USING btree ("form_id","created_at");