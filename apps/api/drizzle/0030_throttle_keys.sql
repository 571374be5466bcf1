CREATE TABLE "throttle_keys" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"tat" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_keys_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_keys_tat_idx" ON "throttle_keys" USING btree ("tat");--> statement-breakpoint
DROP TABLE "throttle_hits" CASCADE;