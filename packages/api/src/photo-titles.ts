// A photo's title from its file name, for albums dropped in one go (the admin's uploader and the
// server's ZIP import both use it; no imports, so the web app takes it as
// @jugendclub/api/photo-titles).

/** Camera and phone prefixes that are numbers, not words: IMG_1234, DSC_0001, PXL_2027..., ... */
const CAMERA_NOISE = /\b(?:img|dsc|dscn|dscf|dcim|pxl|mvimg|pict?|photo|image|gopr|dji|p)[-_ ]?\d+\b/gi;

/**
 * "Summerfest_Bühn-03.jpg" -> "Summerfest Bühn"; "IMG_1234.JPG" -> "" (then the caller's fallback).
 * Drops the folder and the extension, camera prefixes with their numbers, dates and times made
 * of digits, trailing counters ("-3", " (2)", "_0004"), and turns underscores and dashes into spaces.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.replace(/\.[a-z0-9]{1,5}$/i, "");
  return withoutExtension
    .replace(CAMERA_NOISE, " ")
    .replace(/\b\d{8}[-_ ]?\d{4,6}\b/g, " ")
    .replace(/[_-]+/g, " ")
    .replace(/\s*\(\d+\)\s*$/, "")
    .replace(/(?:\s+\d+)+\s*$/, "")
    .replace(/^\s*\d+\s+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

/** The title to store: the cleaned name, or "Foto" and the file's number when nothing is left. */
export function photoTitle(fileName: string, fallbackNumber: number): string {
  return titleFromFileName(fileName) || `Foto ${fallbackNumber}`;
}
