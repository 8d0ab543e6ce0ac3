import {
  formatMinorUnits,
  isAudienceName,
  type BatchEstimate,
  type Schedule,
} from '@karamu/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { AUDIENCE_COPY } from '@/entities/messaging';
import { getErrorMessage } from '@/lib/get-error-message';
import { useScheduleReach } from '../api/get-schedule-reach';

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

function Reach({ estimate, audience }: { estimate: BatchEstimate; audience: string }) {
  const people = isAudienceName(audience)
    ? AUDIENCE_COPY[audience]
    : { one: 'recipient', other: 'recipients' };
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-base font-medium">
        {count(estimate.recipients, 'recipient', 'recipients')} would get it now
      </p>
      {estimate.skipped.length > 0 && (
        <ul aria-label="Left out" className="grid gap-1">
          {estimate.skipped.map((skip) => (
            <li key={skip.reason}>
              {skip.label}: {count(skip.count, people.one, people.other)} left out
            </li>
          ))}
        </ul>
      )}
      {estimate.channel === 'sms' && (
        <p>
          {count(estimate.segments, 'SMS part', 'SMS parts')}
          {estimate.cost &&
            `, about ${formatMinorUnits(estimate.cost.minor, estimate.cost.currency)}`}
        </p>
      )}
      {estimate.sample && (
        <figure className="grid gap-1 rounded-md bg-muted p-3">
          <figcaption className="text-xs text-muted-foreground">
            As {estimate.sample.recipientName} would get it
          </figcaption>
          {estimate.sample.subject && <p className="font-medium">{estimate.sample.subject}</p>}
          <p className="wrap-anywhere whitespace-pre-wrap">{estimate.sample.body}</p>
        </figure>
      )}
    </div>
  );
}

/** Who a run of the schedule would reach if it ran now, asked afresh each time it opens. */
export function ScheduleReachDialog({
  schedule,
  onOpenChange,
}: {
  schedule: Schedule | null;
  onOpenChange: (open: boolean) => void;
}) {
  const reach = useScheduleReach(schedule?.id);
  return (
    <Dialog open={schedule !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Who {schedule?.name} would reach now</DialogTitle>
          <DialogDescription>
            Recipients are chosen when it runs: this is who it would reach if it ran now.
          </DialogDescription>
        </DialogHeader>
        {reach.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Counting recipients…
          </p>
        )}
        {reach.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(reach.error)}
          </p>
        )}
        {reach.data && schedule && <Reach estimate={reach.data} audience={schedule.audience} />}
      </DialogContent>
    </Dialog>
  );
}
