import { sponsorKind } from "../content/kinds/sponsor.js";
import { sponsors } from "../services/sponsors.js";
import { router } from "../trpc.js";
import { kindProcedures } from "./kind-router.js";

export const sponsorsRouter = router(kindProcedures(sponsorKind, sponsors));
