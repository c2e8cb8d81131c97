/**
 * Names shared before one owner per name (issue 23 item 3, ADR 070) on PGlite and PostgreSQL:
 * start-up fills the keys of communities stored without one, and communities of different
 * organisers whose keys collide are reported to the team in one e-mail, once (across repeated
 * and parallel starts), without changing them; a failed send is tried again at the next start.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngines, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client.server";
import { communities, userLanCenters } from "../db/schema";
import { MailDeliveryError, type GuardedMailer, type MailRecipient } from "../mail/index.server";
import { communityNameKey } from "./community-name-key.server";
import {
  findSharedCommunityNames,
  reportSharedCommunityNames,
  syncCommunityNameKeys,
} from "./community-name-reports.server";

const TEAM = "team@example.com";

for (const engine of databaseEngines) {
  describe.skipIf(!engine.available)(`shared community names on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    const sent: { to: MailRecipient; subject: string; text: string }[] = [];
    let failNext = false;
    const mailer: GuardedMailer = {
      kind: "outbox",
      async send(to, content) {
        if (failNext) {
          failNext = false;
          throw new MailDeliveryError("SMTP refused");
        }
        sent.push({ to, subject: content.subject, text: content.text });
      },
    };
    const report = () => reportSharedCommunityNames({ db: handle.db, mailer, teamEmail: TEAM });

    beforeAll(async () => {
      handle = await openTestDatabase(engine.name);
      await handle.db
        .insert(userLanCenters)
        .values([{ userId: "org-b", userEmail: "b@example.com", displayName: "Bea" }]);
      // As stored before migration 0015: no keys.
      await handle.db.insert(communities).values([
        { name: "Legacy Hall", createdBy: "org-b" },
        { name: "legacy hall.", createdBy: "org-c" },
        { name: "LEGACY HALL\u200B", createdBy: null },
        { name: "Solo Crew", createdBy: "org-b" },
        { name: "solo crew", createdBy: "org-b" },
        { name: "Unique Crew", createdBy: "org-c" },
      ]);
    });
    afterAll(() => handle?.close());

    it("fills every missing key, and only once", async () => {
      expect(await syncCommunityNameKeys(handle.db)).toBe(6);
      const rows = await handle.db
        .select({ name: communities.name, nameKey: communities.nameKey })
        .from(communities);
      for (const row of rows) expect(row.nameKey).toBe(communityNameKey(row.name));
      expect(await syncCommunityNameKeys(handle.db)).toBe(0);
      // An outdated key (e.g. a new confusables table) is replaced.
      await handle.db
        .update(communities)
        .set({ nameKey: "outdated" })
        .where(eq(communities.name, "Unique Crew"));
      expect(await syncCommunityNameKeys(handle.db)).toBe(1);
    });

    it("finds groups of different organisers only (one organiser's two are not a group)", async () => {
      const groups = await findSharedCommunityNames(handle.db);
      expect(groups.map((g) => [g.nameKey, g.communities.map((c) => c.name).sort()])).toEqual([
        [communityNameKey("Legacy Hall"), ["LEGACY HALL\u200B", "Legacy Hall", "legacy hall."]],
      ]);
    });

    it("a failed send is given back; then the team gets one e-mail, once, across parallel and later starts", async () => {
      const before = await handle.db.select().from(communities).orderBy(asc(communities.id));
      failNext = true;
      await expect(report()).rejects.toBeInstanceOf(MailDeliveryError);
      expect(sent).toEqual([]);

      const parallel = await Promise.all([report(), report(), report()]);
      expect(parallel.sort()).toEqual([0, 0, 1]);
      expect(await report()).toBe(0);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toEqual({ kind: "team", email: TEAM });
      expect(sent[0]!.subject).toBe("Community names shared by different organisers: 1");
      expect(sent[0]!.text).toContain("Legacy Hall: b@example.com, created");
      expect(sent[0]!.text).toContain("legacy hall.: user org-c, created");
      expect(sent[0]!.text).toContain("no organiser");
      expect(sent[0]!.text).not.toContain("Solo Crew");

      // Nothing was changed.
      expect(await handle.db.select().from(communities).orderBy(asc(communities.id))).toEqual(
        before,
      );
    });
  });
}
