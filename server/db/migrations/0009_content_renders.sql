CREATE TABLE "content_renders" (
	"revision" integer PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"failure" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
