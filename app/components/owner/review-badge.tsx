/**
 * Review state of an owner's center or party (the dashboard's "Verified or Pending Review" badge;
 * the badges follow the admin's decisions, including the rejection reason).
 */

/** The badge; the card shows a rejected item's reason on its own line (dashboard-cards.tsx). */
export function ReviewBadge({
  verified,
  rejectionReason,
  labels = { verified: "Verified", pending: "Pending Review", rejected: "Not approved" },
}: {
  verified: boolean;
  rejectionReason: string | null;
  /** The three labels in the page's language (default: the spec's English). */
  labels?: { verified: string; pending: string; rejected: string };
}) {
  const state = verified ? "verified" : rejectionReason ? "rejected" : "pending";
  const styles = {
    verified: "bg-marker-admin/20 text-green-200",
    pending: "bg-yellow-400/20 text-yellow-100",
    rejected: "bg-red-500/20 text-red-100",
  } as const;
  return (
    <span
      className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${styles[state]}`}
    >
      {labels[state]}
    </span>
  );
}
