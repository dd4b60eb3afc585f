import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type Site, screenshot, sharedSite } from "./harness.js";

// A sent membership application is thanked once, in the page's language: the panel that takes the
// form's place, with no toast beside it (one used to say it again in German, over the panel's
// heading on a phone).
describe("the membership thank-you in Chromium", () => {
  let site: Site;

  beforeAll(async () => {
    site = await sharedSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("on a phone in Portuguese: one message, in Portuguese, its heading in view and uncovered", async () => {
    const { page, errors } = await openPage(site, 375);
    await page.goto(`${site.url}/pt/contact`);
    const form = page.locator("form");
    await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana Costa");
    await form.getByLabel("Não", { exact: true }).check();
    await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("ana@example.lu");
    await form.getByLabel("Mensagem").fill("Quero ser membro.");
    await form.getByRole("button", { name: "Enviar pedido" }).click();
    const heading = page.getByRole("heading", { name: "Obrigado, Ana Costa!" });
    await heading.waitFor();
    // Long enough for a toast to have come in.
    await page.waitForTimeout(1000);
    expect(await page.locator(".mantine-Notification-root, .plain-toast").count()).toBe(0);
    // The heading has the focus, so a screen reader says that it went out.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Obrigado, Ana Costa!");
    expect(await page.getByText(/Vielen Dank|Merci, Ana/).count()).toBe(0);
    // What is drawn at the heading's middle is the heading itself.
    const covered = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(top && element.contains(top));
    });
    expect(covered).toBe(false);
    await screenshot(page, "thank-you-pt-375");
    expect(errors).toEqual([]);
    await page.close();
  });
});
