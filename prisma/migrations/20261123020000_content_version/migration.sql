-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "ContentVersion" ("id", "version") VALUES (1, 0);

-- Every change to what visitors see moves the version on, in the writing transaction itself:
-- the response cache of every server instance compares it before it answers from memory.
-- The notification reaches listeners when the transaction commits; the embedded database delivers
-- it in-process before the writing query returns, so its server needs no query per cached read.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version BIGINT;
BEGIN
  UPDATE "ContentVersion" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('content_version', next_version::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Event_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Event"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "EventCategory_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "EventCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Sponsor_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Sponsor"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "PhotoCategory_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PhotoCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "Photo_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Photo"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "CommitteeMember_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CommitteeMember"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
CREATE TRIGGER "StoredFile_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "StoredFile"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
