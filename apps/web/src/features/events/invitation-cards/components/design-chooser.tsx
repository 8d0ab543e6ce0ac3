import { useState } from 'react';
import { LayoutTemplate } from 'lucide-react';
import { toast } from 'sonner';
import type { EventTemplate, InvitationCard } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TemplatePicker } from '@/entities/event-template';
import { getErrorMessage } from '@/lib/get-error-message';
import { useApplyCardDesign } from '../api/apply-card-design';

export type DesignChooserProps = {
  eventId: string;
  /** The event has a card: a design replaces it, once the organiser confirms. */
  replacing: boolean;
  onApplied?: (card: InvitationCard) => void;
};

/**
 * The gallery's designs for an event that exists: the chosen one becomes its card, with
 * the guest's and the event's fields placed (the server places them, as at creation).
 */
export function DesignChooser({ eventId, replacing, onApplied }: DesignChooserProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<EventTemplate | null>(null);
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyCardDesign();

  async function send(template: EventTemplate) {
    try {
      const card = await apply.mutateAsync({
        eventId,
        input: { templateId: template.id, ...(replacing ? { replace: true } : {}) },
      });
      toast.success(`The card now uses “${template.name}”`);
      setConfirming(false);
      setOpen(false);
      onApplied?.(card);
    } catch (error) {
      toast.error(getErrorMessage(error));
      setConfirming(false);
    }
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <LayoutTemplate aria-hidden="true" />
        {replacing ? 'Use a design instead' : 'Start from a design'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Choose a design</DialogTitle>
            <DialogDescription>
              The guest’s name, the event’s name, date, time and venue, the admissions and the QR
              code are placed on it for you; move them as you like afterwards.
            </DialogDescription>
          </DialogHeader>
          <TemplatePicker
            name={`card-design-${eventId}`}
            value={chosen?.id ?? null}
            onChange={setChosen}
          />
          <DialogFooter>
            <Button
              type="button"
              disabled={!chosen || apply.isPending}
              onClick={() => (replacing ? setConfirming(true) : chosen && void send(chosen))}
            >
              {apply.isPending && <Spinner className="size-4" />}
              Use this design
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace the invitation card?"
        description="The card’s artwork and every field placed on it, unsaved changes too, give way to the design and its fields. This cannot be undone."
        confirmLabel="Replace the card"
        pending={apply.isPending}
        onConfirm={() => chosen && void send(chosen)}
      />
    </>
  );
}
