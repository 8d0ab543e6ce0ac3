import type { ReactNode } from 'react';
import { Send, Smartphone } from 'lucide-react';
import {
  AUDIENCES,
  type AudienceName,
  type BatchEstimate,
  type EstimateBatchInput,
} from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AUDIENCE_COPY } from '@/entities/messaging';
import { useSendingStatus } from '@/entities/sending';
import { countOf } from '../lib/format-count';
import { describeMissingProvider } from '../lib/waiting-for-provider';
import type { TemplateChoice } from '../api/get-templates';
import { EstimateSummary } from './estimate-summary';
import { SendStep } from './send-step';

/** The estimate query as this step reads it. */
type Estimate = {
  data?: BatchEstimate;
  error: unknown;
  isLoading: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
};

export type CheckAndSendStepProps = {
  audience: AudienceName;
  /** What would be sent, once the context, the template and the recipients are chosen. */
  input: EstimateBatchInput | null;
  estimate: Estimate;
  template: TemplateChoice | undefined;
  /** Why SMS cannot go out now, from `useSmsRefusal`. */
  smsRefusal: ReactNode;
  /** No provider for the template's channel: sending queues, and the messages wait. */
  noProvider: boolean;
  testable: boolean;
  ready: boolean;
  testing: boolean;
  sending: boolean;
  onTest: () => void;
  onSend: () => void;
};

/** Step 5: whom it reaches and what it costs, what stands in the way, a test, the send. */
export function CheckAndSendStep({
  audience,
  input,
  estimate,
  template,
  smsRefusal,
  noProvider,
  testable,
  ready,
  testing,
  sending,
  onTest,
  onSend,
}: CheckAndSendStepProps) {
  const sendingStatus = useSendingStatus();
  const { one, other } = AUDIENCE_COPY[audience];
  const context = AUDIENCES[audience].contextLabel.toLowerCase();
  const recipients = estimate.data?.recipients ?? 0;
  return (
    <SendStep number={5} title="Check and send">
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
              {describeMissingProvider(template.channel)} You can queue this send now; the messages
              list shows it waiting.
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
              the computer running the server opens. The person who runs it sets PUBLIC_BASE_URL to
              the address people reach it at.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={!testable || testing} onClick={onTest}>
          {testing ? <Spinner /> : <Smartphone aria-hidden="true" />}
          Send a test to me
        </Button>
        <Button type="button" disabled={!ready || sending} onClick={onSend}>
          {sending ? <Spinner /> : <Send aria-hidden="true" />}
          {estimate.isSuccess
            ? `${noProvider ? 'Queue for' : 'Send to'} ${countOf(recipients, one, other)}`
            : noProvider
              ? 'Queue'
              : 'Send'}
        </Button>
      </div>
    </SendStep>
  );
}
