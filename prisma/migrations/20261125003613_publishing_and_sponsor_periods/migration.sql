-- CreateEnum
CREATE TYPE "PublishStatus" AS ENUM ('published', 'draft');

-- AlterTable
ALTER TABLE "CommitteeMember" ADD COLUMN     "publishAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "publishAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "PhotoCategory" ADD COLUMN     "publishAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "Sponsor" ADD COLUMN     "activeFrom" DATE,
ADD COLUMN     "activeUntil" DATE,
ADD COLUMN     "publishAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'published';
