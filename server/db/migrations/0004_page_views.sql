CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_path_language_referrer_host_pk" PRIMARY KEY("day","path","language","referrer_host")
);
