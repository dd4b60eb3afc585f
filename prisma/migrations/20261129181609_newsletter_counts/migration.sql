-- AlterTable
ALTER TABLE "Newsletter" ADD COLUMN     "failedGone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sentGone" INTEGER NOT NULL DEFAULT 0;

-- A newsletter's progress counts its mails in the outbox; the outbox is swept (sent mails after the
-- spam period, services/retention.ts) and loses a subscriber's mails with the subscriber. Each
-- deleted sent or refused mail of a newsletter is added to the newsletter's own counts first, by
-- this trigger, so no deleting path can forget it.
CREATE FUNCTION "newsletter_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Newsletter" AS n
  SET "sentGone" = n."sentGone" + gone.sent, "failedGone" = n."failedGone" + gone.failed
  FROM (
    SELECT "newsletterId",
      count(*) FILTER (WHERE "state" = 'sent') AS sent,
      count(*) FILTER (WHERE "state" = 'failed') AS failed
    FROM old_rows
    WHERE "newsletterId" IS NOT NULL AND "state" IN ('sent', 'failed')
    GROUP BY "newsletterId"
  ) AS gone
  WHERE n."id" = gone."newsletterId";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "OutboxMail_newsletter_counts" AFTER DELETE ON "OutboxMail"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "newsletter_keep_counts"();
