-- CreateEnum
CREATE TYPE "SubscriberStatus" AS ENUM ('active', 'paused', 'unsubscribed');

-- CreateEnum
CREATE TYPE "NewsletterStatus" AS ENUM ('draft', 'scheduled', 'sending', 'sent');

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "newsletterId" INTEGER,
ADD COLUMN     "subscriberId" INTEGER;

-- CreateTable
CREATE TABLE "NewsletterSubscriber" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "lang" VARCHAR(2) NOT NULL DEFAULT 'lb',
    "topics" JSONB NOT NULL DEFAULT '[]',
    "status" "SubscriberStatus" NOT NULL DEFAULT 'active',
    "token" VARCHAR(64) NOT NULL,
    "consentAt" TIMESTAMPTZ(3) NOT NULL,
    "consentText" VARCHAR(1000) NOT NULL,
    "consentLang" VARCHAR(2) NOT NULL,
    "source" VARCHAR(20) NOT NULL DEFAULT 'form',
    "bounces" INTEGER NOT NULL DEFAULT 0,
    "lastBounce" VARCHAR(1000) NOT NULL DEFAULT '',
    "unsubscribedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NewsletterSubscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Newsletter" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(10) NOT NULL DEFAULT 'news',
    "subject" VARCHAR(200) NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "lang" VARCHAR(2) NOT NULL DEFAULT 'lb',
    "translations" JSONB NOT NULL DEFAULT '{}',
    "eventIds" JSONB NOT NULL DEFAULT '[]',
    "status" "NewsletterStatus" NOT NULL DEFAULT 'draft',
    "sendAt" TIMESTAMPTZ(3),
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "periodStart" VARCHAR(10) NOT NULL DEFAULT '',
    "periodEnd" VARCHAR(10) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Newsletter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_email_key" ON "NewsletterSubscriber"("email");

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterSubscriber_token_key" ON "NewsletterSubscriber"("token");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_status_idx" ON "NewsletterSubscriber"("status");

-- CreateIndex
CREATE INDEX "Newsletter_status_sendAt_idx" ON "Newsletter"("status", "sendAt");

-- CreateIndex
CREATE INDEX "OutboxMail_subscriberId_idx" ON "OutboxMail"("subscriberId");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMail_newsletterId_subscriberId_key" ON "OutboxMail"("newsletterId", "subscriberId");

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_newsletterId_fkey" FOREIGN KEY ("newsletterId") REFERENCES "Newsletter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxMail" ADD CONSTRAINT "OutboxMail_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Visitors see these rows (schema.prisma: /// @content-version): each write moves the content version on.
CREATE TRIGGER "Newsletter_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Newsletter"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
