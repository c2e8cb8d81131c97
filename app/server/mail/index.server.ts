/**
 * The mail area's public functions for other areas: the mailer interface and the message
 * templates. The outbox table in `./schema.ts` is read and written only inside this area.
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
  codeEmail,
  duplicatePaymentRefundedEmail,
  emailChangedNotice,
  type CodePurpose,
  type DuplicateRefundNotice,
  type MailContent,
} from "./templates";
