import { readFileSync } from "node:fs";

/**
 * The server's "now" for what visitors may see (drafts, scheduled items, sponsors' periods) and
 * for how long the response cache keeps an answer. In tests (NODE_ENV=test and TEST_CLOCK_FILE,
 * see config.ts) it is the date-time written in that file, so a journey moves the clock instead
 * of waiting; an empty or missing file means the real time.
 */
export function serverClock(testClockFile: string | undefined): () => Date {
  if (!testClockFile) return () => new Date();
  return () => {
    let text = "";
    try {
      text = readFileSync(testClockFile, "utf8").trim();
    } catch {
      return new Date();
    }
    const at = text ? new Date(text) : null;
    return at && !Number.isNaN(at.getTime()) ? at : new Date();
  };
}
