-- CreateEnum
CREATE TYPE "SignupStatus" AS ENUM ('unconfirmed', 'confirmed', 'waiting', 'offered', 'cancelled', 'expired');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "signup" JSONB;

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "signupId" INTEGER;

-- CreateTable
CREATE TABLE "Signup" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "occurrence" VARCHAR(10) NOT NULL DEFAULT '',
    "shiftId" VARCHAR(40) NOT NULL DEFAULT '',
    "name" VARCHAR(200) NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "phone" VARCHAR(50) NOT NULL DEFAULT '',
    "places" INTEGER NOT NULL DEFAULT 1,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "underSixteen" BOOLEAN NOT NULL DEFAULT false,
    "parentName" VARCHAR(200) NOT NULL DEFAULT '',
    "parentEmail" VARCHAR(320) NOT NULL DEFAULT '',
    "lang" VARCHAR(2) NOT NULL DEFAULT 'lb',
    "status" "SignupStatus" NOT NULL DEFAULT 'unconfirmed',
    "token" VARCHAR(64) NOT NULL,
    "queuedAt" TIMESTAMPTZ(3),
    "offeredUntil" TIMESTAMPTZ(3),
    "checkedInAt" TIMESTAMPTZ(3),
    "remindedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Signup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Signup_eventId_occurrence_shiftId_status_idx" ON "Signup"("eventId", "occurrence", "shiftId", "status");

-- CreateIndex
CREATE INDEX "Signup_token_idx" ON "Signup"("token");

-- CreateIndex
CREATE INDEX "Signup_email_idx" ON "Signup"("email");

-- CreateIndex
CREATE INDEX "Signup_status_offeredUntil_idx" ON "Signup"("status", "offeredUntil");

-- CreateIndex
CREATE INDEX "OutboxMail_signupId_idx" ON "OutboxMail"("signupId");

-- AddForeignKey
ALTER TABLE "Signup" ADD CONSTRAINT "Signup_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_signupId_fkey" FOREIGN KEY ("signupId") REFERENCES "Signup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Visitors see these rows (schema.prisma: /// @content-version): each write moves the content version on.
CREATE TRIGGER "Signup_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Signup"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
