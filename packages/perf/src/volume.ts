import type { openDatabase } from "@jugendclub/db";

type Prisma = Awaited<ReturnType<typeof openDatabase>>["prisma"];

/** Adds a volume of content in bulk: events in the default category, photos in galleries of 100. */
export async function seedVolume(
  prisma: Prisma,
  counts: { events: number; photos: number; sponsors: number },
): Promise<void> {
  const category = await prisma.eventCategory.upsert({
    where: { name: "Aner" },
    create: { name: "Aner", isDefault: true },
    update: {},
  });
  const start = Date.UTC(2027, 0, 1);
  for (let from = 0; from < counts.events; from += 1000) {
    await prisma.event.createMany({
      data: Array.from({ length: Math.min(1000, counts.events - from) }, (_, k) => {
        const i = from + k;
        return {
          title: `Event ${i + 1}: Fest am Duerf`,
          description: "Musek, Iessen a Gedrénks fir Jonk an Al. Jiddereen ass wëllkomm!",
          date: new Date(start + i * 36 * 3600 * 1000),
          location: "Kierchplaz, Rammeldange",
          imageUrl: `/files/event-${i}.webp`,
          featured: i % 10 === 0,
          categoryId: category.id,
        };
      }),
    });
  }
  for (let g = 0; g * 100 < counts.photos; g++) {
    const gallery = await prisma.photoCategory.create({
      data: {
        name: `Galerie ${g + 1}`,
        description: "Fotoe vum Fest",
        coverImage: `/files/cover-${g}.webp`,
        position: g,
      },
    });
    await prisma.photo.createMany({
      data: Array.from({ length: Math.min(100, counts.photos - g * 100) }, (_, k) => ({
        categoryId: gallery.id,
        src: `/files/photo-${g}-${k}.webp`,
        alt: `Foto ${k + 1} aus der Galerie ${g + 1}`,
        position: k,
      })),
    });
  }
  await prisma.sponsor.createMany({
    data: Array.from({ length: counts.sponsors }, (_, i) => ({
      name: `Sponsor ${i + 1}`,
      description: "E Betrib aus der Gemeng, deen eis all Joer ënnerstëtzt.",
      website: "https://example.lu",
      type: i < 2 ? ("main" as const) : ("secondary" as const),
      position: i,
    })),
  });
}
