import { whatsAppShareUrl } from '@karamu/shared';

/**
 * Sharing a person's own link by hand (issue 29): the way an answer, pay or review link
 * reaches people while no SMS provider sends for the organiser, committee or vendor.
 */

/** The link on the clipboard, to paste anywhere. */
export const copyLink = (url: string) => navigator.clipboard.writeText(url);

/**
 * WhatsApp in a new tab (or the app, on a phone) with `text` ready to send to `phone`. Called
 * straight after the click, and within the browser's user-activation window after a fetch.
 */
export function shareOnWhatsApp(phone: string | null | undefined, text: string): void {
  window.open(whatsAppShareUrl(phone, text), '_blank', 'noopener,noreferrer');
}
