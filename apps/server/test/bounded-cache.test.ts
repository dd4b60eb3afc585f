import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/api/bounded-cache.js";

// The response cache's store: bounded by entries and by bytes, least recently used out first.
describe("BoundedCache", () => {
  const cache = (maxEntries: number, maxBytes: number) =>
    new BoundedCache<{ body: string; extra?: string }>(
      { maxEntries, maxBytes },
      (v) => v.body.length + (v.extra?.length ?? 0),
    );

  it("drops the least recently used entry past its count", () => {
    const c = cache(2, 1000);
    c.set("a", { body: "1" });
    c.set("b", { body: "2" });
    expect(c.get("a")?.body).toBe("1");
    c.set("c", { body: "3" });
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")?.body).toBe("1");
    expect(c.size).toBe(2);
  });

  it("keeps its bytes under the limit, counting replaced and grown entries", () => {
    const c = cache(100, 10);
    c.set("a", { body: "aaaa" });
    c.set("b", { body: "bbbb" });
    expect(c.bytes).toBe(8);
    c.set("a", { body: "aa" });
    expect(c.bytes).toBe(6);
    c.set("c", { body: "cccccc" });
    // a (2) + b (4) + c (6) = 12 > 10: the oldest, b, goes.
    expect(c.get("b")).toBeUndefined();
    expect(c.bytes).toBe(8);
    const a = c.get("a") as { body: string; extra?: string };
    a.extra = "xxxxx";
    c.resized("a");
    // a grew to 7: c (6) is older now and goes; a, just grown, stays.
    expect(c.get("c")).toBeUndefined();
    expect(c.bytes).toBe(7);
    expect(c.size).toBe(1);
  });

  it("does not keep an entry larger than the whole limit", () => {
    const c = cache(100, 10);
    c.set("a", { body: "aaa" });
    c.set("big", { body: "b".repeat(11) });
    expect(c.get("big")).toBeUndefined();
    expect(c.get("a")?.body).toBe("aaa");
    const a = c.get("a") as { body: string; extra?: string };
    a.extra = "x".repeat(20);
    c.resized("a");
    expect(c.get("a")).toBeUndefined();
    expect(c.bytes).toBe(0);
  });
});
