/**
 * Test-only LAN center creation for /dev/seed-center (ADR 007, local mode only): lets browser
 * tests and developers get a center owned by the signed-in user before the registration pages
 * exist. Not a product path: no community, no contact, no validation beyond a name.
 */
import { normalizeText, toOneLine } from "~/lib/text-input";
import type { Database } from "../db/client.server";
import { locations } from "../directory/schema";

/**
 * Inserts an unverified LAN center created by `userId`.
 * @param name organization name, made one clean line (`toOneLine`: control characters, line
 *   breaks and bidi overrides become spaces, ADR 069; NUL, which PostgreSQL cannot store, with
 *   them); 'Test LAN Center' when blank; at most 120 characters)
 * @returns the new location id (UUID)
 */
export async function createDevCenter(db: Database, userId: string, name: string): Promise<string> {
  const organizationName =
    normalizeText(Array.from(toOneLine(name)).slice(0, 120).join("")) || "Test LAN Center";
  const [row] = await db
    .insert(locations)
    .values({
      organizationName,
      address: "1 Test Street, Testville",
      description: "Created by /dev/seed-center for local testing.",
      createdBy: userId,
      verified: false,
    })
    .returning({ id: locations.id });
  if (!row) throw new Error("dev seed: insert returned no row");
  return row.id;
}
