import { useState } from 'react';
import { Link } from 'react-router';
import {
  Banknote,
  Link2,
  MessageCircle,
  MoreHorizontal,
  Pencil,
  RefreshCw,
  Trash2,
  Upload,
  UserPlus,
} from 'lucide-react';
import { toast } from 'sonner';
import type { Guest } from '@karamu/shared';
import { DataTable, type DataTableBulkAction } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { copyLink, shareOnWhatsApp } from '@/lib/share-link';
import { getOrIssueAnswerLink, issueAnswerLink } from '../api/answer-link';
import { deleteGuest } from '../api/delete-guest';
import {
  CashPaymentDialog,
  guestImportPath,
  guestKeys,
  guestsEndpoint,
  GuestExportButton,
} from '@/entities/guest';
import { GuestCardMenuItem, useGuestCards } from '@/entities/invitation-card';
import { getErrorMessage } from '@/lib/get-error-message';
import { getGuestColumns } from './guest-columns';
import { GUEST_FILTERS, GUEST_SEARCH } from './guest-filters';
import { DeleteGuestDialog } from './delete-guests-dialog';
import { EVENT_GUESTS_PARAM_PREFIX } from '../lib/guest-links';
import { GuestFormDialog, type GuestEvent } from './guest-form-dialog';

const NOUN = { one: 'guest', other: 'guests' };
const columns = getGuestColumns({ withEvent: false });

type GuestPermissions = {
  add: boolean;
  update: boolean;
  delete: boolean;
  /** GENERATE_EVENT_LINK: copy or replace a guest's answer link. */
  link: boolean;
  /** READ_ARTWORK_MAPPINGS: download guests' cards, once the event has one. */
  card?: boolean;
  /** READ_BUNDLES: put a guest on one of the event's bundles. */
  bundles?: boolean;
  /** ADD_PAYMENTS: record cash taken for a guest's card. */
  cash?: boolean;
};

/** What a guest reads on WhatsApp above their answer link. */
const answerLinkMessage = (guest: Guest, eventName: string, url: string) =>
  `Hello ${guest.name}, you are invited to ${eventName}. Please tell us if you can come: ${url}`;

/** What the guest still owes for their card, minor units; 0 when paid up or unpriced. */
const owedBy = (guest: Guest) => Math.max((guest.amountDueMinor ?? 0) - guest.paidMinor, 0);

type Editing = { kind: 'create' } | { kind: 'edit'; guest: Guest } | null;

export type EventGuestsProps = {
  event: GuestEvent;
  may: GuestPermissions;
  /** After any change to the list: the event's counts follow its guests. */
  onChanged?: () => void;
};

