import type { PrismaClient } from "@jugendclub/db";

// A newsletter the receiving server refused for good (5xx) marks its address; after 3 newsletters
// in a row refused so, the address is paused: it gets no more until it subscribes again (or an
// admin removes it). A newsletter that arrives clears the count.

export const PAUSE_AFTER_REFUSALS = 3;

export async function recordRefusal(prisma: PrismaClient, subscriberId: number, error: string): Promise<void> {
  await prisma.newsletterSubscriber.updateMany({
    where: { id: subscriberId },
    data: { bounces: { increment: 1 }, lastBounce: error.slice(0, 1000) },
  });
  const paused = await prisma.newsletterSubscriber.updateMany({
    where: { id: subscriberId, status: "active", bounces: { gte: PAUSE_AFTER_REFUSALS } },
    data: { status: "paused" },
  });
  // A paused address gets nothing more: its waiting newsletter mails go.
  if (paused.count > 0) {
    await prisma.outboxMail.deleteMany({ where: { subscriberId, state: "pending", leaseUntil: null } });
  }
}

export async function recordDelivered(prisma: PrismaClient, subscriberId: number): Promise<void> {
  await prisma.newsletterSubscriber.updateMany({
    where: { id: subscriberId, bounces: { gt: 0 } },
    data: { bounces: 0, lastBounce: "" },
  });
}
