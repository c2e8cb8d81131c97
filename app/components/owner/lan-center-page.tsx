/**
 * The register/edit LAN center page body (docs/spec/owner-portal.md §2, §5, §8 "Registration"):
 * the form (kept in sessionStorage as a draft), the Account Required banner for visitors, and
 * the success notice that moves on after 2 s (a new center to its plans, an edit to the
 * dashboard).
 */
import { useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AccountRequiredBanner } from "~/components/owner/account-required-banner";
import { LanCenterFields, type FormValues } from "~/components/owner/lan-center-fields";
import { clearDraft, usePersistedForm } from "~/components/owner/persisted-form";
import { FormProblems } from "~/components/ui/form";
import { PageNotice } from "~/components/ui/status-card";
import type { FormAnswer } from "~/lib/form-answer";
import { localeFromPath, localizeHref } from "~/i18n/locales";
import { useTimedRedirect } from "~/lib/use-timed-redirect";
import {
  OwnerFormTextContext,
  translateAnswer,
  type OwnerFormText,
} from "~/components/owner/owner-text";

const DRAFT_KEY = "register-lan-center";

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
    /** The page's texts in its language. */
    text: OwnerFormText;
  };
  /** The action's answer: a failed form, or the success (`intent` new or edit). */
  actionData?: FormAnswer;
}) {
  const { signedIn, edit, submissionToken, text } = loaderData;
  const locale = localeFromPath(useLocation().pathname);
  // The schemas' English messages in the page's language; what was typed stays as it is.
  const answer = translateAnswer(text.messages, actionData);
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
  const target = done
    ? localizeHref(locale, done.kind === "new" ? `/payment?location=${done.id}` : "/dashboard")
    : "";
  /** What the page says after an edit, by what the edit did (ADR 053). */
  const editNotices: Record<string, string> = {
    "": text.updated,
    pending: text.editPending,
    resubmitted: text.resubmitted,
  };
  useTimedRedirect(Boolean(done), target, 2000);
  if (done) {
    clearDraft(edit ? `edit-${edit.id}` : DRAFT_KEY);
    return (
      <PageNotice
        title={done.kind === "new" ? text.registered : text.changesSaved}
        role="status"
        link={{
          to: target,
          label: done.kind === "new" ? text.continueToPlans : text.backToDashboard,
        }}
        // A new center has no photos yet: where to add them (issue 24 item 5).
        more={
          done.kind === "new" && done.id
            ? [
                {
                  to: localizeHref(locale, `/lan-center-photos/${done.id}`),
                  label: text.photosAdd,
                },
              ]
            : []
        }
      >
        {done.kind === "new" ? text.thanks : (editNotices[done.review] ?? editNotices[""])}
      </PageNotice>
    );
  }
  const values = answer?.values ?? edit?.values ?? {};
  const busy = navigation.state === "submitting";
  return (
    <OwnerFormTextContext value={text}>
      <div className="page max-w-3xl">
        {edit && (
          <p className="text-sm">
            <Link to={text.dashboardHref}>← {text.backToDashboard}</Link>
          </p>
        )}
        <h1 className="heading-1 mt-2">{text.title}</h1>
        <p className="mt-2 text-ink-300">{text.intro}</p>
        {!signedIn && <AccountRequiredBanner />}
        <Form
          method="post"
          encType="multipart/form-data"
          ref={form}
          className="mt-6 grid gap-6"
          noValidate
        >
          {edit && <input type="hidden" name="editId" value={edit.id} />}
          {submissionToken && (
            <input type="hidden" name="submissionToken" value={submissionToken} />
          )}
          <FormProblems answer={answer} fieldsMessage={text.fixFields} />
          <LanCenterFields
            values={values}
            errors={answer?.fieldErrors ?? {}}
            edit={Boolean(edit)}
            photosHref={edit ? localizeHref(locale, `/lan-center-photos/${edit.id}`) : undefined}
          />
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            {busy ? text.saving : text.submit}
          </button>
        </Form>
      </div>
    </OwnerFormTextContext>
  );
}
