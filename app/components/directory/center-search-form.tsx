/**
 * The search form of /lan-centers (docs/spec/public-site.md §2): text, community, platform,
 * Open now, '4 stars and up' and the sort (issue 27 item 4) as a GET form kept in the URL, with
 * the Near me button beside it.
 */
import { Form } from "react-router";
import { NearMeButton } from "~/components/map/near-me-button";
import { SelectField, TextField } from "~/components/ui/form";
import type { CenterSearch } from "~/lib/center-search";
import { PLATFORMS } from "~/lib/opening-hours";

/** The form, filled in from `search`; `communityOptions` are the public communities. */
export function SearchForm({
  search,
  communityOptions,
  placeNamed,
}: {
  search: CenterSearch;
  communityOptions: { id: string; name: string }[];
  /** The text names a city: 'Near me' then drops it, or the city would win. */
  placeNamed: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end">
      <Form
        method="get"
        role="search"
        className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          id="center-search"
          label="Search by name, city or address"
          fieldClassName="flex-1"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          placeholder="e.g. Berlin"
        />
        <SelectField
          id="center-community"
          label="Community"
          name="community"
          defaultValue={search.community ?? ""}
        >
          <option value="">All communities</option>
          {communityOptions.map((community) => (
            <option key={community.id} value={community.id}>
              {community.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="center-platform"
          label="Platform"
          name="platform"
          defaultValue={search.platform ?? ""}
        >
          <option value="">All platforms</option>
          {Object.entries(PLATFORMS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 pb-3 text-sm text-ink-200">
          <input
            type="checkbox"
            name="open"
            value="1"
            className="h-4 w-4 accent-neon-400"
            defaultChecked={search.openNow ?? false}
          />
          Open now
        </label>
        <label className="flex items-center gap-2 pb-3 text-sm text-ink-200">
          <input
            type="checkbox"
            name="rating"
            value="4"
            className="h-4 w-4 accent-neon-400"
            defaultChecked={search.fourStarsUp ?? false}
          />
          4 stars and up
        </label>
        <SelectField id="center-sort" label="Sort by" name="sort" defaultValue={search.sort ?? ""}>
          <option value="">{search.near ? "Distance" : "Featured, then name"}</option>
          <option value="rating">Rating</option>
        </SelectField>
        {search.near && (
          <input type="hidden" name="near" value={`${search.near.lat},${search.near.lng}`} />
        )}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      <NearMeButton clearQuery={placeNamed} />
    </div>
  );
}