/** An event's guest list: search, filters, export, and adding, editing and deleting guests. */
export function EventGuests({ event, may, onChanged }: EventGuestsProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Guest | null>(null);
  const [takingCash, setTakingCash] = useState<Guest | undefined>(undefined);
  const cards = useGuestCards(event.id, may.card === true);

  async function deleteMany(guests: Guest[]) {
    const results = await Promise.allSettled(
      guests.map((guest) => deleteGuest({ eventId: event.id, guestId: guest.id })),
    );
    await queryClient.invalidateQueries({ queryKey: guestKeys.lists() });
    onChanged?.();
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const deleted = guests.length - failures.length;
    if (deleted > 0) toast.success(deleted === 1 ? '1 guest deleted' : `${deleted} guests deleted`);
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} of ${guests.length} could not be deleted: ${getErrorMessage(failures[0]?.reason)}`,
      );
    }
  }

  const bulkActions: DataTableBulkAction<Guest>[] = [
    ...(cards.ready
      ? [
          {
            label: 'Download cards (PDF)',
            run: (guests: Guest[]) => cards.downloadPdf(guests.map((guest) => guest.id)),
          },
        ]
      : []),
    ...(may.delete
      ? [
          {
            label: 'Delete',
            destructive: true,
            run: deleteMany,
            confirmDescription: () =>
              'They leave the guest list with their RSVPs and check-ins. This cannot be undone.',
          },
        ]
      : []),
  ];

  async function copyAnswerLink(guest: Guest, replace: boolean) {
    try {
      const link = replace
        ? await issueAnswerLink(event.id, guest.id)
        : await getOrIssueAnswerLink(event.id, guest.id);
      await copyLink(link.url);
      toast.success(
        replace
          ? `A new answer link for ${guest.name} is copied; the old one no longer works`
          : `${guest.name}'s answer link is copied`,
      );
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  async function shareAnswerLink(guest: Guest) {
    try {
      const { url } = await getOrIssueAnswerLink(event.id, guest.id);
      shareOnWhatsApp(guest.phone, answerLinkMessage(guest, event.name, url));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  const rowActions =
    may.update || may.delete || may.link || may.cash || cards.ready
      ? (guest: Guest) => (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Actions for ${guest.name}`}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {cards.ready && (
                <>
                  <GuestCardMenuItem eventId={event.id} guestId={guest.id} />
                  {(may.link || may.update || may.delete) && <DropdownMenuSeparator />}
                </>
              )}
              {may.link && (
                <>
                  <DropdownMenuItem onSelect={() => void copyAnswerLink(guest, false)}>
                    <Link2 aria-hidden="true" />
                    Copy answer link
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void shareAnswerLink(guest)}>
                    <MessageCircle aria-hidden="true" />
                    Share on WhatsApp
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void copyAnswerLink(guest, true)}>
                    <RefreshCw aria-hidden="true" />
                    Replace answer link
                  </DropdownMenuItem>
                  {(may.update || may.delete) && <DropdownMenuSeparator />}
                </>
              )}
              {may.cash && guest.currency && owedBy(guest) > 0 && (
                <>
                  <DropdownMenuItem onSelect={() => setTakingCash(guest)}>
                    <Banknote aria-hidden="true" />
                    Record cash payment
                  </DropdownMenuItem>
                  {(may.update || may.delete) && <DropdownMenuSeparator />}
                </>
              )}
              {may.update && (
                <DropdownMenuItem onSelect={() => setEditing({ kind: 'edit', guest })}>
                  <Pencil aria-hidden="true" />
                  Edit
                </DropdownMenuItem>
              )}
              {may.delete && (
                <>
                  {may.update && <DropdownMenuSeparator />}
                  <DropdownMenuItem
                    className="text-destructive"
                    onSelect={() => setDeleting(guest)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )
      : undefined;

  return (
    <section aria-labelledby={`guests-title-${event.id}`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`guests-title-${event.id}`} className="text-xl font-semibold">
          Guests
        </h2>
        <div className="flex flex-wrap gap-2">
          {may.add && (
            <>
              <Button variant="outline" asChild>
                <Link to={guestImportPath(event.id)}>
                  <Upload aria-hidden="true" />
                  Import guests
                </Link>
              </Button>
              <Button onClick={() => setEditing({ kind: 'create' })}>
                <UserPlus aria-hidden="true" />
                Add guest
              </Button>
            </>
          )}
        </div>
      </div>
      <DataTable<Guest>
        label="Guests"
        noun={NOUN}
        queryKey={guestKeys.eventList(event.id)}
        endpoint={guestsEndpoint(event.id)}
        columns={columns}
        filters={GUEST_FILTERS}
        getRowId={(guest) => guest.id}
        getRowLabel={(guest) => guest.name}
        searchConfig={GUEST_SEARCH}
        defaultSort="name"
        defaultPageSize={50}
        paramPrefix={EVENT_GUESTS_PARAM_PREFIX}
        bulkActions={bulkActions}
        rowActions={rowActions}
        // The server's CSV or Excel of every guest the filter selects, in the table's order.
        exportFileName={false}
        toolbar={({ filter, sort }) => (
          <GuestExportButton eventId={event.id} filter={filter} sort={sort} />
        )}
        emptyState={
          <div className="grid justify-items-center gap-2">
            <p className="text-muted-foreground">No guests yet</p>
            {may.add && (
              <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'create' })}>
                Add the first guest
              </Button>
            )}
          </div>
        }
      />
      <GuestFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        event={event}
        guest={editing?.kind === 'edit' ? editing.guest : undefined}
        onSaved={onChanged}
        mayReadBundles={may.bundles === true}
      />
      <CashPaymentDialog
        eventId={event.id}
        guest={takingCash}
        owedMinor={takingCash ? owedBy(takingCash) : 0}
        currency={takingCash?.currency ?? ''}
        onClose={() => setTakingCash(undefined)}
        onRecorded={onChanged}
      />
      <DeleteGuestDialog
        guest={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={onChanged}
      />
    </section>
  );
}
