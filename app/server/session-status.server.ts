/**
 * Whether the current request comes from a signed-in user, for the public pages that only
 * need a yes/no (home plan buttons, spec public-site.md §2 "/ (home)").
 *
 * This is the single place the public site asks about the session. Until the accounts issue
 * (better-auth sessions) replaces the body of this function, every visitor counts as signed
 * out; callers need no change when it does.
 */

/**
 * @param request the incoming request (its cookies identify the session)
 * @returns true for a signed-in user, false for a visitor; never throws
 */
export async function isSignedIn(request: Request): Promise<boolean> {
  void request;
  return false;
}
