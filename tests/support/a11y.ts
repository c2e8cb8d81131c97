/** Shared axe check: WCAG 2.2 AA (and earlier A/AA) rules over the whole page. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on `page` and fails the test listing every violation. Sandboxed iframes (the dev
 * outbox's e-mail previews, `sandbox=""`) are left out: they run no scripts, and axe's run in
 * them never finishes; their documents are checked on a page of their own
 * (tests/e2e/contacts-mail.spec.ts).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude("iframe[sandbox]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
