import { PGlite } from "@electric-sql/pglite";
const dir = process.argv[2] || undefined;
const db = new PGlite({ dataDir: dir });
await db.query("select 1");
const m = process.memoryUsage();
console.log(dir ?? "mem", process.execArgv.join(" "), "rss MiB", (m.rss / 2**20).toFixed(0), "heap", (m.heapUsed/2**20).toFixed(0), "ext", (m.external/2**20).toFixed(0));
await db.close();
