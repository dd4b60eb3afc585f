import { portraitSvg, sceneSvg, sponsorLogoSvg } from "@jugendclub/demo-art";
import type { PrismaClient } from "../generated/prisma/client.js";
import { demoCommittee, demoEventCategories, demoEvents, demoGalleries, demoSponsors } from "./content.js";
import { demoEventDate } from "./dates.js";
import { demoTranslations } from "./translations.js";

const SEEDED_KEY = "demoContentAddedAt";

const storedObject = (value: unknown): object => (value && typeof value === "object" ? value : {});

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
      const translations = demoTranslations({ name });
      const category = await tx.eventCategory.upsert({
        where: { name },
        create: { name, translations },
        // A category an admin made before keeps its own translations.
        update: {},
      });
      categories.set(name, category.id);
    }
    // The default category ('Aner') gets its translated names too, unless it has some.
    const fallback = await tx.eventCategory.findFirst({ where: { isDefault: true } });
    const fallbackNames = fallback ? demoTranslations({ name: fallback.name }) : {};
    if (fallback && Object.keys(storedObject(fallback.translations)).length === 0) {
      await tx.eventCategory.update({ where: { id: fallback.id }, data: { translations: fallbackNames } });
    }
    for (const [index, event] of demoEvents.entries()) {
      const date = demoEventDate(event.when, now);
      await tx.event.create({
        data: {
          title: event.title,
          description: event.description,
          translations: demoTranslations({ title: event.title, description: event.description }),
          date,
          location: event.location,
          imageUrl: eventImages[index] ?? null,
          featured: event.featured,
          categoryId: categories.get(event.category) as number,
          ...(event.signup ? { signup: event.signup(date) as object } : {}),
        },
      });
    }
    for (const [index, sponsor] of demoSponsors.entries()) {
      const translations = demoTranslations({ description: sponsor.description });
      await tx.sponsor.create({ data: { ...sponsor, translations, logo: logos[index] ?? null, position: index } });
    }
    for (const [index, member] of demoCommittee.entries()) {
      const translations = demoTranslations({ role: member.role });
      await tx.committeeMember.create({
        data: { ...member, translations, photo: portraits[index] ?? null, position: index },
      });
    }
    for (const [index, gallery] of demoGalleries.entries()) {
      const srcs = galleries[index] ?? [];
      const name = gallery.name(now);
      await tx.photoCategory.create({
        data: {
          name,
          description: gallery.description,
          translations: demoTranslations({ name, description: gallery.description }),
          coverImage: srcs[gallery.cover] ?? srcs[0] ?? null,
          position: index,
          photos: {
            create: gallery.photos.map((photo, photoIndex) => ({
              alt: photo.alt,
              caption: photo.caption,
              translations: demoTranslations({ alt: photo.alt, caption: photo.caption }),
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
