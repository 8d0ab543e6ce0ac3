import { useId, useState } from 'react';
import { formatMinorUnits, type Contribution, type Member } from '@karamu/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberChoices, useOccasionChoices } from '@/entities/pledges';
import { getErrorMessage } from '@/lib/get-error-message';
import { ContributionForm, type ContributionOccasion } from './contribution-form';

const CONTENT_CLASS = 'sm:max-w-xl';

export type RecordContributionDialogProps = {
  /** Whose contribution; the dialog is open while there is one. */
  member: Pick<Member, 'id' | 'name' | 'currency' | 'balanceMinor' | 'occasionName'> | null;
  occasion: ContributionOccasion;
  onOpenChange: (open: boolean) => void;
  /** The clock for "paid now"; tests set it. */
  now?: () => Date;
};

/** Records what one member handed over; their balance and the occasion's totals follow. */
export function RecordContributionDialog({
  member,
  occasion,
  onOpenChange,
  now,
}: RecordContributionDialogProps) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className={CONTENT_CLASS}>
        <DialogHeader>
          <DialogTitle>Record a contribution</DialogTitle>
          <DialogDescription>
            {member &&
              `From ${member.name} towards ${member.occasionName}. Balance before this: ${formatMinorUnits(member.balanceMinor, member.currency)}.`}
          </DialogDescription>
        </DialogHeader>
        {member && (
          <ContributionForm
            occasion={occasion}
            from={{ kind: 'member', member }}
            onDone={() => onOpenChange(false)}
            now={now}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export type EditContributionDialogProps = {
  contribution: Contribution | null;
  /** The occasion's zone, in which the date paid is shown and typed. */
  timeZone: string;
  onOpenChange: (open: boolean) => void;
};

export function EditContributionDialog({
  contribution,
  timeZone,
  onOpenChange,
}: EditContributionDialogProps) {
  return (
    <Dialog open={contribution !== null} onOpenChange={onOpenChange}>
      <DialogContent className={CONTENT_CLASS}>
        <DialogHeader>
          <DialogTitle>Edit contribution</DialogTitle>
          <DialogDescription>
            {contribution &&
              `From ${contribution.memberName} towards ${contribution.occasionName}. To change who paid, delete it and record it again.`}
          </DialogDescription>
        </DialogHeader>
        {contribution && (
          <ContributionForm
            occasion={{ currency: contribution.currency, timeZone }}
            from={{ kind: 'edit', contribution }}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Records a contribution from anywhere: choose the occasion, then its member. */
export function NewContributionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={CONTENT_CLASS}>
        <DialogHeader>
          <DialogTitle>Record a contribution</DialogTitle>
          <DialogDescription>Choose the occasion, then the member who paid.</DialogDescription>
        </DialogHeader>
        {open && <ChooseAndRecord onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChooseAndRecord({ onDone }: { onDone: () => void }) {
  const id = useId();
  const occasions = useOccasionChoices({ enabled: true });
  const [occasionId, setOccasionId] = useState('');
  const occasion = occasions.data?.find((o) => o.id === occasionId);
  const members = useMemberChoices(occasionId);

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-occasion`}>Occasion</Label>
        <NativeSelect
          id={`${id}-occasion`}
          className="h-10 w-full"
          value={occasionId}
          onChange={(event) => setOccasionId(event.target.value)}
          disabled={!occasions.isSuccess}
          aria-describedby={occasions.isError ? `${id}-occasion-error` : undefined}
        >
          <option value="">
            {occasions.isPending ? 'Loading occasions…' : 'Choose the occasion'}
          </option>
          {occasions.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect>
        {occasions.isError && (
          <p id={`${id}-occasion-error`} role="alert" className="text-sm text-destructive">
            The occasions could not be loaded: {getErrorMessage(occasions.error)}
          </p>
        )}
      </div>
      {occasion &&
        (members.isPending ? (
          <div role="status" aria-label="Loading the members" className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : members.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The members could not be loaded: {getErrorMessage(members.error)}
          </p>
        ) : members.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {occasion.name} has no members yet. Add them on the occasion&apos;s page first.
          </p>
        ) : (
          // A new form per occasion: its currency reads the amount, its zone the date.
          <ContributionForm
            key={occasion.id}
            occasion={occasion}
            from={{ kind: 'choose', members: members.data }}
            onDone={onDone}
          />
        ))}
    </div>
  );
}
