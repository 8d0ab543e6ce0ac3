/**
 * A person's own link (a guest's answer link, a member's pay link, a client's review link)
 * as the API hands it to whoever shares it, and the WhatsApp address that shares it: what
 * the organiser, the committee and the vendor copy when no SMS provider sends for them.
 */
import { z } from 'zod';

export const shareLinkSchema = z.object({
  token: z.string(),
  /** The page's path in this app, e.g. `/i/<token>`. */
  path: z.string(),
  /** The whole address a recipient opens: the server's public base URL and the path. */
  url: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * `https://wa.me/<digits>?text=...`: WhatsApp opens a chat with the number (its digits, no
 * `+`) and the text ready to send; without a number it lets the sender pick the chat.
 */
export function whatsAppShareUrl(phone: string | null | undefined, text: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
