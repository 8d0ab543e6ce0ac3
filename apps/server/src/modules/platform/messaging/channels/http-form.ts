/**
 * One form-encoded POST to an SMS provider, with a deadline. Network errors and timeouts
 * come back as temporary outcomes; an answer comes back with its body parsed when it is
 * JSON, for the provider's adapter to judge.
 */
import type { SendOutcome } from './types';

export type HttpAnswer = { status: number; text: string; json: unknown };

/** A provider's words in a reason, bounded: an HTML error page must not fill the row. */
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function postForm(request: {
  /** For reasons: "Africa's Talking", "Twilio". */
  label: string;
  url: string;
  form: Record<string, string>;
  headers: Record<string, string>;
  timeoutMs: number;
}): Promise<HttpAnswer | SendOutcome> {
  const { label, url, form, headers, timeoutMs } = request;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string; message?: string } };
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        kind: 'temporary',
        reason: `${label} did not answer within ${Math.round(timeoutMs / 100) / 10} s`,
      };
    }
    return {
      kind: 'temporary',
      reason: `Could not reach ${label}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    };
  }
}

export const isOutcome = (value: HttpAnswer | SendOutcome): value is SendOutcome => 'kind' in value;

/** Busy (429) and server errors (5xx) pass; other refusals would be refused again. */
export function refusal(label: string, answer: HttpAnswer, detail: string): SendOutcome {
  const reason = `${label} answered HTTP ${answer.status}: ${detail || excerpt(answer.text) || 'no reason given'}`;
  return answer.status === 429 || answer.status >= 500
    ? { kind: 'temporary', reason }
    : { kind: 'permanent', reason };
}

/**
 * An answer of success (2xx) we cannot read: the provider may have taken the message, so
 * sending it again could send it twice. It fails for good, and says so; a person who
 * checks the provider's log can retry it by hand (decision 0011).
 */
export const malformed = (label: string, answer: HttpAnswer): SendOutcome => ({
  kind: 'permanent',
  reason: `${label} answered HTTP ${answer.status} with something we cannot read (${excerpt(answer.text) || 'empty'}); it may have been sent: check with the provider before retrying`,
});
