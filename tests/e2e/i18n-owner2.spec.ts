/**
 * The owner portal's rest in other languages (issue 28 item 1, ADR 099): the dashboard's cards,
 * dialogs and panels under /de/ and /ja/ speak the page's language, their links and forms stay
 * under the prefix, a failed setup request answers in German and keeps what was typed, and axe
 * finds nothing.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/a11y";
import { test } from "../support/fixtures";
import { waitForHydration } from "../support/hydration";
import { registerCenter, registerParty } from "../support/owner-helpers";

test.describe.configure({ timeout: 120_000 });

test("the owner's German dashboard: badges, status lines and dialogs in German, under /de/", async ({
  page,
  login,
}) => {
  await login({ firstName: "Greta", lastName: "Gastgeber" });
  const centerId = await registerCenter(page, "Pixel Arena");
  await registerParty(page, "Frag Night");

  await page.goto("/de/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: "Pixel Arena" });
  await expect(card.getByText("Prüfung ausstehend")).toBeVisible();
  await expect(card.getByTestId("listing-status")).toContainText("Wartet auf Prüfung");
  await expect(card.getByRole("link", { name: "Pixel Arena löschen" })).toHaveAttribute(
    "href",
    `/de/dashboard?delete=${centerId}`,
  );
  // The party's times on its own clock, in German.
  await expect(page.getByRole("listitem").filter({ hasText: "Frag Night" })).toContainText(
    "Mai 2031",
  );
  await expectNoAxeViolations(page);

  // Delete LAN Center? in German; Cancel stays on the German dashboard.
  await page.goto(`/de/dashboard?delete=${centerId}`);
  const dialog = page.getByRole("alertdialog", { name: "LAN-Center löschen?" });
  await expect(dialog).toContainText("Damit werden Pixel Arena und die Kontaktdaten");
  await expect(dialog.getByRole("link", { name: "Abbrechen" })).toHaveAttribute(
    "href",
    "/de/dashboard",
  );
  await expectNoAxeViolations(page);

  // Next Steps and Confirm Your Details; an empty first name is refused in German, the rest kept.
  await page.goto(`/de/dashboard?nextSteps=${centerId}`);
  const steps = page.getByRole("dialog", { name: "Nächste Schritte" });
  await expect(steps.getByRole("heading", { name: "Wie es weitergeht" })).toBeVisible();
  await steps.getByRole("link", { name: "Meine Daten senden" }).click();
  await expect(page).toHaveURL(`/de/dashboard?confirm=${centerId}`);
  const confirm = page.getByRole("dialog", { name: "Bestätige deine Daten" });
  await waitForHydration(page);
  await confirm.getByLabel("Vorname").fill("");
  await confirm.getByLabel("Name des LAN-Centers").fill("Pixel Arena Nord");
  await confirm.getByRole("button", { name: "Bestätigen & senden" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Bitte fülle alle Pflichtfelder zu deiner Person aus.",
  );
  await expect(confirm.getByLabel("Name des LAN-Centers")).toHaveValue("Pixel Arena Nord");
  await expect(page).toHaveURL(/^[^?]*\/de\/dashboard\?/);
  await expectNoAxeViolations(page);

  // Japanese: the party's badge and delete dialog.
  await page.goto("/ja/dashboard");
  const party = page.getByRole("listitem").filter({ hasText: "Frag Night" });
  await expect(party.getByText("審査待ち", { exact: true })).toBeVisible();
  await party
    .getByRole("link", { name: /Frag Night/ })
    .last()
    .click();
  await expect(
    page.getByRole("alertdialog", { name: "LANパーティーを削除しますか？" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("German Insights tab, attendee list and location picker; the Insights tab in Japanese", async ({
  page,
  login,
}) => {
  await login({ firstName: "Greta", lastName: "Gastgeber" });
  const partyId = await registerParty(page, "Frag Night");

  await page.goto("/de/dashboard/insights");
  await expect(page.getByRole("heading", { level: 2, name: "Statistiken" })).toBeVisible();
  await expect(page.getByLabel("Zeitraum")).toBeVisible();
  await expect(page.getByRole("option", { name: "Letzte 90 Tage" })).toBeAttached();
  await expect(page.getByRole("table").first()).toContainText("Aufrufe des Eintrags");
  await expect(page.getByRole("link", { name: "Statistiken" })).toHaveAttribute(
    "href",
    "/de/dashboard/insights",
  );
  await expectNoAxeViolations(page);

  await page.goto("/ja/dashboard/insights");
  await expect(page.getByRole("heading", { level: 2, name: "インサイト" })).toBeVisible();
  await expect(page.getByRole("button", { name: "表示" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/de/dashboard/events/${partyId}/attendees`);
  await expect(page.getByRole("heading", { level: 1, name: "Teilnehmende (0)" })).toBeVisible();
  await expect(page.getByText("Bisher hat noch niemand zugesagt.")).toBeVisible();
  await expect(page.getByRole("link", { name: "← Zurück zum Dashboard" })).toHaveAttribute(
    "href",
    "/de/dashboard",
  );
  await expect(page.getByRole("link", { name: "Frag Night", exact: true })).toHaveAttribute(
    "href",
    `/de/events/${partyId}`,
  );
  await expectNoAxeViolations(page);

  // The location picker (after hydration) speaks German.
  await page.goto("/de/register-lan-center");
  await waitForHydration(page);
  const picker = page.getByTestId("location-picker");
  await expect(picker.getByLabel("Ort finden")).toBeVisible();
  await expect(picker).toContainText("Klick in die Karte oder zieh den Pin");
});
