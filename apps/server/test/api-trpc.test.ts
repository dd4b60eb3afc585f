import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, trpcClient } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";

// The same operations as the REST test, through the typed client the web app uses.
describe("the typed tRPC client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates, reads, updates and deletes every entity", async () => {
    const client = trpcClient(t.app, await loginCookie(t.app));
    const publicClient = trpcClient(t.app);

    const event = await client.events.create.mutate({
      title: "Kino",
      date: "2027-01-05T19:30:00+01:00",
      featured: true,
    });
    expect(event).toMatchObject({ title: "Kino", date: "2027-01-05T18:30:00.000Z", category: "Aner" });
    expect(await publicClient.events.list.query()).toHaveLength(1);
    expect((await client.events.patch.mutate({ id: event.id, location: "Jugendhaus" })).location).toBe("Jugendhaus");
    await client.events.delete.mutate({ id: event.id });

    const sponsor = await client.sponsors.create.mutate({ name: "Café um Eck", type: "main" });
    expect((await publicClient.sponsors.byId.query({ id: sponsor.id })).type).toBe("main");
    await client.sponsors.update.mutate({ id: sponsor.id, name: "Café um Eck", type: "secondary" });
    await client.sponsors.delete.mutate({ id: sponsor.id });

    const category = await client.photoCategories.create.mutate({ name: "Buergbrennen" });
    const photo = await client.photos.create.mutate({ alt: "Feier", categoryId: category.id, src: "/media/f.jpg" });
    expect(await publicClient.photos.list.query({ categoryId: category.id })).toEqual([
      expect.objectContaining({ id: photo.id }),
    ]);
    await client.photoCategories.delete.mutate({ id: category.id });

    const member = await client.committeeMembers.create.mutate({ name: "Max", role: "Keessier" });
    await client.committeeMembers.delete.mutate({ id: member.id });

    await publicClient.contactSubmissions.create.mutate({
      type: "membership",
      name: "Lea",
      email: "lea@x.lu",
      message: "Moien",
    });
    expect(await client.contactSubmissions.list.query()).toHaveLength(1);
  });

  it("reports validation problems per field for the forms", async () => {
    const client = trpcClient(t.app, await loginCookie(t.app));
    const error = await client.committeeMembers.create.mutate({ name: "", role: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const data = (error as TRPCClientError<never>).data as unknown as {
      httpStatus: number;
      fields: Record<string, string>;
    };
    expect(data.httpStatus).toBe(400);
    expect(data.fields).toEqual({ name: "Bitte Name und Rolle eingeben", role: "Bitte Name und Rolle eingeben" });
  });

  it("refuses admin procedures without a session", async () => {
    const error = await trpcClient(t.app)
      .admin.deleteAll.mutate()
      .catch((e: unknown) => e);
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
  });
});
