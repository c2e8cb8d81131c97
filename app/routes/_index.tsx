/** / (home). The full home page of the public-site issue builds on this hero. */
import { Link } from "react-router";

export function meta() {
  return [
    { title: "LAN Center Network | Uniting centers world-wide" },
    {
      name: "description",
      content:
        "The directory and membership network for LAN centers, game cafés and LAN parties. " +
        "Find verified centers on the world map or register your own venue.",
    },
  ];
}

export default function Home() {
  return (
    <section className="relative overflow-hidden">
      <div className="page py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-neon-300 uppercase">
          LAN Center Network
        </p>
        <h1 className="mt-4 font-display text-4xl font-black tracking-tight text-white sm:text-6xl">
          Uniting centers world-wide
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-300">
          Gamers find verified LAN centers near them. Owners of arenas, cafés, schools, libraries
          and LAN parties join one network and grow together.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/lan-centers" className="btn-primary">
            Find LAN Centers
          </Link>
          <Link to="/lantypes" className="btn-secondary">
            Add Your Venue
          </Link>
        </div>
      </div>
    </section>
  );
}
