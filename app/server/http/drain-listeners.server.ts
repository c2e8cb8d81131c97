/**
 * One `drain` listener per compressed answer (server.ts, after `compression()`).
 *
 * The `compression` middleware forwards `res.on("drain")` to its zlib stream but not
 * `res.removeListener`, so `res.once("drain", fn)` leaves a spent listener on the stream and `off`
 * cannot take it away (expressjs/compression#135, #152). React Router's response writer waits
 * for `drain` that way after every write the stream refuses, so a long streamed page piled up
 * listeners until Node warned "11 drain listeners added to [Gzip]", once per such answer.
 *
 * This middleware keeps the waiting callbacks itself: `res.once("drain", fn)` adds `fn` to a set,
 * `res.removeListener("drain", fn)` (and `off`) takes it out, and one listener, added through
 * `res.on` on first use, calls and clears the set at each drain. Other events pass through.
 */
import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * @returns Express middleware that gives each answer one real `drain` listener; mount it right
 *   after `compression()`
 */
export function oneDrainListener(): RequestHandler {
  return (_req, res, next) => {
    const waiting = new Set<Listener>();
    let listening = false;
    const once = res.once.bind(res) as (event: string | symbol, listener: Listener) => Response;
    const removeListener = res.removeListener.bind(res) as (
      event: string | symbol,
      listener: Listener,
    ) => Response;
    const onDrain = () => {
      const callbacks = [...waiting];
      waiting.clear();
      for (const callback of callbacks) callback();
    };
    res.once = function (event: string | symbol, listener: Listener) {
      if (event !== "drain") return once(event, listener);
      waiting.add(listener);
      if (!listening) {
        listening = true;
        res.on("drain", onDrain);
      }
      return res;
    } as Response["once"];
    // EventEmitter's `off` calls `removeListener`.
    res.removeListener = function (event: string | symbol, listener: Listener) {
      if (event === "drain" && waiting.delete(listener)) return res;
      return removeListener(event, listener);
    } as Response["removeListener"];
    next();
  };
}
