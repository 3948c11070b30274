CREATE TABLE "pow_solutions_used" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "pow_solutions_used_at_idx" ON "pow_solutions_used" USING btree ("used_at");