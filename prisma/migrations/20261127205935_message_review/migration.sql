-- Issue 34: a message sent from an address over the contact rate limit (six teenagers on the
-- club's tablet at a stand) is kept for the committee to check, visibly, instead of silently as
-- spam. It sends no mail until then. Existing spam stays spam.
ALTER TYPE "MessageStatus" ADD VALUE 'review';
