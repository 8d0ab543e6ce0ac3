import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Send, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import {
  AUDIENCES,
  CONFIRM_ABOVE,
  formatDisplayDate,
  formatMinorUnits,
  SELECTED_FILTER,
  type AudienceName,
  type BatchEstimate,
  type EstimateBatchInput,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useSendingStatus } from '@/entities/sending';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateBatch } from '../api/create-batch';
import { useEstimate } from '../api/estimate-batch';
import { useContexts, AUDIENCE_COPY } from '@/entities/messaging';
import { useTemplates } from '../api/get-templates';
import { useSendTestMessage } from '../api/send-test-message';
import { countOf } from '../lib/format-count';
import { CHANNEL_LABELS } from '../lib/message-status';
import { describeMissingProvider, useChannelsWithoutProvider } from '../lib/waiting-for-provider';
import { EstimateSummary } from './estimate-summary';
import { RecipientPicker, type PickedRecipients } from './recipient-picker';

export type SendFormProps = {
  /** Whom it is for: an event's guests, an occasion's members. */
  audience: AudienceName;
  /** A context to start with (`?occasion=<id>`); ignored unless the sender may message it. */
  initialContextId?: string;
  /** The batch is queued: the page shows its progress. */
  onSent: (batchId: string) => void;
};

/**
 * Choosing a send step by step (the event or occasion, the template, who gets it), then
 * checking the estimate and sending. A send above 100 recipients asks first; the server
 * requires it too.
 */
