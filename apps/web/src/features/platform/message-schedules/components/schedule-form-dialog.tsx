import type { AudienceName, Schedule } from '@karamu/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ScheduleForm } from './schedule-form';

export type ScheduleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule to edit; a new one without it. */
  schedule?: Schedule;
  /** Whom a new schedule is for until a template says otherwise: the dashboard's audience. */
  defaultAudience?: AudienceName;
};

export function ScheduleFormDialog({
  open,
  onOpenChange,
  schedule,
  defaultAudience = 'event-guests',
}: ScheduleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{schedule ? `Edit schedule ${schedule.name}` : 'New schedule'}</DialogTitle>
          <DialogDescription>
            A template sent to an event&apos;s guests or an occasion&apos;s members at a time you
            choose. It sends as you, with your privileges at the time it runs.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ScheduleForm
            schedule={schedule}
            defaultAudience={defaultAudience}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
