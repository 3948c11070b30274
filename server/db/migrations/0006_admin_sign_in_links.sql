ALTER TABLE "admin_links" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_links" ADD CONSTRAINT "admin_links_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_link_id_admin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."admin_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_challenges_expires_idx" ON "admin_challenges" USING btree ("expires_at");--> statement-breakpoint
-- Link mails queued before this migration carry their token in plain text: they go (docs/decisions/0028).
DELETE FROM "mail_outbox" WHERE "purpose" = 'admin-link';
