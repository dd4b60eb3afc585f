-- Order by hand: sortOrder becomes position (kept, numbered 0, 1, 2, ... in the order shown so
-- far, within each group), and a photo keeps the date it was taken.

-- DropIndex
DROP INDEX "CommitteeMember_sortOrder_id_idx";
DROP INDEX "Photo_categoryId_sortOrder_id_idx";
DROP INDEX "PhotoCategory_sortOrder_id_idx";
DROP INDEX "Sponsor_sortOrder_id_idx";

-- RenameColumn
ALTER TABLE "CommitteeMember" RENAME COLUMN "sortOrder" TO "position";
ALTER TABLE "Photo" RENAME COLUMN "sortOrder" TO "position";
ALTER TABLE "PhotoCategory" RENAME COLUMN "sortOrder" TO "position";
ALTER TABLE "Sponsor" RENAME COLUMN "sortOrder" TO "position";

-- The order shown so far (ties by id), as distinct positions
UPDATE "CommitteeMember" AS t SET "position" = o.n
  FROM (SELECT id, row_number() OVER (ORDER BY "position", id) - 1 AS n FROM "CommitteeMember") AS o WHERE o.id = t.id;
UPDATE "PhotoCategory" AS t SET "position" = o.n
  FROM (SELECT id, row_number() OVER (ORDER BY "position", id) - 1 AS n FROM "PhotoCategory") AS o WHERE o.id = t.id;
UPDATE "Sponsor" AS t SET "position" = o.n
  FROM (SELECT id, row_number() OVER (PARTITION BY "type" ORDER BY "position", id) - 1 AS n FROM "Sponsor") AS o WHERE o.id = t.id;
UPDATE "Photo" AS t SET "position" = o.n
  FROM (SELECT id, row_number() OVER (PARTITION BY "categoryId" ORDER BY "position", id) - 1 AS n FROM "Photo") AS o WHERE o.id = t.id;

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN "takenAt" TIMESTAMPTZ(3);
ALTER TABLE "StoredFile" ADD COLUMN "takenAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "CommitteeMember_position_id_idx" ON "CommitteeMember"("position", "id");
CREATE INDEX "Photo_categoryId_position_id_idx" ON "Photo"("categoryId", "position", "id");
CREATE INDEX "PhotoCategory_position_id_idx" ON "PhotoCategory"("position", "id");
CREATE INDEX "Sponsor_position_id_idx" ON "Sponsor"("position", "id");
