import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CalendarClock, FileUp, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { hasPrivilege, heldPrivileges, type Member, type Occasion } from '@karamu/shared';
import { RecordPage } from '@/components/record-page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/entities/session';
import { RecordContributionDialog } from '@/features/pledges/contributions';
import { OccasionMembers } from '@/features/pledges/members';
import { occasionImportPath, occasionsPath, sendRemindersPath } from '@/entities/pledges';
import { formatZonedDay, formatZonedTime } from '@/lib/zoned-time';
import {
  useOccasion,
  DeleteOccasionDialog,
  OccasionFormDialog,
  OccasionTotals,
} from '@/features/pledges/occasions';

/** `occasions/:occasionId` */
export function OccasionPage() {
  const { occasionId = '' } = useParams();
  const occasion = useOccasion(occasionId);

  return (
    <RecordPage
      back={{ to: occasionsPath(), label: 'Occasions' }}
      noun="Occasion"
      query={occasion}
      title={(occasion) => occasion.name}
      placeholder={
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
          <Skeleton className="h-48" />
        </>
      }
    >
      {(occasion) => <OccasionDetail occasion={occasion} />}
    </RecordPage>
  );
}

function OccasionDetail({ occasion }: { occasion: Occasion }) {
  const held = heldPrivileges(useCurrentUser());
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [recordingFor, setRecordingFor] = useState<Member | null>(null);
  const may = {
    update: hasPrivilege(held, 'UPDATE_OCCASIONS'),
    delete: hasPrivilege(held, 'DELETE_OCCASIONS'),
    readMembers: hasPrivilege(held, 'READ_MEMBERS'),
    addMembers: hasPrivilege(held, 'ADD_MEMBERS'),
    updateMembers: hasPrivilege(held, 'UPDATE_MEMBERS'),
    deleteMembers: hasPrivilege(held, 'DELETE_MEMBERS'),
    addContributions: hasPrivilege(held, 'ADD_CONTRIBUTIONS'),
  };
  // The reminders page (send-messages) requires UPDATE_MEMBERS.
  const mayRemind = may.updateMembers;
  // The import page (occasions/:id/import) requires read-members and create-members.
  const mayImport = may.readMembers && may.addMembers;

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {occasion.name}
        </h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {formatZonedDay(occasion.startsAt, occasion.timeZone)},{' '}
            {formatZonedTime(occasion.startsAt, occasion.timeZone)}{' '}
            <span className="text-sm">({occasion.timeZone} time)</span>
          </span>
        </p>
        {occasion.description && (
          <p className="max-w-prose break-words whitespace-pre-line">{occasion.description}</p>
        )}
        {(may.update || may.delete || mayRemind || mayImport) && (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Occasion actions">
            {may.update && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            {mayImport && (
              <Button asChild variant="outline">
                <Link to={occasionImportPath(occasion.id)}>
                  <FileUp aria-hidden="true" />
                  Import members
                </Link>
              </Button>
            )}
            {mayRemind && (
              <Button asChild variant="outline">
                <Link to={sendRemindersPath(occasion.id)}>
                  <MessageSquareText aria-hidden="true" />
                  Send reminders
                </Link>
              </Button>
            )}
            {may.delete && (
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        )}
      </header>

      <OccasionTotals occasion={occasion} />

      {may.readMembers && (
        <OccasionMembers
          occasion={occasion}
          may={{ add: may.addMembers, update: may.updateMembers, delete: may.deleteMembers }}
          onRecordContribution={may.addContributions ? setRecordingFor : undefined}
        />
      )}

      <RecordContributionDialog
        member={recordingFor}
        occasion={occasion}
        onOpenChange={(open) => !open && setRecordingFor(null)}
      />
      <OccasionFormDialog open={editing} onOpenChange={setEditing} occasion={occasion} />
      <DeleteOccasionDialog
        occasion={deleting ? occasion : null}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate(occasionsPath())}
      />
    </div>
  );
}
