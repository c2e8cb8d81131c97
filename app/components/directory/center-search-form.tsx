/**
 * The search form of /lan-centers (docs/spec/public-site.md §2): text, community, platform,
 * Open now, '4 stars and up' and the sort (issue 27 item 4) as a GET form kept in the URL, with
 * the Near me button beside it. Its words come from the loader in the page's language (issue 28).
 */
import { Form } from "react-router";
import { NearMeButton } from "~/components/map/near-me-button";
import { SelectField, TextField } from "~/components/ui/form";
import type { DirectoryText } from "~/i18n/directory.server";
import type { CenterSearch } from "~/lib/center-search";

/** The form, filled in from `search`; `communityOptions` are the public communities. */
export function SearchForm({
  search,
  communityOptions,
  placeNamed,
  texts,
}: {
  search: CenterSearch;
  communityOptions: { id: string; name: string }[];
  /** The text names a city: 'Near me' then drops it, or the city would win. */
  placeNamed: boolean;
  /** The form's labels and options in the page's language. */
  texts: DirectoryText["form"];
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
          label={texts.searchLabel}
          fieldClassName="flex-1"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          placeholder={texts.searchPlaceholder}
        />
        <SelectField
          id="center-community"
          label={texts.community}
          name="community"
          defaultValue={search.community ?? ""}
        >
          <option value="">{texts.allCommunities}</option>
          {communityOptions.map((community) => (
            <option key={community.id} value={community.id}>
              {community.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="center-platform"
          label={texts.platform}
          name="platform"
          defaultValue={search.platform ?? ""}
        >
          <option value="">{texts.allPlatforms}</option>
          {Object.entries(texts.platforms).map(([key, label]) => (
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
          {texts.openNow}
        </label>
        <label className="flex items-center gap-2 pb-3 text-sm text-ink-200">
          <input
            type="checkbox"
            name="rating"
            value="4"
            className="h-4 w-4 accent-neon-400"
            defaultChecked={search.fourStarsUp ?? false}
          />
          {texts.fourStars}
        </label>
        <SelectField
          id="center-sort"
          label={texts.sortBy}
          name="sort"
          defaultValue={search.sort ?? ""}
        >
          <option value="">{search.near ? texts.sortDistance : texts.sortFeatured}</option>
          <option value="rating">{texts.sortRating}</option>
        </SelectField>
        {search.near && (
          <input type="hidden" name="near" value={`${search.near.lat},${search.near.lng}`} />
        )}
        <button type="submit" className="btn-primary">
          {texts.search}
        </button>
      </Form>
      <NearMeButton clearQuery={placeNamed} texts={texts.nearMe} />
    </div>
  );
}
