-- Issue 34: several volunteers. Every account gets a role; the existing ones stay admins (everything).
-- CreateEnum
CREATE TYPE "AdminRole" AS ENUM ('admin', 'editor', 'photos');

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "role" "AdminRole" NOT NULL DEFAULT 'admin';
