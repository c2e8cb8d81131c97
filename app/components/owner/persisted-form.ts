/**
 * Keeps what a visitor typed into a registration form in sessionStorage (LAN center registration:
 * "what they typed survives the round trip" through sign-up or sign-in), and puts it back when they
 * return. Only text fields are kept; nothing is sent anywhere.
 */
import { useEffect, type RefObject } from "react";

const PREFIX = "lcn:draft:";

/** Reads a saved draft. */
function readDraft(key: string): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Forgets the draft of `key` (after a successful submission). */
export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/**
 * Saves the form's text fields on every change and, on mount, fills empty fields from the
 * saved draft. Hidden fields and fields filled by the server are left alone.
 */
export function usePersistedForm(key: string, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const draft = readDraft(key);
    for (const [name, value] of Object.entries(draft)) {
      const field = element.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement && field.type !== "hidden") ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) {
        if (field.value === "") field.value = value;
      }
    }
    const save = () => {
      const values: Record<string, string> = {};
      for (const [name, value] of new FormData(element)) {
        const field = element.elements.namedItem(name);
        if (
          typeof value === "string" &&
          !(field instanceof HTMLInputElement && field.type === "hidden")
        ) {
          values[name] = value;
        }
      }
      try {
        window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // Storage full or unavailable: the form still works, the draft is not kept.
      }
    };
    element.addEventListener("input", save);
    element.addEventListener("change", save);
    return () => {
      element.removeEventListener("input", save);
      element.removeEventListener("change", save);
    };
  }, [key, form]);
}
