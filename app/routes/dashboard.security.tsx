/**
 * /dashboard/security, the Security tab (docs/spec/owner-portal.md §2, §5, §8; the Security tab):
 * current, new and confirmed password (intent `password`). A failure answers a `FormAnswer`;
 * success signs out the user's other sessions and redirects to `?updated=password`.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard.security";
import { SecurityTab } from "~/components/owner/account-settings";
import { changePasswordSchema, firstMessage } from "~/lib/auth-forms";
import { formValues } from "~/lib/form-fields";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { clientOf } from "~/server/auth/request.server";
import { formAction, invalidForm } from "~/server/errors/route-answer.server";
import { readFormData } from "~/server/http/form-data.server";
import { servicesOf } from "~/server/services.server";

export function loader({ request }: Route.LoaderArgs) {
  return { updated: new URL(request.url).searchParams.get("updated") === "password" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesOf(context);
  const user = await auth.requireUser(request);
  const values = formValues(await readFormData(request));
  if (values.intent !== "password") throw data(null, { status: 400, statusText: "Bad Request" });
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return invalidForm({}, {}, firstMessage(parsed.error), "password");
  return formAction(
    {},
    async () => {
      const { headers } = await auth.changePassword({
        userId: user.id,
        email: user.email,
        ...parsed.data,
        client: clientOf(request, context),
      });
      const locale = localeFromPath(new URL(request.url).pathname);
      throw redirect(localizeHref(locale, "/dashboard/security?updated=password"), { headers });
    },
    "password",
  );
}

export default function DashboardSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return <SecurityTab updated={loaderData.updated} answer={actionData} />;
}
