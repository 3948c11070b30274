CREATE TABLE "collection_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"collection" text NOT NULL,
	"lang" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "collection_slugs" (
	"collection" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"entry_id" uuid,
	"current" boolean DEFAULT false NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_slugs_collection_lang_slug_pk" PRIMARY KEY("collection","lang","slug")
);
--> statement-breakpoint
CREATE TABLE "collection_versions" (
	"entry_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by" uuid,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"publish_at" timestamp with time zone,
	"scheduled_by" uuid,
	"schedule_acknowledged" jsonb,
	"schedule_failure" jsonb,
	"needs_review" boolean DEFAULT false NOT NULL,
	CONSTRAINT "collection_versions_entry_id_lang_pk" PRIMARY KEY("entry_id","lang")
);
--> statement-breakpoint
ALTER TABLE "collection_entries" ADD CONSTRAINT "collection_entries_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_history" ADD CONSTRAINT "collection_history_by_admin_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_slugs" ADD CONSTRAINT "collection_slugs_entry_id_collection_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."collection_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_versions" ADD CONSTRAINT "collection_versions_entry_id_collection_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."collection_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_versions" ADD CONSTRAINT "collection_versions_draft_saved_by_admin_users_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_versions" ADD CONSTRAINT "collection_versions_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_versions" ADD CONSTRAINT "collection_versions_scheduled_by_admin_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_entries_collection_idx" ON "collection_entries" USING btree ("collection");--> statement-breakpoint
CREATE INDEX "collection_history_entry_idx" ON "collection_history" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "collection_slugs_entry_idx" ON "collection_slugs" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "collection_versions_publish_at_idx" ON "collection_versions" USING btree ("publish_at");