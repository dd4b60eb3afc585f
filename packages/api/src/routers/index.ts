import { router } from "../trpc.js";
import { adminRouter } from "./admin.js";
import { auditRouter } from "./audit.js";
import { authRouter } from "./auth.js";
import { committeeMembersRouter } from "./committee.js";
import { contactSubmissionsRouter } from "./contact.js";
import { eventCategoriesRouter, eventsRouter } from "./events.js";
import { mailRouter, privacyRouter } from "./mail.js";
import { photoCategoriesRouter, photosRouter } from "./photos.js";
import { sponsorsRouter } from "./sponsors.js";
import { trashRouter } from "./trash.js";
import { uploadsRouter } from "./uploads.js";

export const appRouter = router({
  auth: authRouter,
  events: eventsRouter,
  eventCategories: eventCategoriesRouter,
  sponsors: sponsorsRouter,
  photoCategories: photoCategoriesRouter,
  photos: photosRouter,
  committeeMembers: committeeMembersRouter,
  contactSubmissions: contactSubmissionsRouter,
  mail: mailRouter,
  privacy: privacyRouter,
  auditLog: auditRouter,
  admin: adminRouter,
  uploads: uploadsRouter,
  trash: trashRouter,
});

export type AppRouter = typeof appRouter;
