import { useEffect, useRef, useState } from 'react';
import {
  Banknote,
  CircleCheckBig,
  CircleX,
  Minus,
  Plus,
  TriangleAlert,
  CloudUpload,
} from 'lucide-react';
import { formatMinorUnits, formatTableLabel, type CardType } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { shownTone, type DoorVerdict, type VerdictTone } from '../lib/door-verdicts';

const TONES: Record<VerdictTone, { box: string; icon: typeof CircleCheckBig; label: string }> = {
  go: {
    box: 'border-green-900 bg-green-700 text-white',
    icon: CircleCheckBig,
    label: 'Go',
  },
  caution: {
    box: 'border-amber-600 bg-amber-300 text-amber-950',
    icon: TriangleAlert,
    label: 'Careful',
  },
  stop: {
    box: 'border-red-900 bg-red-700 text-white',
    icon: CircleX,
    label: 'Stop',
  },
};

const CARD_TYPE_LABELS: Record<CardType, string> = {
  single: 'Single card',
  double: 'Double card',
  family: 'Family card',
};

export type VerdictPanelProps = {
  verdict: DoorVerdict;
  /** Given while the card awaits a decision: admits that many. */
  onAdmit?: (count: number) => void;
  admitting?: boolean;
  /** Given when the guest owes and the user may take cash: opens the cash payment form. */
  onRecordCash?: () => void;
  onNext: () => void;
};

/**
 * The answer at the door, readable at arm's length: colour, icon and words together
 * (colour alone would fail colour-blind staff and bright sunlight). Remount it (key) for a
 * new card so the count starts again at everything the card allows.
 */
export function VerdictPanel({
  verdict,
  onAdmit,
  admitting = false,
  onRecordCash,
  onNext,
}: VerdictPanelProps) {
  const tone = TONES[shownTone(verdict)];
  const Icon = tone.icon;
  const { guest } = verdict;
  const [count, setCount] = useState(Math.max(1, verdict.remaining));
  const deciding = verdict.canAdmit && onAdmit !== undefined;
  const boxRef = useRef<HTMLElement>(null);
  // A code typed lower down the page: bring the answer into view on a small screen.
  useEffect(() => {
    boxRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <section
      ref={boxRef}
      aria-labelledby="verdict-title"
      data-tone={shownTone(verdict)}
      className={cn('grid gap-4 rounded-2xl border-4 p-5 shadow-md sm:p-6', tone.box)}
    >
      <div role="status" aria-live="assertive" className="grid gap-2">
        <h2
          id="verdict-title"
          className="flex items-center gap-3 text-4xl font-extrabold sm:text-5xl"
        >
          <Icon aria-hidden="true" className="size-10 shrink-0 sm:size-12" strokeWidth={2.5} />
          <span>{verdict.title}</span>
          <span className="sr-only">({tone.label})</span>
        </h2>
        {guest && <p className="text-3xl font-bold break-words sm:text-4xl">{guest.name}</p>}
        {guest && (
          <p className="text-xl font-medium">
            {CARD_TYPE_LABELS[guest.cardType]}
            {guest.tableName ? ` · ${formatTableLabel(guest.tableName)}` : ''}
          </p>
        )}
        {guest && (
          <p className="text-2xl font-semibold tabular-nums">
            {verdict.remaining === 0
              ? `No admissions left (${guest.checkedIn} of ${guest.admissions} used)`
              : `${verdict.remaining} of ${guest.admissions} admissions left`}
          </p>
        )}
        <p className="text-lg">{verdict.reason}</p>
        {verdict.owed && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-2 border-amber-900 bg-white/70 px-4 py-3 text-amber-950">
            <Banknote aria-hidden="true" className="size-8 shrink-0" />
            <span className="text-xl font-semibold">Still owes</span>
            <span className="text-3xl font-extrabold tabular-nums sm:text-4xl">
              {formatMinorUnits(verdict.owed.amountMinor, verdict.owed.currency)}
            </span>
            <span className="sr-only">for the card: ask for the money before admitting.</span>
          </p>
        )}
        {verdict.waitingToSync && (
          <p className="flex items-center gap-2 text-lg font-medium">
            <CloudUpload aria-hidden="true" className="size-5" />
            Waiting to sync
          </p>
        )}
      </div>

      {deciding && (
        <div className="grid gap-3">
          <div className="flex items-center gap-3" role="group" aria-labelledby="admit-count-label">
            <span id="admit-count-label" className="text-lg font-medium">
              People to admit
            </span>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              aria-label="One fewer"
              disabled={count <= 1 || admitting}
              onClick={() => setCount((n) => Math.max(1, n - 1))}
            >
              <Minus />
            </Button>
            <span
              aria-live="polite"
              className="min-w-10 text-center text-3xl font-bold tabular-nums"
            >
              {count}
            </span>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              aria-label="One more"
              disabled={count >= verdict.remaining || admitting}
              onClick={() => setCount((n) => Math.min(verdict.remaining, n + 1))}
            >
              <Plus />
            </Button>
          </div>
          <Button
            type="button"
            size="lg"
            className="h-14 bg-white text-xl font-bold text-green-900 hover:bg-white/90"
            disabled={admitting}
            onClick={() => onAdmit(Math.min(count, verdict.remaining))}
          >
            {admitting ? 'Admitting…' : `Admit ${Math.min(count, verdict.remaining)}`}
          </Button>
        </div>
      )}

      {verdict.owed && onRecordCash && (
        <Button
          type="button"
          size="lg"
          className="h-12 bg-amber-950 text-lg font-semibold text-white hover:bg-amber-900"
          disabled={admitting}
          onClick={onRecordCash}
        >
          <Banknote aria-hidden="true" />
          Record cash payment
        </Button>
      )}

      <Button
        type="button"
        variant="outline"
        size="lg"
        className="border-current bg-transparent text-lg text-current hover:bg-black/10"
        onClick={onNext}
      >
        Next guest
      </Button>
    </section>
  );
}
