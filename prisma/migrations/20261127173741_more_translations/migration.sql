-- AlterTable
ALTER TABLE "CommitteeMember" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "EventCategory" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';
