-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" VARCHAR(100) NOT NULL,
    "via" VARCHAR(20) NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "entity" VARCHAR(50) NOT NULL,
    "entityId" INTEGER,
    "title" VARCHAR(300) NOT NULL DEFAULT '',
    "changedFields" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_entity_at_idx" ON "AuditEntry"("entity", "at");

-- Not editable: an entry is never changed. Deleting is left to the housekeeping (a year's age).
CREATE FUNCTION "audit_entry_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed';
END;
$$;
CREATE TRIGGER "AuditEntry_read_only" BEFORE UPDATE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_read_only"();
