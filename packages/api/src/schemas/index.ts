export * from "./auth.js";
export * from "./committee.js";
export * from "./common.js";
export * from "./contact.js";
export * from "./events.js";
export * from "./mail.js";
export * from "./photos.js";
export * from "./sponsors.js";
