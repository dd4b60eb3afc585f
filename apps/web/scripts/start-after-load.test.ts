import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { BOOT, type BootPage, boot, startAfterLoad } from "./start-after-load.js";

/** A MessageChannel whose messages the test hands over one at a time: one message is one task. */
class StepChannel {
  static last: StepChannel;
  pending = 0;
  closed = false;
  port1 = {
    onmessage: null as null | (() => void),
    close: () => {
      this.closed = true;
    },
  };
  port2 = { postMessage: () => void this.pending++ };
  constructor() {
    StepChannel.last = this;
  }
}

/** Runs one task of the boot: one message, and the promise jobs it starts. */
async function runTask(channel: StepChannel): Promise<void> {
  expect(channel.pending).toBeGreaterThan(0);
  channel.pending--;
  channel.port1.onmessage?.();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function fakePage(
  overrides: { readyState?: string; hidden?: boolean; load?: (file: string) => Promise<unknown> } = {},
) {
  const log: string[] = [];
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const page: BootPage = {
    script: { dataset: { entry: "/assets/index.js", preload: "/assets/react-dom.js /assets/router.js" } },
    document: {
      hidden: overrides.hidden ?? false,
      readyState: overrides.readyState ?? "loading",
      head: { append: (node) => log.push(`preload ${(node as { href: string }).href}`) },
      createElement: () => ({}),
    },
    window: {
      MessageChannel: StepChannel as unknown as typeof MessageChannel,
      requestAnimationFrame: (run) => frames.push(run),
      setTimeout: (run) => run(),
      addEventListener: (_type, run) => listeners.push(run),
    },
    load:
      overrides.load ??
      ((file) => {
        log.push(`evaluate ${file}`);
        return Promise.resolve();
      }),
  };
  return { page, log, listeners, frames };
}

describe("boot", () => {
  it("waits for the load event and the next paint, then takes one step per task, the entry last", async () => {
    const { page, log, listeners, frames } = fakePage();
    boot(page);
    const channel = StepChannel.last;
    expect(channel.pending).toBe(0);
    expect(listeners).toHaveLength(1);
    listeners[0]?.();
    expect(channel.pending).toBe(0);
    frames[0]?.();
    const steps: string[][] = [];
    while (channel.pending > 0) {
      const before = log.length;
      await runTask(channel);
      steps.push(log.slice(before));
    }
    expect(steps).toEqual([
      ["preload /assets/react-dom.js"],
      ["preload /assets/router.js"],
      ["evaluate /assets/react-dom.js"],
      ["evaluate /assets/router.js"],
      ["evaluate /assets/index.js"],
      [],
    ]);
    expect(channel.closed).toBe(true);
  });

  it("evaluates the next file only once the one before has loaded, and goes on when one fails", async () => {
    const loads: { file: string; fail: (error: Error) => void }[] = [];
    const { page } = fakePage({
      readyState: "complete",
      hidden: true,
      load: (file) => new Promise((_resolve, reject) => loads.push({ file, fail: reject })),
    });
    boot(page);
    const channel = StepChannel.last;
    // A hidden tab that has already loaded starts at once.
    expect(channel.pending).toBe(1);
    await runTask(channel);
    await runTask(channel);
    await runTask(channel);
    expect(loads.map((l) => l.file)).toEqual(["/assets/react-dom.js"]);
    expect(channel.pending).toBe(0);
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const offline = new Error("offline");
    loads[0]?.fail(offline);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(report).toHaveBeenCalledWith(offline);
    report.mockRestore();
    expect(channel.pending).toBe(1);
    await runTask(channel);
    expect(loads.map((l) => l.file)).toEqual(["/assets/react-dom.js", "/assets/router.js"]);
  });

  it("runs from its own source text alone, as the page's classic script does", async () => {
    expect(BOOT.startsWith(`(${boot.toString()})(`)).toBe(true);
    expect(BOOT).toContain("load: (file) => import(file)");
    // Evaluated in an empty context: it needs nothing from this module (no helper, no import).
    const standalone = vm.runInNewContext(`(${boot.toString()})`) as typeof boot;
    const { page, log, listeners, frames } = fakePage();
    standalone(page);
    listeners[0]?.();
    frames[0]?.();
    const channel = StepChannel.last;
    while (channel.pending > 0) await runTask(channel);
    expect(log).toEqual([
      "preload /assets/react-dom.js",
      "preload /assets/router.js",
      "evaluate /assets/react-dom.js",
      "evaluate /assets/router.js",
      "evaluate /assets/index.js",
    ]);
  });
});

describe("startAfterLoad", () => {
  it("moves the entry and its preloads from the page's head into the boot script's data", () => {
    const html = [
      "<html><head>",
      '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-dom-b2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/router-c3.js">',
      "  </head><body></body></html>",
    ].join("\n");
    const hook = startAfterLoad().transformIndexHtml as { handler: (html: string) => string };
    const out = hook.handler(html);
    expect(out).not.toContain('type="module"');
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(out).toMatch(
      /<script defer src="\/assets\/boot-[0-9a-f]{10}\.js" data-entry="\/assets\/index-a1\.js" data-preload="\/assets\/react-dom-b2\.js \/assets\/router-c3\.js"><\/script>\n {2}<\/head>/,
    );
  });
});
