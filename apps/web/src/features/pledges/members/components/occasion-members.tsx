import { useState } from 'react';
import { HandCoins, Link2, MessageCircle, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { Member } from '@karamu/shared';
import { DataTable } from '@/components/data-table';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { getErrorMessage } from '@/lib/get-error-message';
import { copyLink, shareOnWhatsApp } from '@/lib/share-link';
import { useDeleteMember } from '../api/delete-member';
import { getPayLink } from '../api/pay-link';
import { memberKeys, occasionMembersEndpoint } from '@/entities/pledges';
import { BALANCE_FILTER, MEMBER_SEARCH } from '../lib/member-balance';
import { getMemberColumns } from './member-columns';
import { MemberFormDialog, type MemberOccasion } from './member-form-dialog';

const NOUN = { one: 'member', other: 'members' };
const columns = getMemberColumns({ withOccasion: false });
const filters = [BALANCE_FILTER];

/** `update` (UPDATE_MEMBERS) also copies and shares pay links, as it sends them by SMS. */
type MemberPermissions = { add: boolean; update: boolean; delete: boolean };

/** What a member reads on WhatsApp above their link. */
const payLinkMessage = (member: Member, occasionName: string, url: string) =>
  `Hello ${member.name}, thank you for supporting ${occasionName}. Your pledge, what you have paid and a way to pay are here: ${url}`;

type Editing = { kind: 'create' } | { kind: 'edit'; member: Member } | null;

type OccasionMembersProps = {
  occasion: MemberOccasion;
  may: MemberPermissions;
  /** Offered per member when given (the caller holds ADD_CONTRIBUTIONS and shows the dialog). */
  onRecordContribution?: (member: Member) => void;
};

/** An occasion's members: search, the balance filter, and adding, editing and deleting members. */
export function OccasionMembers({ occasion, may, onRecordContribution }: OccasionMembersProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const removeMember = useDeleteMember();

  async function sharePayLink(member: Member, how: 'copy' | 'whatsapp') {
    try {
      const { url } = await getPayLink(occasion.id, member.id);
      if (how === 'whatsapp') {
        shareOnWhatsApp(member.phone, payLinkMessage(member, occasion.name, url));
        return;
      }
      await copyLink(url);
      toast.success(`${member.name}'s pay link is copied`);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  const rowActions =
    may.update || may.delete || onRecordContribution
      ? (member: Member) => (
          <RowActionsMenu
            name={member.name}
            onEdit={may.update ? () => setEditing({ kind: 'edit', member }) : undefined}
            onDelete={may.delete ? () => setDeleting(member) : undefined}
          >
            {may.update && (
              <>
                <DropdownMenuItem onSelect={() => void sharePayLink(member, 'copy')}>
                  <Link2 aria-hidden="true" />
                  Copy pay link
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void sharePayLink(member, 'whatsapp')}>
                  <MessageCircle aria-hidden="true" />
                  Share on WhatsApp
                </DropdownMenuItem>
              </>
            )}
            {onRecordContribution && (
              <DropdownMenuItem onSelect={() => onRecordContribution(member)}>
                <HandCoins aria-hidden="true" />
                Record contribution
              </DropdownMenuItem>
            )}
          </RowActionsMenu>
        )
      : undefined;

  return (
    <section aria-labelledby={`members-title-${occasion.id}`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`members-title-${occasion.id}`} className="text-xl font-semibold">
          Members
        </h2>
        {may.add && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <UserPlus aria-hidden="true" />
            Add member
          </Button>
        )}
      </div>
      <DataTable<Member>
        label="Members"
        noun={NOUN}
        queryKey={memberKeys.occasionList(occasion.id)}
        endpoint={occasionMembersEndpoint(occasion.id)}
        columns={columns}
        filters={filters}
        getRowId={(member) => member.id}
        getRowLabel={(member) => member.name}
        searchConfig={MEMBER_SEARCH}
        defaultSort="name"
        defaultPageSize={50}
        paramPrefix="m."
        rowActions={rowActions}
        exportFileName={`members-${occasion.name}`}
        emptyState={
          <div className="grid justify-items-center gap-2">
            <p className="text-muted-foreground">No members yet</p>
            {may.add && (
              <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'create' })}>
                Add the first member
              </Button>
            )}
          </div>
        }
      />
      <MemberFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        occasion={occasion}
        member={editing?.kind === 'edit' ? editing.member : undefined}
      />
      <DeleteRecordDialog
        record={deleting}
        noun="member"
        consequence="Their pledge leaves the occasion's totals. A member with contributions cannot be deleted until those are deleted."
        remove={removeMember}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
