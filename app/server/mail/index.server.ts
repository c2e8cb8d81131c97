/**
 * The mail area's public functions for other areas: the mailer interface and the message
 * templates (all in the branded layout, ADR 055). The outbox table in `./schema.ts` is read and
 * written only inside this area.
 */
export { MailDeliveryError, type Mailer } from "./mailer.server";
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
export {
  eventCancelledEmail,
  eventChangedEmail,
  promotedFromWaitlistEmail,
  type AttendanceNotice,
} from "./attendance-templates";
