/**
 * /registration-choice (docs/spec/owner-portal.md §2; /registration-choice): register a LAN center
 * or a LAN party, plus a link to the venue types and, for gamers, to sign-up as 'I play'
 * (issue 25 item 1).
 */
import { Link } from "react-router";

export function meta() {
  return [
    { title: "Register | LAN Center Network" },
    {
      name: "description",
      content: "Register your LAN center or your LAN party with the LAN Center Network.",
    },
  ];
}

const choices = [
  {
    to: "/register-lan-center",
    title: "Register LAN Center",
    text: "A permanent venue: LAN center, game arena, college, school, library, hotel, game café or coffee shop. Get listed on the map and apply for Steam PC Cafe setup.",
  },
  {
    to: "/register-lan-party",
    title: "Register LAN Party",
    text: "An event with a start and an end: a LAN party, tournament or gaming night, at a verified center or anywhere else.",
  },
];

export default function RegistrationChoice() {
  return (
    <div className="page">
      <h1 className="heading-1">What would you like to register?</h1>
      <p className="mt-2 max-w-2xl text-ink-300">
        Choose what you are adding to the network. Our team reviews every submission before it
        appears publicly.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.to} className="card flex flex-col gap-3">
            <h2 className="heading-2">{choice.title}</h2>
            <p className="flex-1 text-ink-300">{choice.text}</p>
            <Link to={choice.to} className="btn-primary self-start">
              {choice.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-ink-300">
        Not sure which kind of venue you run? <Link to="/lantypes">See the venue types</Link>.
      </p>
      <p className="mt-2 text-ink-300">
        Just here to play? <Link to="/signup-form?as=play">Create a gamer account</Link> to follow
        LAN centers and never miss their events.
      </p>
    </div>
  );
}
