-- An album holds each image once: a photo's content hash (its stored image's name without the
-- extension; images are named by their SHA-256), unique within its category. A retried upload of
-- the same file finds the photo already there instead of adding a second one.

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "contentHash" VARCHAR(100);

-- Existing photos: the first (lowest id) of each image in an album takes its hash; a second copy
-- added before this rule keeps NULL, so an album holding duplicates migrates and loses nothing.
UPDATE "Photo" AS t SET "contentHash" = o.hash
  FROM (
    SELECT id, substring("src" from '^/media/([a-z0-9][a-z0-9-]*)') AS hash,
           row_number() OVER (PARTITION BY "categoryId", substring("src" from '^/media/([a-z0-9][a-z0-9-]*)') ORDER BY id) AS n
      FROM "Photo"
  ) AS o
  WHERE o.id = t.id AND o.hash IS NOT NULL AND o.n = 1;

-- CreateIndex
CREATE UNIQUE INDEX "Photo_categoryId_contentHash_key" ON "Photo"("categoryId", "contentHash");
