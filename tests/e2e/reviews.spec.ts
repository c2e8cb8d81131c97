/**
 * Reviews and ratings (issue 27, ADR 087) in Chromium against the real server: a new gamer
 * writes a review of the demo owner's center without JavaScript at 390 px (a radio group of
 * stars, a sub-rating, the text); it is held; the admin publishes it on /admin/reviews; the owner
 * replies and the reviewer is mailed; another gamer reports it; the admin hides it with a reason
 * (mailed to the author; it leaves the page and the aggregate) and restores it. The pages are
 * axe-clean; the anonymous (cached) page follows every decision.
 */
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { parseOutboxPage } from "../support/codes";
import { createSession, test } from "../support/fixtures";

const DEMO_CENTER = "Azulejo Arcade Lisboa";
const DEMO_OWNER = { email: "owner@demo.lancenter.example", password: "lan-center-demo" };
const TEXT = "Fast machines, a steady network and friendly staff. We played until three.";

test.describe.configure({ timeout: 240_000 });

/** A signed-in browser context (a fresh account unless `options` names one). */
async function signedIn(
  browser: Browser,
  options: Parameters<typeof createSession>[1] & { javaScript?: boolean; width?: number },
): Promise<{ context: BrowserContext; page: Page; userId: string; email: string }> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1366, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  const account = await createSession(context.request, {
    email: options.email,
    password: options.password,
    admin: options.admin,
    firstName: options.firstName,
    lastName: options.lastName,
  });
  return { context, page: await context.newPage(), userId: account.userId, email: account.email };
}

/** The demo center's page path, found through the list's search. */
async function demoCenterPath(page: Page): Promise<string> {
  await page.goto(`/lan-centers?q=${encodeURIComponent(DEMO_CENTER)}`);
  const href = await page.getByRole("link", { name: DEMO_CENTER }).first().getAttribute("href");
  expect(href).toMatch(/^\/lan-centers\/[0-9a-f-]{36}$/);
  return href!;
}

/** The review with TEXT on a center page. */
const reviewCard = (page: Page) => page.locator("article[id^=review-]").filter({ hasText: TEXT });

/** The subjects of the mails to `email` in the dev outbox. */
async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const html = await (await page.request.get("/dev/outbox")).text();
  return parseOutboxPage(html)
    .filter((mail) => mail.to === email)
    .map((mail) => mail.subject);
}

