import { DECLARED_KINDS } from "../content/registry.js";
import { photoCategories } from "../services/photos.js";
import { router } from "../trpc.js";
import { adminRouter } from "./admin.js";
import { auditRouter } from "./audit.js";
import { authRouter } from "./auth.js";
import { contactSubmissionsRouter } from "./contact.js";
import { eventCategoriesRouter, eventsRouter } from "./events.js";
import { kindRouters } from "./kind-router.js";
import { mailRouter, privacyRouter } from "./mail.js";
import { newsletterRouter } from "./newsletter.js";
import { photosRouter } from "./photos.js";
import { signupsRouter } from "./signups.js";
import { trashRouter } from "./trash.js";
import { uploadsRouter } from "./uploads.js";

export const appRouter = router({
  auth: authRouter,
  events: eventsRouter,
  eventCategories: eventCategoriesRouter,
  // Every kind declared in content/kinds/ (DECLARED_KINDS), its router derived from its declaration.
  ...kindRouters(DECLARED_KINDS, { photoCategories }),
  photos: photosRouter,
  signups: signupsRouter,
  newsletter: newsletterRouter,
  contactSubmissions: contactSubmissionsRouter,
  mail: mailRouter,
  privacy: privacyRouter,
  auditLog: auditRouter,
  admin: adminRouter,
  uploads: uploadsRouter,
  trash: trashRouter,
});

export type AppRouter = typeof appRouter;
