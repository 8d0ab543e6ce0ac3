import { useState } from 'react';
import { Eye } from 'lucide-react';
import { AUDIT_ACTIONS, formatDisplayDateTime, type AuditEntry } from '@karamu/shared';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AUDIT_LOG_ENDPOINT, auditLogKeys } from '../api/get-audit-log';
import { ACTION_LABELS, AUDIT_RESOURCES, getResourceLabel } from '../audit-labels';
import { AuditEntrySheet } from './audit-entry-sheet';

const ACTION_VARIANTS = {
  create: 'default',
  update: 'secondary',
  delete: 'destructive',
} as const;

const columns: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When',
    sortable: true,
    cell: (entry) => <span className="whitespace-nowrap">{formatDisplayDateTime(entry.at)}</span>,
    csv: (entry) => entry.at,
  },
  {
    id: 'actorUsername',
    header: 'Who',
    sortable: true,
    cell: (entry) => entry.actorUsername,
    csv: (entry) => entry.actorUsername,
  },
  {
    id: 'action',
    header: 'Action',
    sortable: true,
    cell: (entry) => (
      <Badge variant={ACTION_VARIANTS[entry.action]}>{ACTION_LABELS[entry.action]}</Badge>
    ),
    csv: (entry) => entry.action,
  },
  {
    id: 'resource',
    header: 'Resource',
    sortable: true,
    cell: (entry) => getResourceLabel(entry.resource),
    csv: (entry) => entry.resource,
  },
  {
    id: 'recordId',
    header: 'Record',
    hideable: true,
    defaultHidden: true,
    cell: (entry) => <span className="font-mono text-xs break-all">{entry.recordId}</span>,
    csv: (entry) => entry.recordId,
  },
  {
    id: 'changes',
    header: 'Changed fields',
    hideable: true,
    className: 'min-w-40',
    cell: (entry) => {
      const fields = Object.keys(entry.changes);
      return fields.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        fields.join(', ')
      );
    },
    csv: (entry) => JSON.stringify(entry.changes),
  },
];

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'resource',
    label: 'Resource',
    multiple: true,
    options: AUDIT_RESOURCES,
  },
  {
    kind: 'options',
    field: 'action',
    label: 'Action',
    multiple: true,
    options: AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
  },
  { kind: 'date-range', field: 'at', label: 'When' },
];

/** Who changed what and when, newest first; each entry opens to its fields before and after. */
export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const [viewing, setViewing] = useState<AuditEntry | null>(null);

  return (
    <section aria-labelledby="audit-log-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 id="audit-log-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Audit log
        </h1>
        <p className="text-sm text-muted-foreground">
          Every change to users, roles, categories, events, guests and settings. Search by username
          or record id.
        </p>
      </div>
      <DataTable<AuditEntry>
        label="Audit log"
        noun={{ one: 'entry', other: 'entries' }}
        queryKey={auditLogKeys.lists()}
        endpoint={AUDIT_LOG_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(entry) => String(entry.id)}
        searchConfig={{ searchFields: ['actorUsername', 'recordId'] }}
        defaultSort="-at"
        exportFileName="audit-log"
        rowActions={(entry) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`View changes: ${ACTION_LABELS[entry.action].toLowerCase()} in ${getResourceLabel(entry.resource).toLowerCase()} by ${entry.actorUsername}, ${formatDisplayDateTime(entry.at)}`}
            onClick={() => setViewing(entry)}
          >
            <Eye aria-hidden="true" />
            View
          </Button>
        )}
      />
      <AuditEntrySheet entry={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </section>
  );
}
