-- AlterTable
ALTER TABLE "ContactSubmission" ADD COLUMN     "underSixteen" BOOLEAN;

-- Applications already kept: under 16 on the day they were sent, by their birth date.
UPDATE "ContactSubmission"
SET "underSixteen" = ("birthDate" > ("createdAt" AT TIME ZONE 'Europe/Luxembourg')::date - INTERVAL '16 years')
WHERE "type" = 'membership' AND "birthDate" IS NOT NULL;
