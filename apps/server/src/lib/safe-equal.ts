/**
 * Comparing a secret someone sent (a webhook's hash, a callback URL's secret) with ours in
 * constant time: messaging's delivery receipts and the payment providers' callbacks use it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Equal-length digests, so neither the content nor the length of the secret leaks through timing. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
