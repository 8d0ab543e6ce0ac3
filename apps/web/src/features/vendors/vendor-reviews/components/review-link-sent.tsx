import { Copy, MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { CreatedReviewInvitation } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSendingStatus } from '@/entities/sending';
import { copyLink, shareOnWhatsApp } from '@/lib/share-link';

/**
 * What became of the SMS, as the server stored it, never assumed (issue 29): an installation
 * without an SMS provider keeps it waiting, and the outbound gate may refuse it. Undefined
 * while the server's providers are being read, so nothing is claimed missing by mistake.
 */
function smsOutcome(invitation: CreatedReviewInvitation, hasSmsProvider: boolean | undefined) {
  const name = invitation.clientName;
  switch (invitation.smsStatus) {
    case 'sent':
    case 'delivered':
      return `Review link sent to ${name} by SMS.`;
    case 'queued':
    case 'sending':
      if (hasSmsProvider === false) {
        return `The SMS to ${name} waits: this server has no SMS provider yet. Share the link yourself meanwhile.`;
      }
      return `The SMS to ${name} is on its way.`;
    default:
      return `The SMS to ${name} was not sent. Share the link yourself.`;
  }
}

const reviewRequest = (invitation: CreatedReviewInvitation, url: string) =>
  `Hello ${invitation.clientName}, thank you for your business. Would you review us? It takes a minute: ${url}`;

/** After inviting a client: what happened to the SMS, and their link to copy or share. */
export function ReviewLinkSent({ invitation }: { invitation: CreatedReviewInvitation }) {
  const providers = useSendingStatus().data?.delivery.providers;
  const { url } = invitation;
  async function copy() {
    try {
      await copyLink(url);
      toast.success(`${invitation.clientName}'s review link is copied`);
    } catch {
      toast.error('The link could not be copied: select it and copy it by hand.');
    }
  }
  return (
    <div role="status" className="grid gap-2 rounded-md border p-3 text-sm sm:max-w-md">
      <p>{smsOutcome(invitation, providers?.sms)}</p>
      <Input
        readOnly
        value={url}
        aria-label={`${invitation.clientName}'s review link`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => shareOnWhatsApp(invitation.clientPhone, reviewRequest(invitation, url))}
        >
          <MessageCircle aria-hidden="true" /> Share on WhatsApp
        </Button>
      </div>
    </div>
  );
}
