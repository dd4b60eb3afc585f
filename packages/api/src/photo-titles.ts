// A photo's title from its file name, for albums dropped in one go (the admin's uploader and the
// server's ZIP import both use it; no imports, so the web app takes it as
// @jugendclub/api/photo-titles).

/**
 * Names that cameras, phones and apps give: never a title, whatever follows (a screenshot's app
 * name, a WhatsApp date).
 */
const APP_NAMES = /^(?:screenshot|screen shot|bildschirmfoto|capture d.[ée]cran|whatsapp (?:image|video)|signal)\b/i;

/**
 * Camera and phone prefixes when a number follows: IMG_1234, DSC_0001, PXL_2026..., P1010001,
 * "Foto 12", so "DSC_0042 Grillstand" keeps "Grillstand".
 */
const CAMERA_PREFIX =
  /(^|[\s_-])(?:img|imgp|cimg|dsc|dscn|dscf|dcim|pxl|mvimg|vid|pict?|photo|foto|bild|image|gopr|dji|sam|p)(?=[\s_-]*\d)/gi;

/** A phone's mark after the number: PXL_..._123456789.MP, .PORTRAIT, IMG_1234~2. */
const PHONE_SUFFIX = /(?:\.(?:mp|portrait|night|pano|cover|original|burst\d*))+$|~\d+$/i;

/** A token that is a number, a date or a time, or a counter: 0042, 20260712, 12.34.56, (2), WA0007. */
const NUMBER = /^(?:\(?\d[\d.:]*\)?|wa\d+)$/i;

/**
 * "Summerfest_Bühn-03.jpg" -> "Summerfest Bühn"; "IMG_20260712_1234.jpg", "DSC_0001.JPG",
 * "PXL_20260712_123456789.MP.jpg", "Screenshot_20260712-1234.png", "WhatsApp Image 2026-07-12 at
 * 12.34.56.jpeg", "20260712_123456.jpg" -> "" (no title). Drops the folder and the extension,
 * camera prefixes with their numbers, and numbers, dates and counters at either end; turns
 * underscores and dashes into spaces.
 */
export function titleFromFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "").replace(/\.[a-z0-9]{1,5}$/i, "").replace(PHONE_SUFFIX, "");
  if (APP_NAMES.test(base.replace(/[_-]+/g, " ").trim())) return "";
  const words = base.replace(CAMERA_PREFIX, "$1 ").replace(/[_-]+/g, " ").split(/\s+/).filter(Boolean);
  while (words.length > 0 && NUMBER.test(words[0] ?? "")) words.shift();
  while (words.length > 0 && NUMBER.test(words[words.length - 1] ?? "")) words.pop();
  return words.join(" ").slice(0, 300).trim();
}
