import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  emailChangeCodeSchema,
  firstMessage,
  newEmailSchema,
} from "./auth-forms";
import { emailChangeMessages, newPasswordMessages, passwordChangeMessages } from "./auth-messages";

function messageOf(result: { success: boolean; error?: Parameters<typeof firstMessage>[0] }) {
  return result.success ? null : firstMessage(result.error!);
}

describe("new e-mail rules (owner-portal.md §5)", () => {
  const current = "owner@example.com";
  it("reports the four messages in the spec's order", () => {
    const steps: [string, boolean, string][] = [
      ["  ", true, emailChangeMessages.empty],
      ["not-an-email", true, emailChangeMessages.invalid],
      [" Owner@Example.com ", true, emailChangeMessages.same],
      ["new@example.com", true, emailChangeMessages.taken],
    ];
    for (const [newEmail, emailTaken, message] of steps) {
      expect(messageOf(newEmailSchema(current, { emailTaken }).safeParse({ newEmail }))).toBe(
        message,
      );
    }
    expect(emailChangeMessages.taken).toBe(
      "This email address is already in use. Please use a different email.",
    );
  });
  it("normalises a valid new address", () => {
    const parsed = newEmailSchema(current).parse({ newEmail: " New@Example.COM " });
    expect(parsed).toEqual({ newEmail: "new@example.com" });
  });
});

describe("e-mail change code (owner-portal.md §5)", () => {
  it("requires exactly six digits", () => {
    expect(messageOf(emailChangeCodeSchema.safeParse({ code: "" }))).toBe(
      "Please enter the 6-digit code",
    );
    expect(messageOf(emailChangeCodeSchema.safeParse({ code: "12345" }))).toBe(
      "Code must be exactly 6 digits",
    );
    expect(messageOf(emailChangeCodeSchema.safeParse({ code: "12a456" }))).toBe(
      "Code must be exactly 6 digits",
    );
    expect(emailChangeCodeSchema.parse({ code: " 123456 " })).toEqual({ code: "123456" });
  });
});

describe("password change (owner-portal.md §5)", () => {
  const valid = {
    currentPassword: "old-secret",
    password: "new-secret",
    confirmPassword: "new-secret",
  };
  it("reports current, empty, short and mismatch in order", () => {
    const steps: [Partial<typeof valid>, string][] = [
      [{ currentPassword: "", password: "" }, passwordChangeMessages.currentEmpty],
      [{ password: "", confirmPassword: "" }, "Please enter a new password"],
      [{ password: "abc", confirmPassword: "xyz" }, "Password must be at least 6 characters long"],
      [{ confirmPassword: "other-secret" }, "Passwords do not match"],
    ];
    for (const [change, message] of steps) {
      expect(messageOf(changePasswordSchema.safeParse({ ...valid, ...change }))).toBe(message);
    }
    expect(newPasswordMessages.differ).toBe("Passwords do not match");
  });
  it("passes the current and new password on", () => {
    expect(changePasswordSchema.parse(valid)).toEqual({
      currentPassword: "old-secret",
      newPassword: "new-secret",
    });
  });
});
