/**
 * /contacts (docs/spec/owner-portal.md §2 "Location contacts list", §8 'Failed to fetch contacts.';
 * contact management for admins): every contact, newest first, for administrators only. Visitors go
 * to /login; signed-in non-admins get 403 from the server.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/contacts";
import { ContactCards } from "~/components/owner/contact-cards";
import { reasonOf } from "~/server/errors/app-error";
import { servicesOf } from "~/server/services.server";

export function meta() {
  return [{ title: "Contacts | LAN Center Network" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, directory } = servicesOf(context);
  const user = await auth.requireAdmin(request);
  try {
    const contacts = await directory.listContactsForAdmin({
      actor: { userId: user.id, isAdmin: user.isAdmin },
    });
    return { contacts, error: null };
  } catch (error) {
    console.error(`contacts: ${reasonOf(error)}`);
    return data({ contacts: [], error: "Failed to fetch contacts." }, 503);
  }
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <p className="text-sm">
        <Link to="/dashboard">← Back to Dashboard</Link>
      </p>
      <h1 className="heading-1 mt-2">Contacts</h1>
      <p className="mt-2 text-ink-300">
        Everyone who registered a LAN center or party, newest first.
      </p>
      <div className="mt-6">
        {loaderData.error ? (
          <div role="alert" className="card border-hot-400 text-white">
            {loaderData.error}
          </div>
        ) : (
          <ContactCards contacts={loaderData.contacts} />
        )}
      </div>
    </div>
  );
}