test("write -> held -> publish -> reply -> report -> hide -> restore", async ({
  browser,
  page: visitor,
}) => {
  const path = await demoCenterPath(visitor);

  // A new gamer, without JavaScript, on a phone.
  const gamer = await signedIn(browser, {
    firstName: "Riley",
    lastName: "Reviewer",
    javaScript: false,
    width: 390,
  });
  await gamer.page.goto(path);
  const section = gamer.page.getByRole("region", { name: "Reviews" });
  await expect(section.getByText("No reviews yet.")).toBeVisible();
  await expect(section.getByRole("link", { name: "review guidelines" })).toHaveAttribute(
    "href",
    "/review-guidelines",
  );
  // Too short: the form comes back with what was typed.
  await section.getByRole("radio", { name: "4 stars" }).check();
  await section.getByLabel("Your review").fill("Too short");
  await section.getByRole("button", { name: "Post review" }).click();
  await expect(gamer.page.getByText("Write at least 20 characters.")).toBeVisible();
  await expect(gamer.page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(gamer.page.getByLabel("Your review")).toHaveValue("Too short");
  await gamer.page.getByLabel("Your review").fill(TEXT);
  await gamer.page.getByLabel("Equipment (optional)").selectOption("5");
  await gamer.page.getByRole("button", { name: "Post review" }).click();
  await expect(gamer.page).toHaveURL(new RegExp(`${path}#review-`));
  await expect(gamer.page.getByText("Your review is waiting for moderation.")).toBeVisible();
  await expect(gamer.page.getByText(TEXT)).toHaveCount(0);

  // The admin publishes it.
  const admin = await signedIn(browser, { admin: true });
  await admin.page.goto("/admin/reviews");
  const held = admin.page.getByRole("region", { name: /Held for moderation/ });
  const card = held.getByRole("article").filter({ hasText: TEXT });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(admin.page.getByText("The review was published.")).toBeVisible();

  // Everyone sees it; the anonymous page is not an old copy.
  await visitor.goto(path);
  const shown = reviewCard(visitor);
  await expect(shown).toBeVisible();
  await expect(shown.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(shown.getByText("Equipment: 5 of 5")).toBeVisible();
  await expect(visitor.getByText("1 review", { exact: true })).toBeVisible();
  const jsonLd = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: 1 });
  expect(jsonLd.review[0].reviewBody).toBe(TEXT);
  await expect(shown.getByText("Riley R.")).toBeVisible();

  // The owner replies; the reviewer is mailed.
  const owner = await signedIn(browser, DEMO_OWNER);
  await owner.page.goto(path);
  await reviewCard(owner.page).getByRole("link", { name: "Reply" }).click();
  await owner.page
    .getByLabel("Your public reply")
    .fill("Thanks for coming, see you at the next LAN!");
  await owner.page.getByRole("button", { name: "Post reply" }).click();
  await expect(owner.page).toHaveURL(new RegExp(`${path}#review-`));
  await expect(owner.page.getByText("Reply from the owner")).toBeVisible();
  await expect
    .poll(() => subjectsTo(visitor, gamer.email))
    .toContain(`${DEMO_CENTER} replied to your review`);

  // Another gamer reports it.
  const reporter = await signedIn(browser, { width: 390 });
  await reporter.page.goto(path);
  await reviewCard(reporter.page).getByRole("link", { name: "Report" }).click();
  await reporter.page.getByRole("radio", { name: "Spam" }).check();
  await reporter.page.getByRole("button", { name: "Report" }).click();
  await expect(reporter.page.getByText("Thanks for your report.")).toBeVisible();
  await expectNoAxeViolations(reporter.page);
  // The center page with a review, a reply and the Write a review form, at 390 px.
  await reporter.page.goto(path);
  await expect(reporter.page.getByRole("button", { name: "Post review" })).toBeVisible();
  await expectNoAxeViolations(reporter.page);

  // The admin hides it with a reason; the author is mailed; it leaves the page.
  await admin.page.goto("/admin/reviews");
  const reported = admin.page
    .getByRole("region", { name: /Reported/ })
    .getByRole("article")
    .filter({ hasText: TEXT });
  await expect(reported.getByText("Reports: Spam (1)")).toBeVisible();
  await reported
    .getByLabel("Reason for hiding (mailed to the author)")
    .fill("Looks like spam to us");
  await reported.getByRole("button", { name: "Hide" }).click();
  await expect(admin.page.getByText("The review was hidden.")).toBeVisible();
  await expect
    .poll(() => subjectsTo(visitor, gamer.email))
    .toContain(`Your review of ${DEMO_CENTER} was hidden`);
  await visitor.goto(path);
  await expect(visitor.getByText(TEXT)).toHaveCount(0);
  await gamer.page.goto(path);
  await expect(gamer.page.getByText("A moderator hid your review.")).toBeVisible();

  // Restore: it is back, and the decisions are logged.
  const hiddenCard = admin.page
    .getByRole("region", { name: /Hidden/ })
    .getByRole("article")
    .filter({ hasText: TEXT });
  await expect(hiddenCard.getByText(/hide by .* \(Looks like spam to us\)/)).toBeVisible();
  await hiddenCard.getByRole("button", { name: "Restore" }).click();
  await expect(admin.page.getByText("The review was restored.")).toBeVisible();
  await visitor.goto(path);
  await expect(reviewCard(visitor)).toBeVisible();
  await expect(visitor.getByText("Reply from the owner")).toBeVisible();
  await expect
    .poll(() => subjectsTo(visitor, gamer.email))
    .toContain(`Your review of ${DEMO_CENTER} is visible again`);

  for (const one of [gamer, admin, owner, reporter]) await one.context.close();
});

test("the review guidelines are public and axe-clean at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/review-guidelines");
  await expect(page.getByRole("heading", { level: 1, name: "Review Guidelines" })).toBeVisible();
  await expectNoAxeViolations(page);
});
