import { useMemo, useState } from 'react';
import { Pencil, Users } from 'lucide-react';
import { toast } from 'sonner';
import type { EventRecord, EventTeamMember } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useEventTeam } from '../api/get-event-team';
import { useTeamCandidates } from '../api/get-team-candidates';
import { useSetEventTeam } from '../api/update-event-team';
import { LoadFailed } from '@/components/load-failed';

function MemberList({ members }: { members: readonly EventTeamMember[] }) {
  if (members.length === 0) {
    return (
      <p className="text-muted-foreground">
        Nobody besides the event&apos;s creator works on it yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Team members">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-wrap items-baseline gap-x-2 rounded-md border px-3 py-2"
        >
          <span className="font-medium">{member.name}</span>
          <span className="text-sm text-muted-foreground">@{member.username}</span>
        </li>
      ))}
    </ul>
  );
}

type TeamDialogProps = {
  event: EventRecord;
  members: readonly EventTeamMember[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function TeamDialog({ event, members, open, onOpenChange }: TeamDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit the team</DialogTitle>
          <DialogDescription>
            Team members work on {event.name} even when their roles only reach events they are
            assigned to.
          </DialogDescription>
        </DialogHeader>
        {open && <TeamForm event={event} members={members} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TeamForm({
  event,
  members,
  onDone,
}: {
  event: EventRecord;
  members: readonly EventTeamMember[];
  onDone: () => void;
}) {
  const candidates = useTeamCandidates({ enabled: true });
  const setTeam = useSetEventTeam();
  const [chosen, setChosen] = useState(() => new Set(members.map((m) => m.id)));
  const [query, setQuery] = useState('');
  // Members stay listed even if the user list leaves them out (disabled since).
  const people = useMemo(() => {
    const byId = new Map<string, EventTeamMember>();
    for (const person of [...members, ...(candidates.data ?? [])]) byId.set(person.id, person);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [members, candidates.data]);
  const text = query.trim().toLowerCase();
  const shown = text
    ? people.filter((p) => `${p.name} ${p.username}`.toLowerCase().includes(text))
    : people;

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    try {
      await setTeam.mutateAsync({ id: event.id, userIds: [...chosen] });
      toast.success('Team saved');
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`team-search-${event.id}`}>Find people</Label>
        <Input
          id={`team-search-${event.id}`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name or username"
        />
      </div>
      {candidates.isPending ? (
        <div role="status" aria-label="Loading users" className="grid gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : candidates.isError ? (
        <LoadFailed
          what="the users"
          error={candidates.error}
          onRetry={() => void candidates.refetch()}
          retrying={candidates.isFetching}
        />
      ) : (
        <fieldset className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-2">
          <legend className="sr-only">Team members</legend>
          {shown.length === 0 && (
            <p className="p-2 text-sm text-muted-foreground">Nobody matches.</p>
          )}
          {shown.map((person) => {
            const id = `team-${event.id}-${person.id}`;
            return (
              <div
                key={person.id}
                className="flex items-center gap-3 rounded-sm px-2 py-1.5 hover:bg-accent"
              >
                <Checkbox
                  id={id}
                  checked={chosen.has(person.id)}
                  onCheckedChange={(checked) => toggle(person.id, checked === true)}
                />
                <Label htmlFor={id} className="flex flex-1 flex-wrap gap-x-2 font-normal">
                  <span className="font-medium">{person.name}</span>
                  <span className="text-muted-foreground">@{person.username}</span>
                </Label>
              </div>
            );
          })}
        </fieldset>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen.size === 1 ? '1 person chosen' : `${chosen.size} people chosen`}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={setTeam.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          onClick={() => void save()}
          disabled={setTeam.isPending || candidates.isPending}
        >
          {setTeam.isPending && <Spinner className="size-4" />}
          Save team
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * The Team tab: who works on the event. Holders of UPDATE_EVENTS change it when they can
 * also list users (READ_USERS); everyone else sees it read-only.
 */
export function EventTeam({
  event,
  mayEdit,
  mayListUsers,
}: {
  event: EventRecord;
  mayEdit: boolean;
  mayListUsers: boolean;
}) {
  const team = useEventTeam(event.id);
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-5" />
            Team
          </CardTitle>
          <CardDescription>
            {event.createdBy ? `Created by ${event.createdBy}. ` : ''}The people below work on this
            event with them.
          </CardDescription>
        </div>
        {mayEdit && mayListUsers && team.isSuccess && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit team
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {team.isPending ? (
          <div role="status" aria-label="Loading the team" className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : team.isError ? (
          <LoadFailed
            what="the team"
            error={team.error}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : (
          <MemberList members={team.data} />
        )}
        {mayEdit && !mayListUsers && (
          <p className="text-sm text-muted-foreground">
            Changing the team needs the privilege to read users, which you do not have.
          </p>
        )}
      </CardContent>
      {team.isSuccess && (
        <TeamDialog event={event} members={team.data} open={editing} onOpenChange={setEditing} />
      )}
    </Card>
  );
}
