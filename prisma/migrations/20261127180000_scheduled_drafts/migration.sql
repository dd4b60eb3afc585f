-- A draft never has a publication time (issue 34): the panel showed "Geplant für …" on a draft
-- with one, which stayed hidden forever, as visitors see only published rows. From now on a draft
-- sent with a time is scheduled (published from that time: content/visibility.ts). Existing rows
-- follow the same rule: a draft whose time is still to come is scheduled, as the panel promised;
-- a draft whose time has passed stays a draft (it was hidden and is), without the time.
UPDATE "Event" SET "status" = 'published' WHERE "status" = 'draft' AND "publishAt" > now();
UPDATE "Event" SET "publishAt" = NULL WHERE "status" = 'draft' AND "publishAt" IS NOT NULL;
UPDATE "Sponsor" SET "status" = 'published' WHERE "status" = 'draft' AND "publishAt" > now();
UPDATE "Sponsor" SET "publishAt" = NULL WHERE "status" = 'draft' AND "publishAt" IS NOT NULL;
UPDATE "PhotoCategory" SET "status" = 'published' WHERE "status" = 'draft' AND "publishAt" > now();
UPDATE "PhotoCategory" SET "publishAt" = NULL WHERE "status" = 'draft' AND "publishAt" IS NOT NULL;
UPDATE "CommitteeMember" SET "status" = 'published' WHERE "status" = 'draft' AND "publishAt" > now();
UPDATE "CommitteeMember" SET "publishAt" = NULL WHERE "status" = 'draft' AND "publishAt" IS NOT NULL;
