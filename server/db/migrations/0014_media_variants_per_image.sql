ALTER TABLE "media_variants" DROP CONSTRAINT "media_variants_pkey";--> statement-breakpoint
DROP INDEX "media_variants_media_idx";--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_size_format_pk" PRIMARY KEY("media_id","size","format");--> statement-breakpoint
CREATE INDEX "media_variants_hash_idx" ON "media_variants" USING btree ("hash");--> statement-breakpoint
-- An image uploaded while its twin (the same file, so the same master) already held every hash got
-- no variant rows: it takes its twin's now. The share crop only when both crop at the same focal point.
INSERT INTO "media_variants" ("media_id", "size", "format", "hash", "width", "height", "bytes")
SELECT "orphan"."id", "v"."size", "v"."format", "v"."hash", "v"."width", "v"."height", "v"."bytes"
FROM "media" "orphan"
JOIN LATERAL (
  SELECT "t"."id", "t"."description" FROM "media" "t"
  WHERE "t"."master" = "orphan"."master" AND "t"."id" <> "orphan"."id"
    AND EXISTS (SELECT 1 FROM "media_variants" "x" WHERE "x"."media_id" = "t"."id" AND "x"."size" <> 'og')
  ORDER BY "t"."created_at", "t"."id" LIMIT 1
) "twin" ON true
JOIN "media_variants" "v" ON "v"."media_id" = "twin"."id"
WHERE NOT EXISTS (
    SELECT 1 FROM "media_variants" "own" WHERE "own"."media_id" = "orphan"."id" AND "own"."size" <> 'og'
  )
  AND ("v"."size" <> 'og' OR "orphan"."description" -> 'focal' = "twin"."description" -> 'focal')
  AND NOT EXISTS (
    SELECT 1 FROM "media_variants" "own"
    WHERE "own"."media_id" = "orphan"."id" AND "own"."size" = "v"."size" AND "own"."format" = "v"."format"
  );
