/**
 * /dev/seed-center (local mode only, 404 in production like every /dev/* page; ADR 007): a
 * form that creates an unverified LAN center owned by the signed-in user and goes to
 * /payment?location={id}. A developer and browser-test tool until /register-lan-center exists;
 * not linked from the site.
 */
import { Form, redirect } from "react-router";
import type { Route } from "./+types/dev.seed-center";
import { AuthCard, TextField } from "~/components/ui/form";
import { localServicesOf, servicesOf } from "~/server/services.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [
    { title: "Seed LAN Center | LAN Center Network" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  localServicesOf(context);
  await servicesOf(context).auth.requireUser(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const local = localServicesOf(context);
  const user = await servicesOf(context).auth.requireUser(request);
  const form = await readFormData(request);
  const id = await local.createDevCenter({ userId: user.id, name: String(form.get("name") ?? "") });
  return redirect(`/payment?location=${encodeURIComponent(id)}`, 303);
}

export default function DevSeedCenter() {
  return (
    <AuthCard
      title="Seed LAN Center"
      subtitle="Local mode only: creates an unverified LAN center owned by you."
    >
      <Form method="post" className="space-y-4">
        <TextField label="LAN center name" name="name" defaultValue="Test LAN Center" required />
        <button type="submit" className="btn-primary w-full">
          Create and Choose a Plan
        </button>
      </Form>
    </AuthCard>
  );
}
