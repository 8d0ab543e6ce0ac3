import { useSearchParams } from 'react-router';
import { hasPrivilege, heldPrivileges } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BATCH_PARAM } from '../lib/batch-progress';
import { BatchProgressPanel } from './batch-progress-panel';
import { SendForm } from './send-form';

/**
 * `send-invitations` (UPDATE_ATTENDEES): a message to an event's guests now. Once sent,
 * the page shows the batch's progress, keyed by `?batch=` so a reload or a shared link
 * comes back to it.
 */
export function SendInvitationsPage() {
  useDocumentTitle('Send invitations');
  const [params, setParams] = useSearchParams();
  const batchId = params.get(BATCH_PARAM);
  const mayReadMessages = hasPrivilege(heldPrivileges(useCurrentUser()), 'READ_MESSAGES');

  return (
    <section aria-labelledby="send-invitations-title" className="grid min-w-0 max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1
          id="send-invitations-title"
          className="text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          Send invitations
        </h1>
        <p className="text-muted-foreground">
          Send an invitation, a reminder or a thank-you to an event’s guests by SMS or e-mail.
        </p>
      </div>
      {batchId ? (
        <>
          <BatchProgressPanel batchId={batchId} messagesLink={mayReadMessages} />
          <div>
            <Button variant="outline" onClick={() => setParams({})}>
              Send another message
            </Button>
          </div>
        </>
      ) : (
        <SendForm onSent={(id) => setParams({ [BATCH_PARAM]: id })} />
      )}
    </section>
  );
}
