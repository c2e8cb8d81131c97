/**
 * A cover image upload (issue 14 item 1, ADR 056), in place of the old Image URL input: a file
 * field (JPEG, PNG or WebP, at most 10 MB) with the current cover shown and a box to remove it.
 * Its form must be sent as multipart/form-data.
 */
import { TextField } from "~/components/ui/form";
import { photoKeyOfUrl } from "~/lib/photo-urls";
import { Picture } from "./picture";

/**
 * The cover field `name` (file) and `${name}Remove` (checkbox). `values[currentName]` is the
 * current `image_url`, echoed in a hidden input only so that a failed post still shows it (the
 * server never reads it).
 */
export function CoverField({
  label,
  name,
  currentName,
  values,
  error,
  text,
}: {
  label: string;
  name: string;
  currentName: string;
  values: Record<string, unknown>;
  error: string | undefined;
  /** The hints, the current image's alt text and the remove box in the page's language. */
  text?: { hint: string; hintReplace: string; current: string; remove: string };
}) {
  const current = values[currentName];
  const key = photoKeyOfUrl(typeof current === "string" ? current : null);
  return (
    <div className="grid gap-2">
      {key && <input type="hidden" name={currentName} value={String(current)} />}
      {key && (
        <Picture
          photoKey={key}
          alt={text?.current ?? `Current ${label.toLowerCase()}`}
          sizes="12rem"
          width={192}
          height={128}
          className="h-32 w-48 rounded-lg object-cover"
        />
      )}
      <TextField
        label={label}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm text-ink-200 file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-white"
        hint={
          key
            ? (text?.hintReplace ??
              "JPEG, PNG or WebP, at most 10 MB. Choose a file to replace the current one.")
            : (text?.hint ?? "JPEG, PNG or WebP, at most 10 MB.")
        }
        error={error}
      />
      {key && (
        <label className="flex items-center gap-2 text-sm text-ink-200">
          <input type="checkbox" name={`${name}Remove`} value="on" />
          {text?.remove ?? `Remove the current ${label.toLowerCase()}`}
        </label>
      )}
    </div>
  );
}
