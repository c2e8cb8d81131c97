/**
 * The character counter of a text field with a limit (issue 24 item 4): it appears when the text
 * is within a tenth of the limit ('12 characters left') or over it ('30 characters too many'),
 * in a polite live region that the field names in `aria-describedby`. Progressive enhancement
 * only: nothing is cut (no `maxLength`), and without JavaScript the server's 'At most N
 * characters' does the work. Counts what the server counts: the text normalised as stored
 * (`normalizeText`: NFC, trimmed), in UTF-16 units as zod's `max` does.
 */
import { useEffect, useState } from "react";
import { normalizeText } from "~/lib/text-input";

/** The id of the counter of the field with id `inputId`. */
export const counterId = (inputId: string) => `${inputId}-count`;

const characters = (count: number) => `${count} ${count === 1 ? "character" : "characters"}`;

/**
 * What the counter says for a text of `length` characters under a limit of `max`.
 * @returns "12 characters left" within the last tenth of the limit (at least the last
 *   character), "30 characters too many" over it, else "" (nothing shown)
 */
export function counterText(length: number, max: number): string {
  const left = max - length;
  if (left < 0) return `${characters(-left)} too many`;
  if (left <= Math.max(1, Math.floor(max / 10))) return `${characters(left)} left`;
  return "";
}

/**
 * The counter of the input or textarea with id `inputId` and limit `max` characters; follows
 * the field's `input` events once hydrated (controlled and uncontrolled fields alike).
 */
export function CharacterCounter({ inputId, max }: { inputId: string; max: number }) {
  const [text, setText] = useState("");
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const update = () => setText(counterText(normalizeText(field.value).length, max));
    update();
    field.addEventListener("input", update);
    return () => field.removeEventListener("input", update);
  }, [inputId, max]);
  const over = text.endsWith("too many");
  return (
    <p id={counterId(inputId)} aria-live="polite" className="text-sm">
      {text && (
        <span
          className={`mt-1 block ${over ? "font-semibold text-hot-400" : "text-ink-300"}`}
          data-testid="character-counter"
        >
          {text}
        </span>
      )}
    </p>
  );
}
