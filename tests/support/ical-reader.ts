/**
 * A strict iCalendar reader for tests (RFC 5545 §3.1, §3.3.11; issue 23 item 2): no iCalendar
 * parser is installed, and a lenient one would hide what matters here. Lines end in CRLF only;
 * folded lines are unfolded; every content line is `NAME[;params]:value` with no control
 * character but HTAB in it; BEGIN and END nest. TEXT values are unescaped, and a backslash that
 * escapes nothing is an error.
 */

/** One content line. */
export interface IcalProperty {
  name: string;
  params: string;
  value: string;
}

/** A component (VCALENDAR, VEVENT, ...) with its own properties and its subcomponents. */
export interface IcalComponent {
  type: string;
  properties: IcalProperty[];
  components: IcalComponent[];
}

const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/s;
/** RFC 5545's CONTROL: C0 but HTAB, and DEL (`Cc` but tab and C1). */
const CONTROL = /[^\P{Cc}\t\u0080-\u009F]/u;

/**
 * Reads `text` into its outermost component.
 * @throws when the text is not a well-formed iCalendar stream with exactly one component
 */
export function readIcal(text: string): IcalComponent {
  const body = text.endsWith("\r\n") ? text.slice(0, -2) : text;
  if (/\r(?!\n)|(?<!\r)\n/.test(body)) throw new Error("a line ends without CRLF");
  const lines = body.replace(/\r\n[ \t]/g, "").split("\r\n");
  const stack: IcalComponent[] = [];
  let root: IcalComponent | null = null;
  for (const [index, line] of lines.entries()) {
    const match = CONTENT_LINE.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not a content line: ${JSON.stringify(line)}`);
    const [, rawName, params, value] = match as unknown as [string, string, string, string];
    const name = rawName.toUpperCase();
    if (CONTROL.test(value)) {
      throw new Error(`line ${index + 1} has a control character: ${JSON.stringify(line)}`);
    }
    if (name === "BEGIN") {
      const component: IcalComponent = { type: value, properties: [], components: [] };
      if (stack.length) stack.at(-1)!.components.push(component);
      else if (root) throw new Error(`line ${index + 1}: a second top-level component`);
      else root = component;
      stack.push(component);
    } else if (name === "END") {
      const open = stack.pop();
      if (!open || open.type !== value) {
        throw new Error(`line ${index + 1}: END:${value} closes ${open?.type ?? "nothing"}`);
      }
    } else {
      const open = stack.at(-1);
      if (!open) throw new Error(`line ${index + 1}: a property outside any component`);
      open.properties.push({ name, params, value });
    }
  }
  if (!root || stack.length) throw new Error("components are not closed");
  return root;
}

/**
 * A TEXT value as written text (RFC 5545 §3.3.11): `\\`, `\;`, `\,`, `\n` and `\N` unescaped.
 * @throws on a backslash that escapes nothing, or an unescaped `;` or `,`
 */
export function unescapeText(value: string): string {
  const rest = value.replace(/\\[\\;,nN]/g, "");
  if (rest.includes("\\"))
    throw new Error(`a backslash escapes nothing in ${JSON.stringify(value)}`);
  if (/[;,]/.test(rest)) throw new Error(`unescaped ; or , in ${JSON.stringify(value)}`);
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === "n" || char === "N" ? "\n" : char,
  );
}

/** The unescaped TEXT value of the one property `name` of `component`. @throws unless exactly one */
export function textOf(component: IcalComponent, name: string): string {
  const found = component.properties.filter((property) => property.name === name);
  if (found.length !== 1) {
    throw new Error(`${component.type} has ${found.length} ${name} properties, not 1`);
  }
  return unescapeText(found[0]!.value);
}
