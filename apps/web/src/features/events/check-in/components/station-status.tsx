import { CloudUpload, Download, RefreshCw, TriangleAlert, Wifi, WifiOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CheckInStation } from '../hooks/use-check-in-station';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Online or not, what waits to sync, and how fresh the guest list is. */
export function StationStatus({
  station,
  onDownload,
}: {
  station: CheckInStation;
  onDownload: () => void;
}) {
  const { online, pending, syncing, syncError, stored, downloading } = station;
  return (
    <div className="grid gap-2 rounded-xl border p-3">
      <div className="flex flex-wrap items-center gap-2">
        {online ? (
          <Badge variant="secondary" className="text-sm">
            <Wifi aria-hidden="true" /> Online
          </Badge>
        ) : (
          // Darker than the badge's own red: its 4.45:1 on the tint fails axe at the door.
          <Badge variant="destructive" className="text-sm text-red-800 dark:text-red-300">
            <WifiOff aria-hidden="true" /> Offline
          </Badge>
        )}
        <p role="status" className="flex items-center gap-1 text-sm font-medium">
          <CloudUpload aria-hidden="true" className="size-4" />
          {syncing ? 'Syncing…' : `${pending.length} waiting to sync`}
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="ml-auto"
          disabled={!online || syncing || pending.length === 0}
          onClick={() => void station.syncNow()}
        >
          <RefreshCw aria-hidden="true" /> Sync now
        </Button>
      </div>
      {syncError && (
        <p role="alert" className="flex items-center gap-1 text-sm text-destructive">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {syncError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>
          {stored
            ? `Guest list of ${stored.kit.guests.length} downloaded at ${timeOf(stored.fetchedAt)}`
            : 'No guest list on this device yet'}
        </span>
        {stored && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!online || downloading}
            onClick={onDownload}
          >
            <Download aria-hidden="true" /> {downloading ? 'Downloading…' : 'Update guest list'}
          </Button>
        )}
      </div>
    </div>
  );
}

/** What the last sync found: over-admissions and refused cards, for the door to act on. */
export function SyncReportView({ station }: { station: CheckInStation }) {
  const { report } = station;
  if (!report || (report.overAdmissions.length === 0 && report.refused.length === 0)) return null;
  return (
    <section
      aria-labelledby="sync-report-title"
      className="grid gap-2 rounded-xl border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="sync-report-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        The server&apos;s report on the check-ins synced at {timeOf(report.at)}
      </h2>
      <ul className="grid gap-1 text-sm">
        {report.overAdmissions.map((entry) => (
          <li key={entry.clientId}>
            Over-admitted: {entry.guestName}, {entry.overAdmitted}{' '}
            {entry.overAdmitted === 1 ? 'person' : 'people'} beyond the card (another device
            admitted them first)
          </li>
        ))}
        {report.refused.map((entry) => (
          <li key={entry.clientId}>
            Not recorded: {entry.guestName}: {entry.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
