/**
 * /review-guidelines (issue 27 item 3): our own policy for reviews of LAN centers: who may write
 * one, what a review should and must not contain, how moderation, reports, replies and hiding
 * work. Linked from the review form, the report form and /admin/reviews.
 */
import { Link } from "react-router";
import { PUBLIC_PAGE } from "~/lib/public-page";

/** The same page for every visitor without a session: cacheable (ADR 063). */
export const handle = PUBLIC_PAGE;

export function meta() {
  return [
    { title: "Review Guidelines | LAN Center Network" },
    {
      name: "description",
      content:
        "How reviews of LAN centers work on LAN Center Network: who can write them, what they may contain, and how we moderate them.",
    },
  ];
}

const sections: { heading: string; items: string[]; id?: string }[] = [
  {
    heading: "Who can write a review",
    items: [
      "Anyone with an account and a verified e-mail address can review a LAN center they have visited: one review per account and center.",
      "You can't review a LAN center you own or manage. Owners, staff and their friends or competitors must not review it either: that is a conflict of interest.",
      "Reviews from accounts younger than one day, and every account's first review, are read by a moderator before they appear. Later reviews appear at once.",
      "To keep reviews honest, one account can post at most 5 reviews a day.",
    ],
  },
  {
    heading: "What makes a good review",
    items: [
      "Tell other gamers about your own visit: the machines and peripherals, the network, the staff, the prices, the atmosphere.",
      "Rate the center from 1 to 5 stars, and if you like, its equipment, network and staff on their own.",
      "Write 20 to 2,000 characters of plain text. Links are shown as text, never as links.",
      "You can edit your review at any time; the page then shows 'edited', and we keep the earlier text for moderation. You can delete it too.",
    ],
  },
  {
    heading: "What we remove",
    items: [
      "Spam and advertising, and reviews copied to several centers.",
      "Text that is off-topic: not about a visit to this center.",
      "Reviews written with a conflict of interest (owners, staff, competitors, paid reviews).",
      "Hateful, harassing, threatening or discriminating text, and insults aimed at people.",
      "Personal information: names of staff or guests beyond first names, phone numbers, addresses, e-mail addresses, photos of people.",
    ],
  },
  {
    heading: "Reports and moderation",
    items: [
      "Anyone signed in can report a review with a reason. A moderator reads every report and every held review.",
      "A moderator can publish a held review, hide a review (the author is e-mailed the reason) or restore it. Each decision is recorded with who made it and when.",
      "Venue owners can't hide reviews of their own venue, even when they pay for a listing. They can reply or report, like everyone.",
    ],
  },
  {
    heading: "Replies from owners",
    items: [
      "The owner of a LAN center can post one public reply to each review, and edit or delete it. The reviewer is e-mailed when a reply arrives.",
      "Replies follow the same rules as reviews.",
    ],
  },
  {
    heading: "Ratings",
    items: [
      "A center's average rating, its number of reviews and the count per star are computed from published reviews only. Held and hidden reviews don't count.",
      "The filter '4 stars and up' lists the centers whose average, as shown with one decimal, is 4.0 or more.",
    ],
  },
  {
    heading: "How ratings are ranked",
    id: "ranking",
    items: [
      "Sorting LAN centers by rating uses a weighted (Bayesian) average, so that a center with one 5-star review does not rank above a center with 200 reviews averaging 4.8.",
      "The weighted average is (10 × 4.0 + the sum of the center's stars) ÷ (10 + its number of reviews): every center starts as if it had 10 reviews at 4.0 stars, and its own reviews count more the more there are.",
      "In this sort paid listings get no head start: centers are ordered by their weighted average only. Centers without published reviews follow, in the directory's usual order.",
    ],
  },
];

export default function ReviewGuidelines() {
  return (
    <article className="page max-w-3xl">
      <h1 className="heading-1">Review Guidelines</h1>
      <p className="mt-2 text-sm text-ink-300">Last updated: 26 November 2026</p>
      <p className="mt-4 leading-relaxed">
        Reviews help gamers find good LAN centers, and help centers get better. The venues listed
        here are our members, so reviews must be visibly fair: these rules apply to everyone, paying
        members included.
      </p>
      {sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="heading-2">{section.heading}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-8">
        See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
