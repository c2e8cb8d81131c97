/**
 * /contacts (docs/spec/owner-portal.md §2 "Location contacts list", §8 'Failed to fetch contacts.';
 * contact management for admins; issue 16 "Contacts for the admin"): contacts and partner leads,
 * newest first, for administrators only, with a search by name, e-mail or organization (`q`)
 * and a filter by type (`type`) in the query string, so it works without JavaScript, and a CSV
 * download of the same selection (/contacts.csv). Visitors go to /login; signed-in non-admins
 * get 403 from the server. An unknown `type` answers 400 with every type shown. Words in the URL's
 * language (issue 28 item 1; app/i18n/contacts.server.ts).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/contacts";
import { ContactCards } from "~/components/owner/contact-cards";
import { SelectField, TextField } from "~/components/ui/form";
import { contactsText, type ContactsText } from "~/i18n/contacts.server";
import { localeFromPath } from "~/i18n/locales";
import { contactsQueryString, parseContactsQuery, type ContactsQuery } from "~/lib/contacts-query";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.text.metaTitle ?? ""} | LAN Center Network` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireAdmin(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { query, error: invalidType } = parseContactsQuery(url.searchParams);
  try {
    const contacts = await directory.listContactsForAdmin({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      query,
    });
    const text = contactsText(locale, contacts.length);
    const queryError = invalidType ? text.unknownType : null;
    return data({ contacts, query, queryError, error: null, text }, queryError ? 400 : 200);
  } catch (error) {
    console.error(`contacts: ${reasonOf(error)}`);
    const text = contactsText(locale, 0);
    const queryError = invalidType ? text.unknownType : null;
    return data({ contacts: [], query, queryError, error: text.failed, text }, 503);
  }
}

function SearchForm({ query, text }: { query: ContactsQuery; text: ContactsText }) {
  return (
    <Form
      key={contactsQueryString(query)}
      method="get"
      role="search"
      aria-label={text.searchForm}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        id="contacts-search"
        label={text.searchField}
        fieldClassName="flex-1"
        type="search"
        name="q"
        defaultValue={query.q}
        maxLength={200}
      />
      <SelectField id="contacts-type" label={text.type} name="type" defaultValue={query.type ?? ""}>
        <option value="">{text.allTypes}</option>
        {text.types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn-primary">
        {text.search}
      </button>
    </Form>
  );
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, query, queryError, error, text } = loaderData;
  const filtered = query.q !== "" || query.type !== null;
  return (
    <div className="page">
      <p className="text-sm">
        <Link to={text.dashboardHref}>{text.back}</Link>
      </p>
      <h1 className="heading-1 mt-2">{text.heading}</h1>
      <p className="mt-2 text-ink-300">{text.intro}</p>
      <div className="mt-6">
        <SearchForm query={query} text={text} />
      </div>
      {queryError && (
        <p role="alert" className="card mt-4 border-hot-400 text-white">
          {queryError}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {!error && <p data-testid="contacts-count">{filtered ? text.countFound : text.count}</p>}
        {filtered && <Link to={text.contactsHref}>{text.clear}</Link>}
        <a href={`/contacts.csv${contactsQueryString(query)}`} download>
          {filtered ? text.downloadFiltered : text.download}
        </a>
      </div>
      <div className="mt-4">
        {error ? (
          <div role="alert" className="card border-hot-400 text-white">
            {error}
          </div>
        ) : (
          <ContactCards contacts={contacts} text={text.cards} />
        )}
      </div>
    </div>
  );
}
