-- Issue 34: the audit log says what changed, from what to what, and which API token did it.
-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN     "changes" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "tokenName" VARCHAR(100);
