import { useEffect, useId, useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { hasPrivilege, heldPrivileges, type CheckInGuest } from '@karamu/shared';
import { CashPaymentDialog } from '@/entities/guest';
import { useCurrentUser } from '@/entities/session';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCheckInEvents } from '../api/get-check-in-events';
import { useCheckInStation } from '../hooks/use-check-in-station';
import { getLastEventId, setLastEventId } from '../lib/device-identity';
import { afterCash, previewCode, previewGuest, type Preview } from '../lib/door-verdicts';
import { getOfflineStore, keepsDataOffline } from '../lib/offline-store';
import { CodeEntry, GuestSearch } from './card-lookup';
import { CheckInCounters } from './check-in-counters';
import { QrScanner } from './qr-scanner';
import { StationStatus, SyncReportView } from './station-status';
import { VerdictPanel } from './verdict-panel';

type EventOption = { id: string; name: string };

/** Events from the server, and those whose kit this device holds (the only ones offline). */
function useEventOptions() {
  const fromServer = useCheckInEvents();
  const [onDevice, setOnDevice] = useState<EventOption[]>([]);
  useEffect(() => {
    let live = true;
    void getOfflineStore()
      .listKits()
      .then((kits) => {
        if (live) setOnDevice(kits.map((k) => ({ id: k.eventId, name: k.kit.event.name })));
      });
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(() => {
    const byId = new Map<string, EventOption>();
    for (const option of [...(fromServer.data ?? []), ...onDevice]) {
      if (!byId.has(option.id)) byId.set(option.id, option);
    }
    return [...byId.values()];
  }, [fromServer.data, onDevice]);
  return { options, loading: fromServer.isPending && onDevice.length === 0 };
}

/** The guest-verification screen (VERIFY_ATTENDEES): made for a phone at the door. */
export function CheckInScreen() {
  useDocumentTitle('Verify guests');
  const selectId = useId();
  const { options, loading } = useEventOptions();
  const [chosen, setChosen] = useState<string | null>(() => getLastEventId());
  const eventId = chosen && options.some((o) => o.id === chosen) ? chosen : null;

  return (
    <section aria-labelledby="check-in-title" className="mx-auto grid w-full max-w-xl gap-4">
      <h1 id="check-in-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Verify guests
      </h1>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Event</Label>
        <NativeSelect
          id={selectId}
          className="h-11 text-base"
          value={eventId ?? ''}
          disabled={loading}
          onChange={(event) => {
            setChosen(event.target.value || null);
            if (event.target.value) setLastEventId(event.target.value);
          }}
        >
          <option value="">{loading ? 'Loading events…' : 'Choose an event'}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
        {!loading && options.length === 0 && (
          <p className="text-sm text-muted-foreground">
            There is no event you can check guests in at.
          </p>
        )}
      </div>
      {!keepsDataOffline() && (
        <p role="note" className="text-sm text-destructive">
          This browser cannot keep data on the device: check-ins made offline are lost if the page
          is closed before they sync.
        </p>
      )}
      {eventId && <CheckInStation key={eventId} eventId={eventId} />}
    </section>
  );
}

type Shown = Preview & { seq: number };

/**
 * The door view of one event: the device's copy of its guest list, the scanner, code entry,
 * guest search and the live counters. The check-in screen shows it for the chosen event;
 * the event page's Check-in tab for its own.
 */
export function CheckInStation({ eventId }: { eventId: string }) {
  const station = useCheckInStation(eventId);
  const [shown, setShown] = useState<Shown | null>(null);
  const [admitting, setAdmitting] = useState(false);
  const [takingCash, setTakingCash] = useState(false);
  // Taking money is adding a payment: the server refuses it to door staff without ADD_PAYMENTS.
  const mayTakeCash = hasPrivilege(heldPrivileges(useCurrentUser()), 'ADD_PAYMENTS');
  const kit = station.stored?.kit;
  const currency = kit?.event.currency ?? null;

  const show = (preview: Preview) =>
    setShown((previous) => ({ ...preview, seq: (previous?.seq ?? 0) + 1 }));

  const download = () => {
    station.downloadKit().then(
      () => toast.success('Guest list downloaded'),
      (error: unknown) => toast.error(getErrorMessage(error)),
    );
  };

  if (!station.loaded) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Opening this event on the device…
      </p>
    );
  }

  const onCode = (code: string) => {
    if (kit) show(previewCode(kit, station.guests, code));
  };
  const onPick = (guest: CheckInGuest) =>
    show({ verdict: previewGuest(guest, currency), target: { guestId: guest.id } });
  const onAdmit = async (count: number) => {
    const target = shown?.target;
    if (!target) return;
    setAdmitting(true);
    try {
      show({ verdict: await station.admit(target, count) });
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setAdmitting(false);
    }
  };
  const awaitingDecision = Boolean(shown?.verdict.canAdmit);
  const owed = shown?.verdict.owed;
  const cashGuest = takingCash ? shown?.verdict.guest : undefined;

  return (
    <div className="grid gap-4">
      <StationStatus station={station} onDownload={download} />
      {!kit ? (
        <div className="grid gap-3 rounded-xl border border-dashed p-4">
          <p>
            Download the guest list and the event&apos;s card key to this device. Cards can then be
            checked even without a connection.
          </p>
          <Button
            type="button"
            size="lg"
            disabled={!station.online || station.downloading}
            onClick={download}
          >
            <Download aria-hidden="true" />
            {station.downloading ? 'Downloading…' : 'Download guest list'}
          </Button>
          {!station.online && (
            <p className="text-sm text-muted-foreground">Connect to the internet to download it.</p>
          )}
        </div>
      ) : (
        <>
          {shown && (
            <VerdictPanel
              key={shown.seq}
              verdict={shown.verdict}
              admitting={admitting}
              onAdmit={shown.target ? (count) => void onAdmit(count) : undefined}
              onRecordCash={mayTakeCash && station.online ? () => setTakingCash(true) : undefined}
              onNext={() => setShown(null)}
            />
          )}
          {owed && (
            <CashPaymentDialog
              eventId={eventId}
              guest={cashGuest}
              owedMinor={owed.amountMinor}
              currency={owed.currency}
              onClose={() => setTakingCash(false)}
              onRecorded={(payment) => {
                if (cashGuest) station.keepOwed(cashGuest.id, payment.owedMinor);
                // Same card, same decision pending: only the money changed.
                setShown(
                  (current) =>
                    current && {
                      ...current,
                      verdict: afterCash(current.verdict, payment.owedMinor),
                    },
                );
              }}
            />
          )}
          <QrScanner onCode={onCode} paused={awaitingDecision || admitting} />
          <CodeEntry onCode={onCode} />
          <GuestSearch guests={station.guests} onPick={onPick} />
          <SyncReportView station={station} />
        </>
      )}
      {/* Live before the list is on the device too: the door may be staffed by others. */}
      <CheckInCounters eventId={eventId} timeZone={kit?.event.timeZone} enabled={station.online} />
    </div>
  );
}
