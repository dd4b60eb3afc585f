-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "recurrence" JSONB;
