export type { ApiSettings, AuthUser, Context } from "./context.js";
export * from "./errors.js";
export * from "./media/index.js";
export { type AppRouter, appRouter } from "./routers/index.js";
export { type EnsureAdminResult, ensureAdmin } from "./services/admin-bootstrap.js";
export { generatePassword, hashPassword, verifyPassword } from "./services/passwords.js";
export { sweepRateLimits } from "./services/rate-limit.js";
export { type Authenticated, authenticate, SESSION_COOKIE, SESSION_DAYS, sweepSessions } from "./services/sessions.js";
export { createCallerFactory, fieldErrors } from "./trpc.js";
