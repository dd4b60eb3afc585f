import { kindStore } from "../content/kind-store.js";
import { sponsorKind } from "../content/kinds/sponsor.js";

export const sponsors = kindStore(sponsorKind);
