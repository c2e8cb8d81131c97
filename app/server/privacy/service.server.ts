/**
 * The privacy area's service (issue 25 item 7, ADR 080): Download my data and Delete account for
 * every account, gamer or owner. Both walk the registry (`registry.server.ts`), so every area with
 * personal data takes part. Deletion: the password is confirmed, live subscriptions are cancelled
 * and the Stripe customer deleted (network, before anything local), the session is ended, and
 * then every area erases its rows in one transaction: a failure there removes nothing.
 */
import { cancelBillingAtStripe, type StripeBilling } from "../billing/index.server";
import type { Database } from "../db/client.server";
import { deleteAccountMessages } from "~/lib/auth-messages";
import type { AuthService, Client } from "../auth/index.server";
import { AppError, reasonOf } from "../errors/app-error";
import {
  personalDataAreas,
  type AfterCommitServices,
  type DataSubject,
  type ErasureContext,
} from "./registry.server";

/** What the privacy service is built from. */
export interface PrivacyServiceDeps {
  db: Database;
  billing: StripeBilling;
  /** The auth service's password check and sign-out (both take the caller, `client`). */
  auth: Pick<AuthService, "confirmPassword" | "signOut">;
  /** What the areas' after-commit tasks call (mail to gamers promoted from a waitlist). */
  after: AfterCommitServices;
}

/** Download my data: when it was made, and each area's part under its name. */
export interface AccountExport {
  generatedAt: string;
  account: DataSubject;
  areas: Record<string, unknown>;
}

/**
 * Everything stored about the subject, area by area.
 * @returns JSON-able data (dates as ISO strings once serialised)
 */
export async function exportAccount(db: Database, subject: DataSubject): Promise<AccountExport> {
  const areas: Record<string, unknown> = {};
  for (const [name, area] of Object.entries(personalDataAreas)) {
    areas[name] = await area.exportFor(db, subject);
  }
  return {
    generatedAt: new Date().toISOString(),
    account: { userId: subject.userId, email: subject.email },
    areas,
  };
}

/**
 * Erases the subject from every area in one transaction, in the registry's order, then runs what
 * the areas left for after the commit (mail to promoted gamers) with `after`.
 * @throws the first area's error; nothing is erased then (and nothing is mailed)
 */
export async function eraseAccount(
  db: Database,
  subject: DataSubject,
  after?: AfterCommitServices,
): Promise<void> {
  const tasks: Parameters<ErasureContext["afterCommit"]>[0][] = [];
  const context: ErasureContext = { afterCommit: (task) => void tasks.push(task) };
  await db.transaction(async (tx) => {
    for (const area of Object.values(personalDataAreas)) {
      await area.eraseFor(tx, subject, context);
    }
  });
  if (!after) return;
  for (const task of tasks) {
    await task(after).catch((error: unknown) =>
      console.error(`account deletion: a notice after the commit failed (${reasonOf(error)})`),
    );
  }
}

/** Builds the privacy service. */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  return {
    /** Download my data for the signed-in subject. */
    exportAccount: (subject: DataSubject) => exportAccount(deps.db, subject),
    /**
     * Delete account: confirms `password`, cancels billing at Stripe, signs the caller out and
     * erases every area's rows in one transaction.
     * @returns the Set-Cookie headers that end the session
     * @throws AppError 400/429 for a missing or wrong password or too many tries; AppError 502
     *   when Stripe refused (the account is kept); AppError 500 when erasing failed (nothing
     *   was erased; the session is already ended)
     */
    deleteAccount: async (input: {
      subject: DataSubject;
      password: string;
      client: Client;
    }): Promise<Headers> => {
      const { subject, client } = input;
      await deps.auth.confirmPassword({ userId: subject.userId, password: input.password, client });
      try {
        await cancelBillingAtStripe(deps.db, deps.billing.stripe, subject.userId);
      } catch (error) {
        console.error(`account deletion: Stripe refused (${reasonOf(error)})`);
        throw new AppError("privacy.billing_failed", deleteAccountMessages.failed, 502, {
          cause: error,
        });
      }
      const headers = await deps.auth.signOut({ client });
      try {
        await eraseAccount(deps.db, subject, deps.after);
      } catch (error) {
        console.error(`account deletion: erasing failed (${reasonOf(error)})`);
        throw new AppError("privacy.erase_failed", deleteAccountMessages.failed, 500, {
          cause: error,
        });
      }
      console.log(`account deletion: account ${subject.userId} deleted`);
      return headers;
    },
  };
}

/** The privacy service's type, as routes get it. */
export type PrivacyService = ReturnType<typeof createPrivacyService>;
