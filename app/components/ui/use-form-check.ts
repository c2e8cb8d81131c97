/**
 * The browser-side check of the account forms: before a submit goes out, the named fields are
 * parsed with the same zod schema the server uses; the first problem stops the submit and is
 * shown. Without JavaScript the server answers with the same message.
 */
import { useState, type FormEvent } from "react";
import type { z } from "~/lib/zod";
import { firstMessage } from "~/lib/auth-forms";

/**
 * The check for a form: `onSubmit` for the `<Form>`, the message to show (null when none) and
 * `setError` to clear it while the user types.
 * @param schema the form's schema
 * @param fields the form fields the schema reads
 * @param extra values the schema also needs that are not fields (e.g. the e-mail of a code step)
 */
export function useFormCheck(
  schema: z.ZodType,
  fields: readonly string[],
  extra: Record<string, unknown> = {},
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, form.get(name)]));
    const parsed = schema.safeParse({ ...extra, ...values });
    if (parsed.success) {
      setError(null);
      return;
    }
    event.preventDefault();
    setError(firstMessage(parsed.error));
  };
  return { error, setError, onSubmit };
}
