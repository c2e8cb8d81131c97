/**
 * Reading a form post's body (security hardening, found by app/security/action-fuzz.test.ts): a
 * body that is not a form (JSON, text/plain, broken multipart) is the client's mistake and
 * answers 400, instead of `request.formData()` throwing inside the action, which React Router
 * answers 500.
 */
import { data } from "react-router";

/**
 * The request's form fields.
 * @throws a 400 data response when the body cannot be read as multipart/form-data or
 *   application/x-www-form-urlencoded
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The request body is not a form.", { status: 400, statusText: "Bad Request" });
  }
}
