/**
 * The character counter of a text field with a limit (issue 24 item 4): it appears when the text
 * is within a tenth of the limit ('12 characters left') or over it ('30 characters too many'),
 * in a polite live region that the field names in `aria-describedby`. Progressive enhancement
 * only: nothing is cut (no `maxLength`), and without JavaScript the server's 'At most N
 * characters' does the work. Counts what the server counts: the text normalised as stored
 * (`normalizeText`: NFC, trimmed), in UTF-16 units as zod's `max` does. In the page's language
 * (issue 28 item 1): the words come from the root loader's data (app/i18n/chrome.server.ts
 * `counterWords`) through `CounterWordsContext`, or from the `words` prop; English otherwise.
 */
import { createContext, useContext, useEffect, useState } from "react";
import { normalizeText } from "~/lib/text-input";

/** The id of the counter of the field with id `inputId`. */
export const counterId = (inputId: string) => `${inputId}-count`;

/**
 * The counter's words in one language: templates with `{count}` for the plural forms "one" and
 * "other" (chosen by `Intl.PluralRules` of `pluralLocale`).
 */
export interface CounterWords {
  /** The `Intl` locale whose plural rules pick the form ("en-US", "fr"). */
  pluralLocale: string;
  leftOne: string;
  leftOther: string;
  overOne: string;
  overOther: string;
}

/** The counter's English words (issue 24 item 4). */
export const ENGLISH_COUNTER_WORDS: CounterWords = {
  pluralLocale: "en-US",
  leftOne: "{count} character left",
  leftOther: "{count} characters left",
  overOne: "{count} character too many",
  overOther: "{count} characters too many",
};

/** The page's counter words; the root layout provides them from its loader data. */
export const CounterWordsContext = createContext<CounterWords>(ENGLISH_COUNTER_WORDS);

/**
 * What the counter says for a text of `length` characters under a limit of `max`.
 * @param words the language's words (English when omitted)
 * @returns "12 characters left" within the last tenth of the limit (at least the last
 *   character), "30 characters too many" over it, else "" (nothing shown); the number is not
 *   grouped ("4800")
 */
export function counterText(
  length: number,
  max: number,
  words: CounterWords = ENGLISH_COUNTER_WORDS,
): string {
  const left = max - length;
  const fill = (count: number, one: string, other: string) =>
    (new Intl.PluralRules(words.pluralLocale).select(count) === "one" ? one : other).replaceAll(
      "{count}",
      String(count),
    );
  if (left < 0) return fill(-left, words.overOne, words.overOther);
  if (left <= Math.max(1, Math.floor(max / 10))) return fill(left, words.leftOne, words.leftOther);
  return "";
}

/**
 * The counter of the input or textarea with id `inputId` and limit `max` characters; follows
 * the field's `input` events once hydrated (controlled and uncontrolled fields alike). `words`
 * wins over the page's words from `CounterWordsContext`.
 */
export function CharacterCounter({
  inputId,
  max,
  words,
}: {
  inputId: string;
  max: number;
  words?: CounterWords;
}) {
  const pageWords = useContext(CounterWordsContext);
  const shownWords = words ?? pageWords;
  const [state, setState] = useState({ text: "", over: false });
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const update = () => {
      const length = normalizeText(field.value).length;
      setState({ text: counterText(length, max, shownWords), over: length > max });
    };
    update();
    field.addEventListener("input", update);
    return () => field.removeEventListener("input", update);
  }, [inputId, max, shownWords]);
  const { text, over } = state;
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
