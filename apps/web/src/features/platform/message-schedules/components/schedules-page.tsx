import { useEffect, useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { CirclePause, CirclePlay, CircleX, Plus, Users } from 'lucide-react';
import { toast } from 'sonner';
import {
  AUDIENCE_NAMES,
  AUDIENCES,
  SCHEDULE_STATUSES,
  canApplyScheduleAction,
  describeTiming,
  hasPrivilege,
  heldPrivileges,
  isAudienceName,
  type Schedule,
  type ScheduleAction,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/entities/session';
import {
  AUDIENCE_COPY,
  AUDIENCE_FILTER,
  contextsQueryOptions,
  type ContextChoice,
  useDashboardAudience,
} from '@/entities/messaging';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { useApplyScheduleAction } from '../api/apply-schedule-action';
import { useDeleteSchedule } from '../api/delete-schedule';
import { SCHEDULES_ENDPOINT, scheduleKeys } from '../api/get-schedules';
import { formatRunTime } from '../lib/schedule-text';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { ScheduleReachDialog } from './schedule-reach-dialog';
import { SCHEDULE_STATUS_LABELS, ScheduleStatusBadge } from './schedule-status-badge';

const NOUN = { one: 'schedule', other: 'schedules' };
/** Runs happen while the page is open: it asks again this often, so they show without a reload. */
const REFRESH_MS = 15_000;

const ACTIONS: Readonly<Record<ScheduleAction, { label: string; done: string }>> = {
  pause: { label: 'Pause', done: 'paused' },
  resume: { label: 'Resume', done: 'resumed' },
  cancel: { label: 'Cancel schedule', done: 'cancelled' },
};

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'status',
    label: 'Status',
    options: SCHEDULE_STATUSES.map((status) => ({
      value: status,
      label: SCHEDULE_STATUS_LABELS[status],
    })),
  },
  AUDIENCE_FILTER,
  { kind: 'date-range', field: 'nextRunAt', label: 'Next run' },
  { kind: 'date-range', field: 'lastRunAt', label: 'Last run' },
];

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

/** 'event', 'occasion': what the schedule's timing and context are about. */
const contextNounOf = (schedule: Schedule) =>
  isAudienceName(schedule.audience)
    ? AUDIENCES[schedule.audience].contextLabel.toLowerCase()
    : undefined;

const timingText = (schedule: Schedule) =>
  describeTiming(schedule.timing, {
    timeZone: schedule.timeZone,
    context: contextNounOf(schedule),
  });

const contextKey = (audience: string, id: string) => `${audience}/${id}`;

/**
 * The contexts' names by audience and id. Outside the component: a stable `combine` is
 * run again only when a query's data changes, so the table's columns stay put.
 */
function namesByContext(results: readonly { data?: readonly ContextChoice[] }[]) {
  return new Map(
    AUDIENCE_NAMES.flatMap((audience, index) =>
      (results[index]?.data ?? []).map((c) => [contextKey(audience, c.id), c.name] as const),
    ),
  );
}

function scheduleColumns(
  contextName: (schedule: Schedule) => string | undefined,
  yourZone: string,
) {
  const columns: DataTableColumn<Schedule>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      className: 'min-w-40',
      cell: (schedule) => <span className="font-medium">{schedule.name}</span>,
      csv: (schedule) => schedule.name,
    },
    {
      id: 'templateName',
      header: 'Template',
      cell: (schedule) => schedule.templateName,
      csv: (schedule) => schedule.templateName,
    },
    {
      id: 'contextId',
      header: 'Event or occasion',
      cell: (schedule) => contextName(schedule) ?? muted('—'),
      csv: (schedule) => contextName(schedule) ?? schedule.contextId,
    },
    {
      id: 'timing',
      header: 'When',
      className: 'min-w-56',
      cell: (schedule) => (
        <span className="grid">
          <span>{timingText(schedule)}</span>
          <span className="text-xs text-muted-foreground">{schedule.timeZone}</span>
        </span>
      ),
      csv: timingText,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (schedule) => (
        <span className="grid justify-items-start gap-1">
          <ScheduleStatusBadge status={schedule.status} />
          {schedule.pausedReason ? (
            <span className="text-xs text-muted-foreground">{schedule.pausedReason}</span>
          ) : null}
        </span>
      ),
      csv: (schedule) =>
        schedule.pausedReason ? `${schedule.status}: ${schedule.pausedReason}` : schedule.status,
    },
    {
      id: 'nextRunAt',
      header: 'Next run (your time)',
      sortable: true,
      className: 'min-w-44',
      cell: (schedule) =>
        schedule.status === 'active' && schedule.nextRunAt
          ? formatRunTime(schedule.nextRunAt, yourZone)
          : muted(schedule.status === 'paused' ? 'Paused' : '—'),
      csv: (schedule) => (schedule.status === 'active' ? schedule.nextRunAt : null),
    },
    {
      id: 'lastRunAt',
      header: 'Last run (your time)',
      sortable: true,
      className: 'min-w-44',
      cell: (schedule) =>
        schedule.lastRunAt ? formatRunTime(schedule.lastRunAt, yourZone) : muted('Never'),
      csv: (schedule) => schedule.lastRunAt,
    },
    {
      id: 'createdBy',
      header: 'Sends as',
      hideable: true,
      defaultHidden: true,
      cell: (schedule) => schedule.createdBy ?? '',
      csv: (schedule) => schedule.createdBy,
    },
  ];
  return columns;
}

