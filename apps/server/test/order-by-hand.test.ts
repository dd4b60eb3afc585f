import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { jpeg } from "./upload-fixtures.js";

// Order by hand (issue 23): position on sponsors (within main and secondary), committee members,
// photo categories and a category's photos; PUT .../order; new items last; audit entries.

describe("order by hand", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;

  const ids = (list: { id: number }[]) => list.map((item) => item.id);
  const create = async (path: string, body: object) => {
    const res = await api.post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; position: number };
  };
  const auditOf = async (entity: string) => (await api.get(`/api/audit-log?entity=${entity}`)).json();

  beforeAll(async () => {
    t = await createAdminTestApp();
    api = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it("committee members: new ones go last, PUT /order sets the order the public list shows, with an audit entry", async () => {
    const before = ids((await api.get("/api/committee-members")).json());
    const a = await create("/api/committee-members", { name: "Anna", role: "Kees" });
    const b = await create("/api/committee-members", { name: "Ben", role: "Sekretär" });
    expect(b.position).toBe(a.position + 1);
    const list = ids((await api.get("/api/committee-members")).json());
    expect(list.slice(-2)).toEqual([a.id, b.id]);

    const wanted = [b.id, ...before, a.id];
    const res = await api.put("/api/committee-members/order", { ids: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: wanted });
    const visitor = await rest(t.app).get("/api/committee-members");
    expect(ids(visitor.json())).toEqual(wanted);
    expect(visitor.json().map((m: { position: number }) => m.position)).toEqual(wanted.map((_, i) => i));

    const [entry] = await auditOf("committeeMembers");
    expect(entry).toMatchObject({ action: "order", entity: "committeeMembers", changedFields: ["position"] });
  });

  it("refuses unknown, doubled and missing ids with a German message, and changes nothing", async () => {
    const current = ids((await api.get("/api/committee-members")).json());
    const cases = [
      { ids: [...current, 999_999], message: /Diese IDs gibt es hier nicht: 999999/ },
      { ids: [...current, current[0]], message: /mehrmals in der Reihenfolge: \d+/ },
      { ids: current.slice(1), message: /fehlen diese IDs: \d+/ },
      { ids: "1,2", message: /./ },
    ];
    for (const { ids: sent, message } of cases) {
      const res = await api.put("/api/committee-members/order", { ids: sent });
      expect(res.statusCode, JSON.stringify(sent)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(ids((await api.get("/api/committee-members")).json())).toEqual(current);
  });

  it("only admins may reorder", async () => {
    const current = ids((await api.get("/api/sponsors")).json());
    const res = await rest(t.app).put("/api/sponsors/order", { ids: current.reverse() });
    expect(res.statusCode).toBe(401);
  });

  it("sponsors: ordered within main and secondary, a new one last in its group, a moved one last in the new group", async () => {
    const main = await create("/api/sponsors", { name: "Haaptsponsor Neu", type: "main" });
    const second = await create("/api/sponsors", { name: "Sponsor Neu" });
    const list = (await api.get("/api/sponsors")).json() as { id: number; type: string }[];
    const mains = list.filter((s) => s.type === "main");
    const secondaries = list.filter((s) => s.type === "secondary");
    expect(mains.at(-1)?.id).toBe(main.id);
    expect(secondaries.at(-1)?.id).toBe(second.id);

    const wanted = [...ids(mains).reverse(), ...ids(secondaries).reverse()];
    expect((await api.put("/api/sponsors/order", { ids: wanted })).statusCode).toBe(200);
    const after = (await rest(t.app).get("/api/sponsors")).json() as { id: number; type: string; position: number }[];
    expect(ids(after)).toEqual(wanted);
    // Positions count within each group.
    expect(after.filter((s) => s.type === "main").map((s) => s.position)).toEqual(mains.map((_, i) => i));
    expect(after.filter((s) => s.type === "secondary").map((s) => s.position)).toEqual(secondaries.map((_, i) => i));
    // Even ids given across the groups keep main sponsors first.
    const mixed = [...ids(secondaries), ...ids(mains)];
    expect((await api.put("/api/sponsors/order", { ids: mixed })).statusCode).toBe(200);
    expect(ids((await api.get("/api/sponsors")).json())).toEqual([...ids(mains), ...ids(secondaries)]);

    const moved = await api.patch(`/api/sponsors/${second.id}`, { type: "main" });
    expect(moved.json().position).toBe(mains.length);
    const final = ids((await api.get("/api/sponsors")).json());
    expect(final.indexOf(second.id)).toBe(mains.length);
  });

  it("photo categories and the photos of one category", async () => {
    const cat = await create("/api/photo-categories", { name: "Summerfest" });
    const cats = ids((await api.get("/api/photo-categories")).json());
    expect(cats.at(-1)).toBe(cat.id);
    const reversed = [...cats].reverse();
    expect((await api.put("/api/photo-categories/order", { ids: reversed })).statusCode).toBe(200);
    expect(ids((await rest(t.app).get("/api/photo-categories")).json())).toEqual(reversed);

    // An album holds each image once: three images of their own.
    const cookie = await loginCookie(t.app);
    const upload = async (width: number) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/uploads?purpose=photo",
          headers: { "content-type": "multipart/form-data; boundary=b", cookie },
          payload: Buffer.concat([
            Buffer.from(
              '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
            ),
            await jpeg(width, 30),
            Buffer.from("\r\n--b--\r\n"),
          ]),
        })
      ).json().path as string;
    const src = await upload(40);
    const photos = [];
    for (const [index, alt] of ["Eent", "Zwee", "Dräi"].entries())
      photos.push(
        await create("/api/photos", { categoryId: cat.id, src: index === 0 ? src : await upload(40 + index), alt }),
      );
    expect(photos.map((p) => p.position)).toEqual([0, 1, 2]);
    const wanted = [photos[2]?.id, photos[0]?.id, photos[1]?.id];
    const res = await api.put(`/api/photo-categories/${cat.id}/photos/order`, { ids: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids((await rest(t.app).get(`/api/photos?categoryId=${cat.id}`)).json())).toEqual(wanted);
    const [entry] = await auditOf("photos");
    expect(entry).toMatchObject({ action: "order", entityId: cat.id, changedFields: ["position"] });

    // Another category's photo is not one of this category's.
    const elsewhere = await create("/api/photo-categories", { name: "Fuesent" });
    const other = await create("/api/photos", { categoryId: elsewhere.id, src, alt: "Aanescht" });
    expect(other.position).toBe(0);
    const foreign = await api.put(`/api/photo-categories/${cat.id}/photos/order`, { ids: [...wanted, other.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(String(other.id));
  });
});
