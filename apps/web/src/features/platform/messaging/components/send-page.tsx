import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { hasPrivilege, heldPrivileges, type AudienceName } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AUDIENCE_COPY, TEMPLATE_PARAM } from '@/entities/messaging';
import { BATCH_PARAM } from '../lib/batch-progress';
import { BatchProgressPanel } from './batch-progress-panel';
import { SendForm } from './send-form';

/**
 * A message to an audience now: `send-invitations` (an event's guests, UPDATE_ATTENDEES)
 * and `send-messages` (an occasion's members, UPDATE_MEMBERS). `?event=` or `?occasion=`
 * starts it on that context. Once sent, the page shows the batch's progress, keyed by
 * `?batch=` so a reload or a shared link comes back to it.
 */
function SendPage({ audience }: { audience: AudienceName }) {
  const { title, intro, contextParam } = AUDIENCE_COPY[audience];
  useDocumentTitle(title);
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const batchId = params.get(BATCH_PARAM);
  const mayReadMessages = hasPrivilege(heldPrivileges(useCurrentUser()), 'READ_MESSAGES');

  return (
    <section aria-labelledby={titleId} className="grid min-w-0 max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="text-muted-foreground">{intro}</p>
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
        <SendForm
          // A new context in the URL starts the form afresh.
          key={params.get(contextParam)}
          audience={audience}
          initialContextId={params.get(contextParam) ?? undefined}
          initialTemplateId={params.get(TEMPLATE_PARAM) ?? undefined}
          onSent={(id) => setParams({ [BATCH_PARAM]: id })}
        />
      )}
    </section>
  );
}

/** `send-invitations` of the events dashboard. */
export const SendInvitationsPage = () => <SendPage audience="event-guests" />;

/** `send-messages` of the pledges dashboard. */
export const SendMessagesPage = () => <SendPage audience="occasion-members" />;
