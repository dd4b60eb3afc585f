export * from "./media/index.js";
export { type EnsureAdminResult, ensureAdmin } from "./services/admin-bootstrap.js";
export { generatePassword, hashPassword, verifyPassword } from "./services/passwords.js";
