/**
 * The mail area's public functions for other areas: the mailer interface, the message
 * templates (all in the branded layout, ADR 055), the delivery queue (ADR 074) and the
 * notification preferences with their unsubscribe links (ADR 075); the outbox every message is
 * written to (ADR 093). The outbox table in `./schema.ts` is read and
 * written only inside this area.
 */
export { MailDeliveryError, type Mailer, type MailSendOptions } from "./mailer.server";
export {
  createMailOutbox,
  MailDeferred,
  type DeliveryOutcome,
  type MailOutbox,
  type UndeliveredMail,
} from "./outgoing.server";
export {
  isMailKind,
  isWanted,
  listPreferences,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  setPreference,
  type MailKind,
  type MailPreferences,
} from "./preferences.server";
export {
  MAIL_DELIVERY_QUEUE,
  type AccountRecipient,
  type EnqueueResult,
  type MailQueue,
  type MailQueueDeps,
  type QueuedMail,
} from "./queue.server";
export {
  readUnsubscribeToken,
  unsubscribeToken,
  type UnsubscribeTarget,
} from "./unsubscribe.server";
export {
  guardMailer,
  MailRecipientRefused,
  recipientAddress,
  type GuardedMailer,
  type MailRecipient,
  type MailRecipientPolicy,
} from "./recipients.server";
export {
  changeReviewEmail,
  reviewEmail,
  type ChangeReviewNotice,
  type ReviewNotice,
} from "./review-templates";
export { paymentFailedEmail, planEndedEmail, type BillingNotice } from "./billing-templates";
export {
  adminDigestEmail,
  type AdminDigest,
  NO_WEBSITE,
  partnerLeadEmail,
  setupRequestCopyEmail,
  setupRequestTeamEmail,
  sharedCommunityNamesEmail,
  type PartnerLeadDetails,
  type SetupRequestDetails,
  type SharedNameCommunity,
} from "./team-templates";
export {
  codeEmail,
  duplicatePaymentRefundedEmail,
  emailChangedNotice,
  passwordChangedEmail,
  type CodePurpose,
  type DuplicateRefundNotice,
  type MailContent,
  type PasswordChangeWay,
} from "./templates";
export { eraseMailData, exportMailData } from "./personal-data.server";
export {
  eventCancelledEmail,
  eventChangedEmail,
  eventReminderEmail,
  promotedFromWaitlistEmail,
  type AttendanceNotice,
} from "./attendance-templates";
export { followDigestEmail, type DigestEntry } from "./follow-templates";
export { insightsMonthlyEmail, type MonthlyVenue } from "./insights-templates";
export {
  newCenterReviewEmail,
  reviewHiddenEmail,
  reviewReplyEmail,
  reviewRestoredEmail,
  type CenterReviewNotice,
} from "./center-review-templates";