export function SendForm({ audience, initialContextId, onSent }: SendFormProps) {
  const ids = { context: useId(), template: useId(), recipients: useId() };
  const { contextLabel, filters } = AUDIENCES[audience];
  const { one, other, defaultFilter, laterExample } = AUDIENCE_COPY[audience];
  const context = contextLabel.toLowerCase();
  /** Null until the sender picks one: the initial context stands while it is in the list. */
  const [chosenContextId, setChosenContextId] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [filterName, setFilterName] = useState<string>(defaultFilter);
  const [picked, setPicked] = useState<PickedRecipients>(new Map());
  const [confirming, setConfirming] = useState(false);

  const contexts = useContexts(audience);
  const contextId =
    chosenContextId ??
    (contexts.data?.some((c) => c.id === initialContextId) ? initialContextId! : '');
  const templates = useTemplates(audience);
  const template = templates.data?.find((t) => t.id === templateId);
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
  const sendingStatus = useSendingStatus();
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
      <Step number={1} title={contextLabel}>
        <div className="grid max-w-md gap-2">
          <Label htmlFor={ids.context}>{contextLabel}</Label>
          <NativeSelect
            id={ids.context}
            value={contextId}
            disabled={contexts.isPending}
            onChange={(event) => {
              setChosenContextId(event.target.value);
              setPicked(new Map());
            }}
          >
            <option value="">{contexts.isPending ? 'Loading…' : `Choose the ${context}`}</option>
            {contexts.data?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} · {formatDisplayDate(choice.startsAt)}
              </option>
            ))}
          </NativeSelect>
          {contexts.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(contexts.error)}
            </p>
          )}
        </div>
      </Step>

      <Step number={2} title="Template">
        <div className="grid max-w-md gap-2">
          <Label htmlFor={ids.template}>Template</Label>
          <NativeSelect
            id={ids.template}
            value={templateId}
            disabled={templates.isPending}
            onChange={(event) => setTemplateId(event.target.value)}
          >
            <option value="">
              {templates.isPending ? 'Loading templates…' : 'Choose a template'}
            </option>
            {templates.data?.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({CHANNEL_LABELS[choice.channel]})
              </option>
            ))}
          </NativeSelect>
          {templates.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(templates.error)}
            </p>
          ) : templates.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              There is no template for {other} yet.{' '}
              <Link to="../templates" relative="path" className="underline underline-offset-4">
                Write one
              </Link>
            </p>
          ) : null}
          {template && (
            <p className="text-sm">
              <span className="text-muted-foreground">Sent by</span>{' '}
              <span className="font-medium">{CHANNEL_LABELS[template.channel]}</span>
            </p>
          )}
        </div>
      </Step>

      <Step number={3} title="Recipients">
        <RadioGroup
          aria-labelledby={ids.recipients}
          value={filterName}
          onValueChange={setFilterName}
          className="max-w-md"
        >
          <span id={ids.recipients} className="sr-only">
            Who gets it
          </span>
          {Object.entries(filters).map(([name, label]) => (
            <div key={name} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids.recipients}-${name}`} value={name} />
              <Label htmlFor={`${ids.recipients}-${name}`} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {filterName === SELECTED_FILTER &&
          (contextId ? (
            <RecipientPicker
              audience={audience}
              contextId={contextId}
              picked={picked}
              onChange={setPicked}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              Choose the {context} to pick its {other}.
            </p>
          ))}
      </Step>

      <Step number={4} title="When">
        <p className="text-sm">
          It goes out now.{' '}
          <Link to="../schedules" relative="path" className="underline underline-offset-4">
            Schedule it for later instead
          </Link>{' '}
          ({laterExample}).
        </p>
      </Step>

      <Step number={5} title="Check and send">
        {input ? (
          <EstimateSummary
            audience={audience}
            templateId={input.templateId}
            estimate={estimate.data}
            error={estimate.error}
            loading={estimate.isLoading}
            onRetry={() => void estimate.refetch()}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose the {context}, the template and the {other} to see who it reaches and what it
            costs.
          </p>
        )}
        {smsRefusal}
        {template && noProvider && (
          <Alert>
            <AlertTitle>Nothing will be delivered yet</AlertTitle>
            <AlertDescription>
              <p>
                {describeMissingProvider(template.channel)} You can queue this send now; the
                messages list shows it waiting.
              </p>
            </AlertDescription>
          </Alert>
        )}
        {template && sendingStatus.data?.delivery.publicBaseUrlIsLocal && (
          <Alert>
            <AlertTitle>Links point at this server's own machine</AlertTitle>
            <AlertDescription>
              <p>
                Links in messages start with {sendingStatus.data.delivery.publicBaseUrl}, which only
                the computer running the server opens. The person who runs it sets PUBLIC_BASE_URL
                to the address people reach it at.
              </p>
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!testable || testSend.isPending}
            onClick={sendTest}
          >
            {testSend.isPending ? <Spinner /> : <Smartphone aria-hidden="true" />}
            Send a test to me
          </Button>
          <Button
            type="button"
            disabled={!ready || createBatch.isPending}
            onClick={() => (recipients > CONFIRM_ABOVE ? setConfirming(true) : send(false))}
          >
            {createBatch.isPending ? <Spinner /> : <Send aria-hidden="true" />}
            {estimate.isSuccess
              ? `${noProvider ? 'Queue for' : 'Send to'} ${countOf(recipients, one, other)}`
              : noProvider
                ? 'Queue'
                : 'Send'}
          </Button>
        </div>
      </Step>

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

/**
 * The confirmation's sentence: how many messages, and for SMS the segments and the cost;
 * with no provider, that they wait for one.
 */
function describeSend(estimate: BatchEstimate, noProvider: boolean): string {
  const messages = countOf(estimate.recipients, 'message', 'messages');
  const channel = CHANNEL_LABELS[estimate.channel];
  const when = noProvider
    ? 'are queued and go out once a provider is configured; cancel the send to stop them'
    : 'go out now';
  if (estimate.channel !== 'sms') return `${messages} by ${channel} ${when}.`;
  const cost = estimate.cost
    ? `, about ${formatMinorUnits(estimate.cost.minor, estimate.cost.currency)}`
    : '';
  return `${messages} by ${channel} ${when} (${countOf(estimate.segments, 'segment', 'segments')}${cost}).${noProvider ? '' : ' This cannot be undone.'}`;
}

/**
 * Why SMS cannot go out now, as the server would refuse them (decision 0022): a new
 * account's phone not yet proven, or today's allowance used up. Null when nothing stands
 * in the way, or for e-mail.
 */
function useSmsRefusal(sms: boolean): ReactNode {
  const status = useSendingStatus();
  if (!sms || !status.data) return null;
  const { verificationRequired, phoneVerified, smsAllowance } = status.data;
  const settings = (
    <Link to="../settings" relative="path" className="underline underline-offset-4">
      Settings
    </Link>
  );
  if (verificationRequired && !phoneVerified) {
    return (
      <Alert role="alert">
        <AlertTitle>Verify your phone before sending SMS</AlertTitle>
        <AlertDescription>
          <p>New accounts prove their phone number with a code first. Do it in {settings}.</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (smsAllowance.left === 0) {
    return (
      <Alert role="alert">
        <AlertTitle>No SMS left today</AlertTitle>
        <AlertDescription>
          <p>
            Your account may send {smsAllowance.perDay.toLocaleString('en')} SMS a day and has sent
            them all. An administrator can raise it; see {settings}.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        <span className="text-muted-foreground">{number}.</span> {title}
      </h2>
      {children}
    </section>
  );
}
