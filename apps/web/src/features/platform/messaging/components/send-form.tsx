import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  AUDIENCES,
  CONFIRM_ABOVE,
  SELECTED_FILTER,
  type AudienceName,
  type EstimateBatchInput,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateBatch } from '../api/create-batch';
import { useEstimate } from '../api/estimate-batch';
import { useContexts, AUDIENCE_COPY } from '@/entities/messaging';
import { useTemplates } from '../api/get-templates';
import { useSendTestMessage } from '../api/send-test-message';
import { describeSend } from '../lib/describe-send';
import { countOf } from '../lib/format-count';
import { useChannelsWithoutProvider } from '../lib/waiting-for-provider';
import { CheckAndSendStep } from './check-and-send-step';
import type { PickedRecipients } from './recipient-picker';
import { RecipientsStep } from './recipients-step';
import { ContextStep, TemplateStep } from './send-choice-steps';
import { SendStep } from './send-step';
import { useSmsRefusal } from './sms-refusal';

export type SendFormProps = {
  /** Whom it is for: an event's guests, an occasion's members. */
  audience: AudienceName;
  /** A context to start with (`?occasion=<id>`); ignored unless the sender may message it. */
  initialContextId?: string;
  /** A template to start with (`?template=<id>`, one just written); ignored unless listed. */
  initialTemplateId?: string;
  /** The batch is queued: the page shows its progress. */
  onSent: (batchId: string) => void;
};

/**
 * Choosing a send step by step (the event or occasion, the template, who gets it), then
 * checking the estimate and sending. A send above 100 recipients asks first; the server
 * requires it too.
 */
export function SendForm({ audience, initialContextId, initialTemplateId, onSent }: SendFormProps) {
  const { contextLabel } = AUDIENCES[audience];
  const { one, other, defaultFilter, laterExample, contextParam } = AUDIENCE_COPY[audience];
  /** Null until the sender picks one: the initial context stands while it is in the list. */
  const [chosenContextId, setChosenContextId] = useState<string | null>(null);
  const [chosenTemplateId, setTemplateId] = useState<string | null>(null);
  const [filterName, setFilterName] = useState<string>(defaultFilter);
  const [picked, setPicked] = useState<PickedRecipients>(new Map());
  const [confirming, setConfirming] = useState(false);

  const contexts = useContexts(audience);
  const contextId =
    chosenContextId ??
    (contexts.data?.some((c) => c.id === initialContextId) ? initialContextId! : '');
  const templates = useTemplates(audience);
  const templateId =
    chosenTemplateId ??
    (templates.data?.some((t) => t.id === initialTemplateId) ? initialTemplateId! : '');
  const template = templates.data?.find((t) => t.id === templateId);
  // Writing the missing template comes back here, to the context already chosen.
  const { pathname } = useLocation();
  const here = contextId
    ? `${pathname}?${new URLSearchParams({ [contextParam]: contextId })}`
    : pathname;
  const input: EstimateBatchInput | null =
    contextId && template && (filterName !== SELECTED_FILTER || picked.size > 0)
      ? {
          templateId: template.id,
          contextId,
          filter:
            filterName === SELECTED_FILTER
              ? { name: filterName, ids: [...picked.keys()] }
              : { name: filterName },
        }
      : null;
  const estimate = useEstimate(input);
  const smsRefusal = useSmsRefusal(template?.channel === 'sms');
  /** No provider for the template's channel: sending queues, and the messages wait. */
  const withoutProvider = useChannelsWithoutProvider();
  const noProvider = template !== undefined && withoutProvider.has(template.channel);
  const testSend = useSendTestMessage();
  const createBatch = useCreateBatch();

  const sendTest = () => {
    if (!input) return;
    testSend.mutate(
      { templateId: input.templateId, contextId: input.contextId },
      {
        onSuccess: () =>
          noProvider
            ? toast.info('Test queued for you: it waits until a provider is configured')
            : toast.success('Test sent to you: check your phone or inbox'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  const send = (confirmed: boolean) => {
    if (!input) return;
    createBatch.mutate(confirmed ? { ...input, confirm: true } : input, {
      onSuccess: (batch) => {
        setConfirming(false);
        if (noProvider) {
          toast.info(
            `Queued for ${countOf(batch.total, one, other)}: nothing is delivered until a provider is configured`,
          );
        } else {
          toast.success(`Sending to ${countOf(batch.total, one, other)}`);
        }
        onSent(batch.id);
      },
      onError: (error) => {
        // More recipients than the estimate counted (people added since): ask after all.
        if (!confirmed && readFieldErrors(error).confirm) {
          setConfirming(true);
          return;
        }
        setConfirming(false);
        toast.error(getErrorMessage(error));
      },
    });
  };

  const recipients = estimate.data?.recipients ?? 0;
  // A test goes to the sender alone, so it needs only a template that renders.
  const testable = input !== null && estimate.isSuccess && !smsRefusal;
  const ready = testable && recipients > 0;
  return (
    <div className="grid gap-6">
      <ContextStep
        contextLabel={contextLabel}
        contexts={contexts}
        value={contextId}
        onChange={(chosen) => {
          setChosenContextId(chosen);
          setPicked(new Map());
        }}
      />
      <TemplateStep
        templates={templates}
        value={templateId}
        onChange={setTemplateId}
        audienceNoun={other}
        returnTo={here}
      />
      <RecipientsStep
        audience={audience}
        contextId={contextId}
        filterName={filterName}
        onFilterChange={setFilterName}
        picked={picked}
        onPickedChange={setPicked}
      />
      <SendStep number={4} title="When">
        <p className="text-sm">
          It goes out now.{' '}
          <Link to="../schedules" relative="path" className="underline underline-offset-4">
            Schedule it for later instead
          </Link>{' '}
          ({laterExample}).
        </p>
      </SendStep>
      <CheckAndSendStep
        audience={audience}
        input={input}
        estimate={estimate}
        template={template}
        smsRefusal={smsRefusal}
        noProvider={noProvider}
        testable={testable}
        ready={ready}
        testing={testSend.isPending}
        sending={createBatch.isPending}
        onTest={sendTest}
        onSend={() => (recipients > CONFIRM_ABOVE ? setConfirming(true) : send(false))}
      />

      {estimate.data && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`${noProvider ? 'Queue for' : 'Send to'} ${countOf(recipients, one, other)}?`}
          description={describeSend(estimate.data, noProvider)}
          confirmLabel={noProvider ? 'Queue now' : 'Send now'}
          destructive={false}
          pending={createBatch.isPending}
          onConfirm={() => send(true)}
        />
      )}
    </div>
  );
}
