/**
 * /dev/seed-center (local mode only, 404 in production like every /dev/* page; ADR 007): a
 * form that creates an unverified LAN center owned by the signed-in user and goes to
 * /payment?location={id}. A developer and browser-test tool until /register-lan-center exists;
 * not linked from the site.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/dev.seed-center";
import { AuthCard, TextField } from "~/components/ui/form";
import { requireUser } from "~/server/auth/session.server";
import { getConfig } from "~/server/config.server";
import { createDevCenter } from "~/server/local/dev-centers.server";
import { getDb } from "~/server/runtime.server";
import { readFormData } from "~/server/http/form-data.server";

export function meta() {
  return [
    { title: "Seed LAN Center | LAN Center Network" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (getConfig().production) throw data(null, { status: 404, statusText: "Not Found" });
  await requireUser(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  if (getConfig().production) throw data(null, { status: 404, statusText: "Not Found" });
  const user = await requireUser(request);
  const form = await readFormData(request);
  const id = await createDevCenter(getDb(), user.id, String(form.get("name") ?? ""));
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
