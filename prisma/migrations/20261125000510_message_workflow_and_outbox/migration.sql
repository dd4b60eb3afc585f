-- CreateEnum
CREATE TYPE "MessageStatus" AS ENUM ('new', 'read', 'answered', 'archived', 'spam');

-- CreateEnum
CREATE TYPE "MailState" AS ENUM ('pending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "ContactSubmission" ADD COLUMN     "birthDate" DATE,
ADD COLUMN     "parentConsent" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "parentEmail" VARCHAR(320) NOT NULL DEFAULT '',
ADD COLUMN     "parentName" VARCHAR(200) NOT NULL DEFAULT '',
ADD COLUMN     "status" "MessageStatus" NOT NULL DEFAULT 'new';

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" SERIAL NOT NULL,
    "submissionId" INTEGER,
    "kind" VARCHAR(20) NOT NULL,
    "recipients" VARCHAR(2000) NOT NULL,
    "replyTo" VARCHAR(320) NOT NULL DEFAULT '',
    "subject" VARCHAR(300) NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "state" "MailState" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(1000) NOT NULL DEFAULT '',
    "messageId" VARCHAR(200) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxMail_state_nextAttemptAt_idx" ON "OutboxMail"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMail_submissionId_idx" ON "OutboxMail"("submissionId");

-- CreateIndex
CREATE INDEX "ContactSubmission_status_idx" ON "ContactSubmission"("status");

-- CreateIndex
CREATE INDEX "ContactSubmission_email_idx" ON "ContactSubmission"("email");

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "ContactSubmission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The privacy notice is a setting that visitors read (/privacy): a write to the settings moves the
-- content version on, so the public response cache never serves an old notice.
CREATE TRIGGER "Setting_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
