import { kindStore } from "../content/kind-store.js";
import { committeeKind } from "../content/kinds/committee.js";

export const committeeMembers = kindStore(committeeKind);
