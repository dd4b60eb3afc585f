import { purgeTrash, sweepMedia } from "@jugendclub/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, DAY, type TestApp } from "./helpers.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

// The trash: deleting moves an item there for 30 days, hidden from every read; an admin restores
// it with its images or deletes it for good; the housekeeping purges it after 30 days.

interface TrashItem {
  kind: string;
  id: number;
  title: string;
  deletedAt: string;
  daysLeft: number;
  photoCount: number;
}

describe("the trash", () => {
  let t: TestApp;
  let api: ReturnType<typeof rest>;
  const visitor = () => rest(t.app);
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const upload = async (image: Buffer) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=photo",
      ...multipartBody(image, "p.jpg", { cookie: await loginCookie(t.app) }),
    });
    expect(res.statusCode).toBe(200);
    return res.json().path as string;
  };
  const trash = async () => (await api.get("/api/trash")).json() as TrashItem[];
  const sweep = () => sweepMedia(t.db.prisma, t.services.media.storage);

  beforeAll(async () => {
    t = await createAdminTestApp();
    api = rest(t.app, await loginCookie(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it("hides a deleted event, sponsor, committee member and message everywhere, and restores each", async () => {
    const event = (
      await api.post("/api/events", { title: "Kino-Owend im Pabeierkuerf", date: "2027-03-12T19:30:00+01:00" })
    ).json();
    const sponsor = (await api.post("/api/sponsors", { name: "Bäckerei Hoffmann" })).json();
    const member = (await api.post("/api/committee-members", { name: "Lena Schmit", role: "Kassiererin" })).json();
    const sent = await visitor().post("/api/contact-submissions", {
      type: "membership",
      name: "Anna Weber",
      message: "Moien",
      email: "anna@example.lu",
      birthDate: "2000-01-01",
    });
    expect(sent.statusCode).toBe(200);
    const [message] = (await api.get("/api/contact-submissions")).json() as { id: number }[];
    const items = [
      { kind: "event", path: `/api/events/${event.id}`, list: "/api/events", id: event.id },
      { kind: "sponsor", path: `/api/sponsors/${sponsor.id}`, list: "/api/sponsors", id: sponsor.id },
      {
        kind: "committee-member",
        path: `/api/committee-members/${member.id}`,
        list: "/api/committee-members",
        id: member.id,
      },
      {
        kind: "message",
        path: `/api/contact-submissions/${message?.id}`,
        list: "/api/contact-submissions",
        id: message?.id as number,
      },
    ];
    expect((await get(`/sitemap.xml`)).body).toContain(`/events/${event.id}-`);

    for (const item of items) expect((await api.delete(item.path)).statusCode).toBe(200);
    for (const item of items) {
      const ids = (client: ReturnType<typeof rest>) =>
        client.get(item.list).then((res) => (res.json() as { id: number }[]).map((row) => row.id));
      expect(await ids(api)).not.toContain(item.id);
      if (item.kind !== "message") {
        expect(await ids(visitor())).not.toContain(item.id);
        expect((await visitor().get(item.path)).statusCode).toBe(404);
        expect((await api.get(item.path)).statusCode).toBe(404);
      }
      // Deleting again, or changing it, finds nothing.
      expect((await api.delete(item.path)).statusCode).toBe(404);
    }
    expect((await api.patch(`/api/events/${event.id}`, { title: "Neu" })).statusCode).toBe(404);
    expect((await get(`/sitemap.xml`)).body).not.toContain(`/events/${event.id}-`);
    expect((await get(`/events/${event.id}-kino-owend-im-pabeierkuerf`)).statusCode).toBe(404);
    expect((await api.get("/api/contact-submissions/counts")).json().new).toBe(0);

    const listed = await trash();
    for (const item of items) {
      const found = listed.find((row) => row.kind === item.kind && row.id === item.id);
      expect(found, item.kind).toMatchObject({ daysLeft: 30 });
    }
    expect(listed.find((row) => row.kind === "event")?.title).toBe("Kino-Owend im Pabeierkuerf");
    expect(listed.find((row) => row.kind === "message")?.title).toBe("Anna Weber");

    for (const item of items) {
      expect((await api.post(`/api/trash/${item.kind}/${item.id}/restore`)).statusCode).toBe(200);
      const ids = (await api.get(item.list)).json().map((row: { id: number }) => row.id);
      expect(ids, item.kind).toContain(item.id);
    }
    expect((await visitor().get(`/api/events/${event.id}`)).json().title).toBe("Kino-Owend im Pabeierkuerf");
    expect((await trash()).filter((row) => items.some((item) => item.id === row.id && item.kind === row.kind))).toEqual(
      [],
    );
    // Restoring what is not in the trash: 404.
    expect((await api.post(`/api/trash/event/${event.id}/restore`)).statusCode).toBe(404);

    const audit = (await api.get("/api/audit-log?entity=trash")).json() as { action: string; title: string }[];
    expect(audit.map((entry) => [entry.action, entry.title])).toContainEqual(["restore", `Veranstaltung ${event.id}`]);
    const deletes = (await api.get("/api/audit-log?entity=events")).json() as { action: string; title: string }[];
    expect(deletes.map((entry) => [entry.action, entry.title])).toContainEqual([
      "delete",
      "Kino-Owend im Pabeierkuerf",
    ]);
  });

  it("keeps an album's photos and images while it is in the trash, and brings them back with it", async () => {
    const album = (await api.post("/api/photo-categories", { name: "Summerfest 2027" })).json();
    const paths = [await upload(await jpeg(400, 300)), await upload(await jpeg(410, 300))];
    for (const src of paths) {
      expect((await api.post("/api/photos", { categoryId: album.id, src, alt: "Foto" })).statusCode).toBe(200);
    }
    expect((await api.delete(`/api/photo-categories/${album.id}`)).statusCode).toBe(200);
    expect((await visitor().get(`/api/photos?categoryId=${album.id}`)).json()).toEqual([]);
    expect((await api.get(`/api/photos?categoryId=${album.id}`)).json()).toEqual([]);
    expect((await visitor().get("/api/photo-categories")).json().map((a: { id: number }) => a.id)).not.toContain(
      album.id,
    );

    // The sweep keeps the images of rows in the trash.
    await sweep();
    await sweepMedia(t.db.prisma, t.services.media.storage, new Date(Date.now() + 2 * DAY));
    for (const src of paths) expect((await get(src)).statusCode).toBe(200);

    const listed = await trash();
    expect(listed.find((row) => row.kind === "photo-category" && row.id === album.id)).toMatchObject({
      title: "Summerfest 2027",
      photoCount: 2,
    });
    expect(listed.filter((row) => row.kind === "photo")).toEqual([]);

    expect((await api.post(`/api/trash/photo-category/${album.id}/restore`)).statusCode).toBe(200);
    const back = (await visitor().get(`/api/photos?categoryId=${album.id}`)).json() as { src: string }[];
    expect(back.map((photo) => photo.src).sort()).toEqual([...paths].sort());
    expect((await visitor().get(`/api/photo-categories/${album.id}`)).json().photoCount).toBe(2);
    for (const src of paths) expect((await get(src)).statusCode).toBe(200);
  });

  it("restores a photo only with its album, and a photo in the trash never blocks uploading it again", async () => {
    const album = (await api.post("/api/photo-categories", { name: "Chrëschtmaart" })).json();
    const image = await jpeg(420, 300);
    const src = await upload(image);
    const photo = (await api.post("/api/photos", { categoryId: album.id, src, alt: "Stand" })).json();
    expect((await api.delete(`/api/photos/${photo.id}`)).statusCode).toBe(200);
    expect((await visitor().get(`/api/photo-categories/${album.id}`)).json().photoCount).toBe(0);
    expect((await trash()).find((row) => row.kind === "photo" && row.id === photo.id)).toBeDefined();

    // The album goes too: the photo waits for it (409), then comes back on its own.
    expect((await api.delete(`/api/photo-categories/${album.id}`)).statusCode).toBe(200);
    const refused = await api.post(`/api/trash/photo/${photo.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Chrëschtmaart");
    expect((await api.post(`/api/trash/photo-category/${album.id}/restore`)).statusCode).toBe(200);
    expect((await visitor().get(`/api/photo-categories/${album.id}`)).json().photoCount).toBe(0);

    // The same image again in the same album: taken, and the copy in the trash is purged.
    const again = await api.post("/api/photos", { categoryId: album.id, src: await upload(image), alt: "Stand" });
    expect(again.statusCode).toBe(200);
    expect((await api.post(`/api/trash/photo/${photo.id}/restore`)).statusCode).toBe(404);
    expect((await visitor().get(`/api/photo-categories/${album.id}`)).json().photoCount).toBe(1);
  });

  it("deletes for good on request and after 30 days, and only then do the images go", async () => {
    const one = await upload(await jpeg(430, 300));
    const two = await upload(await jpeg(440, 300));
    const first = (await api.post("/api/events", { title: "Eent", date: "2027-05-01", imageUrl: one })).json();
    const second = (await api.post("/api/events", { title: "Zwee", date: "2027-05-02", imageUrl: two })).json();
    await api.delete(`/api/events/${first.id}`);
    await api.delete(`/api/events/${second.id}`);

    expect((await api.delete(`/api/trash/event/${first.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/trash/event/${first.id}`)).statusCode).toBe(404);
    await sweep();
    expect((await get(one)).statusCode).toBe(404);
    expect((await get(two)).statusCode).toBe(200);

    // 29 days on: still there; 31 days on: purged, and its image with it.
    expect(await purgeTrash(t.db.prisma, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect((await trash()).find((row) => row.id === second.id && row.kind === "event")).toBeDefined();
    expect(await purgeTrash(t.db.prisma, new Date(Date.now() + 31 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await trash()).find((row) => row.id === second.id && row.kind === "event")).toBeUndefined();
    await sweep();
    expect((await get(two)).statusCode).toBe(404);
  });

  it("erases a person's messages in the trash too (GDPR)", async () => {
    const body = {
      type: "membership",
      name: "Jo Kremer",
      message: "Moien",
      email: "jo@example.lu",
      birthDate: "2000-01-01",
    };
    expect((await visitor().post("/api/contact-submissions", body)).statusCode).toBe(200);
    const [mine] = ((await api.get("/api/contact-submissions")).json() as { id: number; email: string }[]).filter(
      (m) => m.email === "jo@example.lu",
    );
    await api.delete(`/api/contact-submissions/${mine?.id}`);
    expect((await api.get("/api/personal-data?email=jo@example.lu")).json().submissions).toHaveLength(1);
    const erased = await api.delete("/api/personal-data?email=jo@example.lu");
    expect(erased.json()).toEqual({ deleted: 1, signups: 0, newsletter: 0 });
    expect((await trash()).find((row) => row.kind === "message" && row.id === mine?.id)).toBeUndefined();
  });

  it("is for admins only and names a wrong field", async () => {
    expect((await visitor().get("/api/trash")).statusCode).toBe(401);
    expect((await visitor().post("/api/trash/event/1/restore")).statusCode).toBe(401);
    const wrong = await api.post("/api/trash/poster/1/restore");
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain("kind");
    expect((await api.delete("/api/trash/event/abc")).statusCode).toBe(400);
  });
});
