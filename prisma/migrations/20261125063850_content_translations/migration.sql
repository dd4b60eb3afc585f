-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "PhotoCategory" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Sponsor" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';
