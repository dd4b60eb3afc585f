// negotiator 1.x ships no types (and @types/negotiator describes 0.6, without `preferred`); this is
// the part compression.ts uses.
declare module "negotiator" {
  import type { IncomingHttpHeaders } from "node:http";

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /**
     * The available encodings the client accepts, best first: by its q-values, ties broken by
     * `preferred`. An encoding the client gives q=0 (itself or through `*`) is left out.
     */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
