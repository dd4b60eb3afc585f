export * from "./content.js";
export { type SeedOptions, seedDemoContent } from "./seed.js";
