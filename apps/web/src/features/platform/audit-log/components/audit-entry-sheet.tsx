import { ArrowRight } from 'lucide-react';
import { formatDisplayDateTime, type AuditEntry } from '@karamu/shared';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { ACTION_LABELS, formatAuditValue, getResourceLabel } from '../audit-labels';

/** One entry's changed fields, before and after, in a panel from the right. */
export function AuditEntrySheet({
  entry,
  onOpenChange,
}: {
  entry: AuditEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const changes = entry ? Object.entries(entry.changes) : [];
  return (
    <Sheet open={entry !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[90vw] max-w-lg sm:p-6">
        {entry && (
          <>
            <div className="grid gap-1.5 pr-6">
              <SheetTitle className="text-lg font-semibold">
                {ACTION_LABELS[entry.action]} in {getResourceLabel(entry.resource)}
              </SheetTitle>
              <SheetDescription className="text-sm text-muted-foreground">
                By {entry.actorUsername} on {formatDisplayDateTime(entry.at)}
              </SheetDescription>
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">Record </span>
              <span className="font-mono text-xs break-all">{entry.recordId}</span>
            </p>
            {changes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No field changed.</p>
            ) : (
              <dl className="grid gap-3">
                {changes.map(([field, change]) => (
                  <div key={field} className="grid gap-1 rounded-md border p-3">
                    <dt className="text-sm font-medium">{field}</dt>
                    {entry.action === 'update' ? (
                      <dd className="grid items-start gap-2 text-sm sm:grid-cols-[1fr_auto_1fr]">
                        <span className="break-words text-muted-foreground line-through decoration-muted-foreground/50">
                          <span className="sr-only">Before: </span>
                          {formatAuditValue(change.before)}
                        </span>
                        <ArrowRight aria-hidden="true" className="hidden size-4 sm:block" />
                        <span className="break-words">
                          <span className="sr-only">After: </span>
                          {formatAuditValue(change.after)}
                        </span>
                      </dd>
                    ) : (
                      // A created record has no before, a deleted one no after.
                      <dd className="text-sm break-words">
                        {formatAuditValue(entry.action === 'create' ? change.after : change.before)}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
