import { i18n } from "@lingui/core";
import { messages } from "./locales/lb/messages.js";

// Luxembourgish is the only bundled catalog, compiled into the bundle: nothing to fetch.
i18n.loadAndActivate({ locale: "lb", messages });

export { i18n };
