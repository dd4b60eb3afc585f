import { portraitSvg, sceneSvg, sponsorLogoSvg } from "@jugendclub/demo-art";
import type { PrismaClient } from "../generated/prisma/client.js";
import { demoCommittee, demoEventCategories, demoEvents, demoGalleries, demoSponsors } from "./content.js";
import { demoEventDate } from "./dates.js";

const SEEDED_KEY = "demoContentAddedAt";

export interface SeedOptions {
  /** Rasterises and stores one of our generated SVG images; returns its public path. */
  saveImage(svg: string): Promise<string>;
  now?: Date;
}

/**
 * Adds the demo content on the first start of an empty database. Returns false when the
 * database already has content, or had the demo once (so deleting everything stays deleted).
 */
export async function seedDemoContent(prisma: PrismaClient, options: SeedOptions): Promise<boolean> {
  if (await prisma.setting.findUnique({ where: { key: SEEDED_KEY } })) return false;
  const counts = await Promise.all([
    prisma.event.count(),
    prisma.sponsor.count(),
    prisma.photoCategory.count(),
    prisma.committeeMember.count(),
  ]);
  if (counts.some((count) => count > 0)) return false;

  // Images first (the slow part), then every row in one transaction.
  const now = options.now ?? new Date();
  let seed = 1;
  const eventImages: string[] = [];
  for (const event of demoEvents) eventImages.push(await options.saveImage(sceneSvg(event.scene, seed++)));
  const logos: string[] = [];
  for (const sponsor of demoSponsors) logos.push(await options.saveImage(sponsorLogoSvg(sponsor.name, seed++)));
  const portraits: string[] = [];
  for (let i = 0; i < demoCommittee.length; i++) portraits.push(await options.saveImage(portraitSvg(seed++)));
  const galleries: string[][] = [];
  for (const gallery of demoGalleries) {
    const photos: string[] = [];
    for (const photo of gallery.photos) photos.push(await options.saveImage(sceneSvg(photo.scene, seed++)));
    galleries.push(photos);
  }

  await prisma.$transaction(async (tx) => {
    const categories = new Map<string, number>();
    for (const name of demoEventCategories) {
      const category = await tx.eventCategory.upsert({ where: { name }, create: { name }, update: {} });
      categories.set(name, category.id);
    }
    for (const [index, event] of demoEvents.entries()) {
      await tx.event.create({
        data: {
          title: event.title,
          description: event.description,
          date: demoEventDate(event.when, now),
          location: event.location,
          imageUrl: eventImages[index] ?? null,
          featured: event.featured,
          categoryId: categories.get(event.category) as number,
        },
      });
    }
    for (const [index, sponsor] of demoSponsors.entries()) {
      await tx.sponsor.create({ data: { ...sponsor, logo: logos[index] ?? null, position: index } });
    }
    for (const [index, member] of demoCommittee.entries()) {
      await tx.committeeMember.create({ data: { ...member, photo: portraits[index] ?? null, position: index } });
    }
    for (const [index, gallery] of demoGalleries.entries()) {
      const srcs = galleries[index] ?? [];
      await tx.photoCategory.create({
        data: {
          name: gallery.name(now),
          description: gallery.description,
          coverImage: srcs[gallery.cover] ?? srcs[0] ?? null,
          position: index,
          photos: {
            create: gallery.photos.map((photo, photoIndex) => ({
              alt: photo.alt,
              caption: photo.caption,
              src: srcs[photoIndex] as string,
              position: photoIndex,
            })),
          },
        },
      });
    }
    await tx.setting.create({ data: { key: SEEDED_KEY, value: now.toISOString() } });
  });
  return true;
}
