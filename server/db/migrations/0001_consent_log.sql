CREATE TABLE "consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" text NOT NULL,
	"revision" integer NOT NULL,
	"functional" boolean NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_log_consent_id_idx" ON "consent_log" USING btree ("consent_id","created_at");