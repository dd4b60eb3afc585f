export * from "./compose.js";
export * from "./outbox.js";
export * from "./preferences.js";
export * from "./public-mail.js";
export * from "./service.js";
