import { badRequest } from '../../../lib/http-error';

/**
 * Refuses a write with the problems the shared rules found, each on its field path, as
 * the request validation would have (the first message is the answer's message).
 */
export function refuseIssues(issues: readonly { path: string; message: string }[]): void {
  const [first] = issues;
  if (!first) return;
  const fieldErrors = new Map<string, string[]>();
  for (const { path, message } of issues) {
    fieldErrors.set(path, [...(fieldErrors.get(path) ?? []), message]);
  }
  throw badRequest(first.message, Object.fromEntries(fieldErrors));
}
