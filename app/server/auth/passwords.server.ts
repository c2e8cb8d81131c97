/**
 * Password policy beyond length (accounts): passwords found in the common-password list are
 * refused, on every better-auth path that sets a password.
 */
import { commonPasswords } from "./common-passwords";

const common = new Set(commonPasswords.map((p) => p.toLowerCase()));

/** True when `password` (case-insensitively) is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
