export * from "./content.js";
export { type DemoWhen, demoEventDate, easterSunday, luxembourgTime } from "./dates.js";
export { type SeedOptions, seedDemoContent } from "./seed.js";
export { demoTranslation, demoTranslations } from "./translations.js";
