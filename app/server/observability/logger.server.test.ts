/**
 * Logs (issue 29 item 4, ADR 097): JSON lines with passwords, codes, tokens, cookies,
 * credentials and e-mail addresses removed, in messages, URLs, fields and errors.
 */
import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { createLogger, routeConsole } from "./logger.server";
import { maskSecrets } from "./redact";
import { requestIdFor } from "./request-id";

function capture() {
  const lines: Record<string, unknown>[] = [];
  let raw = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw += chunk.toString();
      for (const line of chunk.toString().split("\n")) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { logger: createLogger({ destination: stream }), lines, raw: () => raw };
}

describe("maskSecrets", () => {
  test("masks e-mail addresses, secret query parameters, bearer credentials and session cookies", () => {
    expect(maskSecrets("sent to ada@lancenter.example, copy to b.c+x@mail.example.org")).toBe(
      "sent to [email], copy to [email]",
    );
    expect(maskSecrets("/unsubscribe?token=abc123&kind=digest&email=ada%40x.example")).toBe(
      "/unsubscribe?token=[redacted]&kind=digest&email=[redacted]",
    );
    expect(maskSecrets("/verify?code=123456")).toBe("/verify?code=[redacted]");
    expect(maskSecrets("Your code: 123456")).toBe("Your code: [redacted]");
    expect(maskSecrets("Authorization: Bearer abc.def-ghi")).toBe(
      "Authorization: Bearer [redacted]",
    );
    expect(maskSecrets("cookie better-auth.session_token=tok.sig; theme=dark")).toBe(
      "cookie better-auth.session_token=[redacted]; theme=dark",
    );
    expect(maskSecrets("GET /lan-centers?q=lisbon 200")).toBe("GET /lan-centers?q=lisbon 200");
  });
});

describe("createLogger", () => {
  test("writes one JSON object per line with level name, ISO time and msg", () => {
    const { logger, lines } = capture();
    logger.info("listening on port %d", 3000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "listening on port 3000" });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  test("removes passwords, codes, tokens, cookies and credentials from logged objects", () => {
    const { logger, raw } = capture();
    logger.info(
      {
        password: "Correct-Horse-42",
        code: "654321",
        form: { newPassword: "Other-Horse-43", token: "tok-123456789" },
        req: {
          url: "/reset?token=tok-abcdefgh",
          headers: { cookie: "better-auth.session_token=sess.sig", authorization: "Bearer xyz" },
        },
        res: { headers: { "set-cookie": "better-auth.session_token=sess.sig" } },
        detail: "for ada@lancenter.example",
      },
      "sign-in",
    );
    const text = raw();
    for (const secret of [
      "Correct-Horse-42",
      "654321",
      "Other-Horse-43",
      "tok-123456789",
      "tok-abcdefgh",
      "sess.sig",
      "xyz",
      "ada@lancenter.example",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("[redacted]");
    expect(text).toContain("[email]");
  });

  test("masks e-mail addresses and tokens in messages and in errors", () => {
    const { logger, raw, lines } = capture();
    logger.info("mail: sent to ada@lancenter.example");
    logger.error({ err: new Error("refused <ada@lancenter.example>: /x?token=tok-999999") }, "x");
    expect(raw()).not.toContain("ada@lancenter.example");
    expect(raw()).not.toContain("tok-999999");
    expect(lines[0]!.msg).toBe("mail: sent to [email]");
    expect((lines[1]!.err as { message: string; type: string }).type).toBe("Error");
  });

  test("console.* goes through the logger once routed", () => {
    const { logger, lines } = capture();
    const restore = routeConsole(logger);
    try {
      console.log("mail (dev outbox): to %s", "ada@lancenter.example");
      console.error("job failed", new Error("boom for ada@lancenter.example"));
    } finally {
      restore();
    }
    expect(lines[0]).toMatchObject({ level: "info", msg: "mail (dev outbox): to [email]" });
    expect(lines[1]).toMatchObject({ level: "error", msg: "job failed boom for [email]" });
    expect(JSON.stringify(lines)).not.toContain("ada@");
  });
});

describe("requestIdFor", () => {
  test("keeps a sane incoming id, replaces anything else with a new UUID", () => {
    expect(requestIdFor("abcdef12-3456")).toBe("abcdef12-3456");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(requestIdFor(undefined)).toMatch(uuid);
    expect(requestIdFor("short")).toMatch(uuid);
    expect(requestIdFor("has spaces and <html>")).toMatch(uuid);
    expect(requestIdFor("x".repeat(65))).toMatch(uuid);
    expect(requestIdFor(["abcdef123456", "abcdef123457"])).toMatch(uuid);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
