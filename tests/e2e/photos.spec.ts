/**
 * Photos (issue 14 items 1 and 7, ADR 056): an owner uploads photos (a bad file gets its message
 * in place and stores nothing), picks the cover and reorders them; once the center is public its
 * page shows an accessible gallery served from our own origin, with every EXIF field (GPS
 * included) gone and a one-year immutable cache. Without JavaScript the same forms work. (A
 * verified center's photo changes waiting for review: center-photos.server.test.ts.)
 */
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../support/a11y";
import { uniqueEmail } from "../support/auth-helpers";
import { test } from "../support/fixtures";
import { registerCenter } from "../support/owner-helpers";
import { publishCenter, reviewerSession, unpublishCenter } from "../support/reviewer";
import { jpegWithGps, smallPng } from "../support/photo-samples";
import { waitForHydration } from "../support/hydration";

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Photos to upload").setInputFiles(files);
  await page.getByRole("button", { name: "Upload photos" }).click();
}

test("upload, order and cover photos; the public gallery comes from our origin with no EXIF", async ({
  page,
  browser,
  login,
}) => {
  test.setTimeout(180_000);
  await page.route(/basemaps\.cartocdn\.com/, (route) => route.abort());
  const owner = await login({ email: uniqueEmail("photos-owner") });
  expect(owner.role).toBe("user");
  const stamp = Date.now().toString(36);
  const name = `Photo Den ${stamp}`;
  const community = `Photo Crew ${stamp}`;
  const centerId = await registerCenter(page, name, community);

  await page.goto(`/register-lan-center?edit=${centerId}`);
  await page.getByRole("link", { name: "add, order and delete your photos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Photos of ${name}` })).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is not a photo: its message in place, nothing stored.
  await upload(page, [
    { name: "notes.txt", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") },
  ]);
  const field = page.getByLabel("Photos to upload");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This file is not a photo we can read.")).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A JPEG with GPS and a PNG.
  await upload(page, [
    { name: "camera.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() },
    { name: "blue.png", mimeType: "image/png", buffer: await smallPng() },
  ]);
  await expect(page.getByRole("status").filter({ hasText: "Photos uploaded." })).toBeVisible();
  const cards = page.getByTestId("owner-photo");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Cover photo");
  await expect(page.getByRole("heading", { name: "Your photos (2 of 8)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pick the PNG as cover, then move the JPEG back to the front.
  await page.getByRole("button", { name: "Make cover, photo 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cover photo chosen." })).toBeVisible();
  const coverAfterPick = await cards.first().locator("img").getAttribute("src");
  await page.getByRole("button", { name: "Move up, photo 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo moved up." })).toBeVisible();
  expect(await cards.nth(1).locator("img").getAttribute("src")).toBe(coverAfterPick);

  // Make the center public: verified (center and community) and a complimentary listing.
  const reviewer = await reviewerSession(browser, login, "10.250.0.14");
  try {
    await publishCenter(reviewer.page, { center: name, community });

    // The public page: the gallery, its images from our origin.
    await page.goto(`/lan-centers/${centerId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const gallery = page.getByRole("list", { name: `Photos of ${name}, 2 in all` });
    await expect(gallery.getByRole("img")).toHaveCount(2);
    const first = gallery.getByRole("img", { name: `${name}, photo 1 of 2` });
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const origin = new URL(page.url()).origin;
    const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(current).origin).toBe(origin);
    expect(new URL(current).pathname).toMatch(/^\/photos\/[0-9a-f]{24}-(480|960|1600)\.avif$/);
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Every rendition of the JPEG (the first photo) is served immutable, with no EXIF left.
    const srcsets = await gallery
      .locator("li")
      .first()
      .locator("source")
      .evaluateAll((sources) => sources.map((s) => s.getAttribute("srcset") ?? ""));
    const urls = srcsets.flatMap((set) => set.split(",").map((part) => part.trim().split(" ")[0]!));
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
      const bytes = await response.body();
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.toString("latin1")).not.toMatch(/SecretCam|Exif|GPS/);
      // Upright: the camera's orientation tag was applied before it was dropped.
      expect(meta.height!).toBeGreaterThan(meta.width!);
    }

    // Keyboard: the gallery takes focus; Next moves to photo 2 and says so.
    await gallery.focus();
    await expect(gallery).toBeFocused();
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Photo 2 of 2" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The JSON-LD names the cover as the image, by its absolute address on our origin.
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain(`${origin}/photos/`);
  } finally {
    await unpublishCenter(reviewer.page, centerId);
    await reviewer.context.close();
  }
});

test("without JavaScript: upload and delete work, and a file over 10 MB gets its message", async ({
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.15" },
  });
  const page = await context.newPage();
  try {
    const jsPage = await context.browser()!.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { "x-forwarded-for": "10.250.0.15" },
    });
    const email = uniqueEmail("photos-nojs");
    await login({ email, context: jsPage });
    const registering = await jsPage.newPage();
    const stamp = Date.now().toString(36);
    const name = `Plain Photo Den ${stamp}`;
    const centerId = await registerCenter(registering, name, `Plain Crew ${stamp}`);
    await jsPage.close();
    await login({ email, context });

    await page.goto(`/lan-center-photos/${centerId}`);
    await upload(page, [{ name: "blue.png", mimeType: "image/png", buffer: await smallPng() }]);
    await expect(page.getByText("Photos uploaded.")).toBeVisible();
    await expect(page.getByTestId("owner-photo")).toHaveCount(1);
    await page.getByRole("button", { name: "Delete, photo 1" }).click();
    await expect(page.getByText("Photo deleted.")).toBeVisible();
    await expect(page.getByText("No photos yet.")).toBeVisible();

    // Too big a file: the message in place (10 MB limit), nothing stored.
    await upload(page, [
      { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    await expect(page.getByText("This photo is larger than 10 MB.")).toBeVisible();
    await expect(page.getByText("No photos yet.")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a party's cover: a bad file keeps every typed field; a good one shows on the edit form", async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login({ email: uniqueEmail("photos-party") });
  const stamp = Date.now().toString(36);
  const name = `Cover Party ${stamp}`;
  await page.goto("/register-lan-party");
  await waitForHydration(page);
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Start date and time").fill("2031-05-01T18:00");
  await page.getByLabel("End date and time").fill("2031-05-02T10:00");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("All night long.");
  await page.getByLabel("Community name").fill(`Cover Crew ${stamp}`);
  await page.getByLabel("Website").fill("https://party.example");
  await page
    .getByLabel("Cover image")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("nope") });
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByText("This file is not a photo we can read.")).toBeVisible();
  await expect(page.getByLabel("Cover image")).toHaveAttribute("aria-invalid", "true");
  // Nothing typed was lost.
  await expect(page.getByLabel("Event name")).toHaveValue(name);
  await expect(page.getByLabel("Start date and time")).toHaveValue("2031-05-01T18:00");
  await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
    "All night long.",
  );
  await expect(page.getByLabel("Website")).toHaveValue("https://party.example");
  await expectNoAxeViolations(page);

  await page
    .getByLabel("Cover image")
    .setInputFiles({ name: "blue.png", mimeType: "image/png", buffer: await smallPng() });
  await page.getByRole("button", { name: "Register LAN Party" }).click();
  await expect(page.getByRole("heading", { name: "LAN Party Registered!" })).toBeVisible();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const current = page.getByRole("img", { name: "Current cover image" });
  await expect(current).toBeVisible();
  await expect
    .poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByLabel("Remove the current cover image")).toBeVisible();
  await expectNoAxeViolations(page);
});
