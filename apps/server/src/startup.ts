import { ensureAdmin, svgToJpeg } from "@jugendclub/api";
import { seedDemoContent } from "@jugendclub/db/demo";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Services } from "./services.js";

/** First-start work: the first admin account and, on an empty database, the demo content. */
export async function prepareDatabase({
  config,
  services,
  log,
}: {
  config: Config;
  services: Services;
  log: FastifyBaseLogger;
}): Promise<void> {
  const admin = await ensureAdmin(services.db.prisma, config.admin);
  if (admin.created && admin.generatedPassword) {
    // Logged once, whatever LOG_LEVEL says (it is never stored in clear); its words also read well
    // in the JSON line.
    log
      .child({}, { level: "info" })
      .info(
        { username: admin.username },
        `First admin account created. Sign in at ${config.publicUrl}/admin with username: ${admin.username} ` +
          `password: ${admin.generatedPassword} (shown only once; change it in the admin panel after signing in)`,
      );
  } else if (admin.created) {
    log.info({ username: admin.username }, "created the admin account from ADMIN_USERNAME");
  }
  if (config.seedDemo) {
    const seeded = await seedDemo(services);
    if (seeded) log.info("added the demo content to the empty database");
  }
}

/**
 * The demo content, its images rendered and stored, on a database that has no content yet and never
 * had the demo (seedDemoContent): true when it was added.
 */
export function seedDemo({ db, media }: Pick<Services, "db" | "media">): Promise<boolean> {
  return seedDemoContent(db.prisma, {
    saveImage: async (svg) => (await media.storeImage(await svgToJpeg(svg), { attached: true })).path,
  });
}
