/**
 * /contacts (docs/spec/owner-portal.md §2 "Location contacts list", §8 'Failed to fetch contacts.';
 * contact management for admins; issue 16 "Contacts for the admin"): contacts and partner leads,
 * newest first, for administrators only, with a search by name, e-mail or organization (`q`)
 * and a filter by type (`type`) in the query string, so it works without JavaScript, and a CSV
 * download of the same selection (/contacts.csv). Visitors go to /login; signed-in non-admins
 * get 403 from the server. An unknown `type` answers 400 with every type shown.
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/contacts";
import { ContactCards } from "~/components/owner/contact-cards";
import { SelectField, TextField } from "~/components/ui/form";
import {
  contactsQueryString,
  contactTypes,
  parseContactsQuery,
  type ContactsQuery,
} from "~/lib/contacts-query";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Contacts | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireAdmin(request);
  const { query, error: queryError } = parseContactsQuery(new URL(request.url).searchParams);
  try {
    const contacts = await directory.listContactsForAdmin({
      actor: { userId: user.id, isAdmin: user.isAdmin },
      query,
    });
    return data({ contacts, query, queryError, error: null }, queryError ? 400 : 200);
  } catch (error) {
    console.error(`contacts: ${reasonOf(error)}`);
    return data({ contacts: [], query, queryError, error: "Failed to fetch contacts." }, 503);
  }
}

function SearchForm({ query }: { query: ContactsQuery }) {
  return (
    <Form
      key={contactsQueryString(query)}
      method="get"
      role="search"
      aria-label="Search contacts"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        id="contacts-search"
        label="Search by name, e-mail or organization"
        fieldClassName="flex-1"
        type="search"
        name="q"
        defaultValue={query.q}
        maxLength={200}
      />
      <SelectField id="contacts-type" label="Type" name="type" defaultValue={query.type ?? ""}>
        <option value="">All types</option>
        {contactTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  );
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, query, queryError, error } = loaderData;
  const filtered = query.q !== "" || query.type !== null;
  const count = `${contacts.length} ${contacts.length === 1 ? "contact" : "contacts"}`;
  return (
    <div className="page">
      <p className="text-sm">
        <Link to="/dashboard">← Back to Dashboard</Link>
      </p>
      <h1 className="heading-1 mt-2">Contacts</h1>
      <p className="mt-2 text-ink-300">
        Everyone who registered a LAN center or party, and the partner leads, newest first.
      </p>
      <div className="mt-6">
        <SearchForm query={query} />
      </div>
      {queryError && (
        <p role="alert" className="card mt-4 border-hot-400 text-white">
          {queryError}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {!error && <p data-testid="contacts-count">{filtered ? `${count} found` : count}</p>}
        {filtered && <Link to="/contacts">Clear search</Link>}
        <a href={`/contacts.csv${contactsQueryString(query)}`} download>
          Download CSV{filtered ? " (these contacts)" : ""}
        </a>
      </div>
      <div className="mt-4">
        {error ? (
          <div role="alert" className="card border-hot-400 text-white">
            {error}
          </div>
        ) : (
          <ContactCards contacts={contacts} />
        )}
      </div>
    </div>
  );
}
