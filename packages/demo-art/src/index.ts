export { placeholderSvg, sponsorLogoSvg } from "./logos.js";
export { portraitSvg } from "./portraits.js";
export { createRandom } from "./random.js";
export { type SceneKind, sceneSvg } from "./scenes.js";
