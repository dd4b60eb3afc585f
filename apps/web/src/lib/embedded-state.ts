// The server embeds the page's query data in the HTML as a JSON data block: the browser never
// executes it, so the Content-Security-Policy can keep forbidding inline scripts.

export const STATE_ELEMENT_ID = "jc-state";

/** The data block holding `state`, safe against "</script>" and line separators inside the data. */
export function embedState(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** The embedded state of a server-rendered page, or null when the page was not rendered there. */
export function readEmbeddedState(): unknown {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
