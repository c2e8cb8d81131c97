/**
 * Every string of a nested text object (a page's texts from an app/i18n module), for the i18n
 * unit tests that check each field is filled and translated.
 * @returns `[path, text]` pairs, paths like `.dialogs.title` or `.tabs[1].label`
 */
export function stringsWithPaths(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, i) => stringsWithPaths(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsWithPaths(item, `${path}.${key}`));
  return [];
}

/** Every string of a nested text object, without paths. */
export function allStrings(value: unknown): string[] {
  return stringsWithPaths(value).map(([, text]) => text);
}
