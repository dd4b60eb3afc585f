export * from "./compose.js";
export * from "./outbox.js";
export * from "./preferences.js";
export * from "./public-mail.js";
export * from "./server-settings.js";
export * from "./service.js";
export * from "./smtp-words.js";
