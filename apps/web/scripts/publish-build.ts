// The last step of `pnpm build`: the web app just built (dist/, dist-server/) becomes a build of its
// own under builds/ and the current one, and old builds are pruned (src/builds.ts says why).
import { join } from "node:path";
import { publishBuild } from "../src/builds.js";

const webDir = join(import.meta.dirname, "..");
console.log(`published the web build as apps/web/builds/${publishBuild(webDir)}`);