type Editing = { kind: 'create' } | { kind: 'edit'; schedule: Schedule } | null;

/**
 * Message schedules: when each sends next (in the reader's zone), pausing, resuming and
 * cancelling them, and who each would reach now.
 */
export function SchedulesPage() {
  useDocumentTitle('Schedules');
  const held = heldPrivileges(useCurrentUser());
  const mayAdd = hasPrivilege(held, 'ADD_SCHEDULES');
  const mayUpdate = hasPrivilege(held, 'UPDATE_SCHEDULES');
  const mayDelete = hasPrivilege(held, 'DELETE_SCHEDULES');
  const defaultAudience = useDashboardAudience();
  // Each audience's contexts, for the names in the table, when the reader may list them.
  const contextNames = useQueries({
    queries: AUDIENCE_NAMES.map((audience) => ({
      ...contextsQueryOptions(audience),
      enabled: hasPrivilege(held, AUDIENCE_COPY[audience].readContexts),
    })),
    combine: namesByContext,
  });
  const applyAction = useApplyScheduleAction();
  const deleteSchedule = useDeleteSchedule();
  const [editing, setEditing] = useState<Editing>(null);
  const [reaching, setReaching] = useState<Schedule | null>(null);
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);

  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.lists() }),
      REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [queryClient]);

  const columns = useMemo(
    () =>
      scheduleColumns(
        (schedule) => contextNames.get(contextKey(schedule.audience, schedule.contextId)),
        getBrowserTimeZone(),
      ),
    [contextNames],
  );

  async function run(schedule: Schedule, action: ScheduleAction) {
    try {
      await applyAction.mutateAsync({ schedule, action });
      toast.success(`Schedule ${schedule.name} ${ACTIONS[action].done}`);
      setCancelling(null);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  async function remove(schedule: Schedule) {
    try {
      await deleteSchedule.mutateAsync(schedule.id);
      toast.success(`Schedule ${schedule.name} deleted`);
      setDeleting(null);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  const rowActions = (schedule: Schedule) => {
    const may = (action: ScheduleAction) =>
      mayUpdate && canApplyScheduleAction(action, schedule.status);
    const editable = schedule.status === 'active' || schedule.status === 'paused';
    return (
      <RowActionsMenu
        name={schedule.name}
        onEdit={mayUpdate && editable ? () => setEditing({ kind: 'edit', schedule }) : undefined}
        onDelete={mayDelete ? () => setDeleting(schedule) : undefined}
      >
        <DropdownMenuItem onSelect={() => setReaching(schedule)}>
          <Users aria-hidden="true" />
          Who it would reach now
        </DropdownMenuItem>
        {may('pause') && (
          <DropdownMenuItem onSelect={() => void run(schedule, 'pause')}>
            <CirclePause aria-hidden="true" />
            {ACTIONS.pause.label}
          </DropdownMenuItem>
        )}
        {may('resume') && (
          <DropdownMenuItem onSelect={() => void run(schedule, 'resume')}>
            <CirclePlay aria-hidden="true" />
            {ACTIONS.resume.label}
          </DropdownMenuItem>
        )}
        {may('cancel') && (
          <DropdownMenuItem onSelect={() => setCancelling(schedule)}>
            <CircleX aria-hidden="true" />
            {ACTIONS.cancel.label}
          </DropdownMenuItem>
        )}
      </RowActionsMenu>
    );
  };

  return (
    <section aria-labelledby="schedules-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="schedules-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Schedules
        </h1>
        {mayAdd && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New schedule
          </Button>
        )}
      </div>
      <DataTable<Schedule>
        label="Schedules"
        noun={NOUN}
        queryKey={scheduleKeys.lists()}
        endpoint={SCHEDULES_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(schedule) => schedule.id}
        getRowLabel={(schedule) => schedule.name}
        searchConfig={{ searchFields: ['name'] }}
        defaultSort="nextRunAt"
        defaultPageSize={20}
        rowActions={rowActions}
      />
      <ScheduleFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        schedule={editing?.kind === 'edit' ? editing.schedule : undefined}
        defaultAudience={defaultAudience}
      />
      <ScheduleReachDialog
        schedule={reaching}
        onOpenChange={(open) => !open && setReaching(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={`Cancel schedule ${cancelling?.name}?`}
        description="It will not send again. Messages it already queued are not affected. This cannot be undone."
        confirmLabel="Cancel schedule"
        pending={applyAction.isPending}
        onConfirm={() => cancelling && void run(cancelling, 'cancel')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete schedule ${deleting?.name}?`}
        description="The messages it sent stay in the messages list. This cannot be undone."
        confirmLabel="Delete schedule"
        pending={deleteSchedule.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
