/**
 * The register/edit LAN center page body (docs/spec/owner-portal.md §2, §5, §8 "Registration"):
 * the form (kept in sessionStorage as a draft), the Account Required banner for visitors, and
 * the success notice that moves on after 2 s (a new center to its plans, an edit to the
 * dashboard).
 */
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AccountRequiredBanner } from "~/components/owner/account-required-banner";
import { LanCenterFields, type FormValues } from "~/components/owner/lan-center-fields";
import { clearDraft, usePersistedForm } from "~/components/owner/persisted-form";
import { FormProblems } from "~/components/ui/form";
import { PageNotice } from "~/components/ui/status-card";
import type { FormAnswer } from "~/lib/form-answer";
import { photosLinkLabel } from "~/lib/owner-cards";
import { useTimedRedirect } from "~/lib/use-timed-redirect";

const DRAFT_KEY = "register-lan-center";

/** What the page says after an edit, by what the edit did (ADR 053). */
const EDIT_NOTICES: Record<string, string> = {
  "": "Your LAN center has been updated.",
  pending:
    "Your changes are waiting for review. Gamers keep seeing the last approved details until our team approves them.",
  resubmitted: "Your LAN center is back in the review queue. Our team will review it again.",
};

/** The page body of /register-lan-center, for a new center or (with `edit`) an own one. */
export function LanCenterPage({
  loaderData,
  actionData,
}: {
  loaderData: {
    signedIn: boolean;
    /** The center being edited, or null for a registration. */
    edit: { id: string; values: FormValues; pendingReview: boolean } | null;
    /** One registration per rendered form (null when editing). */
    submissionToken: string | null;
  };
  /** The action's answer: a failed form, or the success (`intent` new or edit). */
  actionData?: FormAnswer;
}) {
  const { signedIn, edit, submissionToken } = loaderData;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  usePersistedForm(edit ? `edit-${edit.id}` : DRAFT_KEY, form);
  const done =
    actionData?.notice && (actionData.intent === "new" || actionData.intent === "edit")
      ? {
          kind: actionData.intent,
          id: actionData.values.doneId ?? "",
          review: actionData.values.review ?? "",
        }
      : null;
  const target = done ? (done.kind === "new" ? `/payment?location=${done.id}` : "/dashboard") : "";
  useTimedRedirect(Boolean(done), target, 2000);
  if (done) {
    clearDraft(edit ? `edit-${edit.id}` : DRAFT_KEY);
    return (
      <PageNotice
        title={done.kind === "new" ? "LAN Center Registered!" : "Changes Saved!"}
        role="status"
        link={{
          to: target,
          label: done.kind === "new" ? "Continue to plans" : "Back to Dashboard",
        }}
        // A new center has no photos yet: where to add them (issue 24 item 5).
        more={
          done.kind === "new" && done.id
            ? [{ to: `/lan-center-photos/${done.id}`, label: photosLinkLabel(0) }]
            : []
        }
      >
        {done.kind === "new"
          ? "Thank you! Our team will review and verify your LAN center. Next, choose a plan."
          : (EDIT_NOTICES[done.review] ?? EDIT_NOTICES[""])}
      </PageNotice>
    );
  }
  const values = actionData?.values ?? edit?.values ?? {};
  const busy = navigation.state === "submitting";
  return (
    <div className="page max-w-3xl">
      {edit && (
        <p className="text-sm">
          <Link to="/dashboard">← Back to Dashboard</Link>
        </p>
      )}
      <h1 className="heading-1 mt-2">{edit ? "Edit LAN Center" : "Register LAN Center"}</h1>
      <p className="mt-2 text-ink-300">
        {edit
          ? edit.pendingReview
            ? "Update your LAN center's details. Your last changes are waiting for review; the form shows them so you can keep editing them."
            : "Update your LAN center's details. Changes to a verified center's public details are reviewed by our team before they appear."
          : "Add your venue to the network. New centers are reviewed and verified by our team before they appear on the map."}
      </p>
      {!signedIn && <AccountRequiredBanner what="LAN center" />}
      <Form
        method="post"
        encType="multipart/form-data"
        ref={form}
        className="mt-6 grid gap-6"
        noValidate
      >
        {edit && <input type="hidden" name="editId" value={edit.id} />}
        {submissionToken && <input type="hidden" name="submissionToken" value={submissionToken} />}
        <FormProblems answer={actionData} />
        <LanCenterFields
          values={values}
          errors={actionData?.fieldErrors ?? {}}
          edit={Boolean(edit)}
          photosHref={edit ? `/lan-center-photos/${edit.id}` : undefined}
        />
        <button type="submit" className="btn-primary self-start" disabled={busy}>
          {busy ? "Saving..." : edit ? "Save Changes" : "Register LAN Center"}
        </button>
      </Form>
    </div>
  );
}
