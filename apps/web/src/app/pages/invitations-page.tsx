import { useParams, useSearchParams } from 'react-router';
import { EVENTS_DASHBOARD, heldPrivileges } from '@karamu/shared';
import { BackLink } from '@/components/back-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/entities/session';
import { GuestImportPage } from '@/features/events/guest-import';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEvent } from '@/entities/event';
import { getCardPermissions, type InviteTab } from '@/entities/invitation-card';
import { CardDesigner } from '@/features/events/invitation-cards';

const TAB_LABELS: Readonly<Record<InviteTab, string>> = {
  card: 'Card design',
  import: 'Import guests',
};

/**
 * `events/:id/invite` (decision 0013): the invitation card's design and the guest import,
 * as two tabs kept in the URL (`?tab=card`, `?tab=import`). The card tab is there for
 * holders of READ_ARTWORK_MAPPINGS and opens first for them.
 */
export function InvitationsPage() {
  const { id: eventId = '' } = useParams();
  const may = getCardPermissions(heldPrivileges(useCurrentUser()));
  const event = useEvent(eventId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: readonly InviteTab[] = may.read ? ['card', 'import'] : ['import'];
  const tab = tabs.find((t) => t === searchParams.get('tab')) ?? tabs[0]!;
  const name = event.data?.name;
  useDocumentTitle(name ? `${TAB_LABELS[tab]} · ${name}` : TAB_LABELS[tab]);

  const chooseTab = (next: string) =>
    setSearchParams(
      (params) => {
        const result = new URLSearchParams(params);
        result.set('tab', next);
        return result;
      },
      { replace: true },
    );

  const importGuests = <GuestImportPage />;
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={`${EVENTS_DASHBOARD.base}/events/${eventId}`}>{name ?? 'Event'}</BackLink>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Invitations</h1>
      {tabs.length === 1 ? (
        importGuests
      ) : (
        <Tabs value={tab} onValueChange={chooseTab} className="min-w-0">
          <TabsList aria-label="Invitations">
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Kept mounted while the import tab shows: unsaved card changes survive a look there. */}
          <TabsContent value="card" forceMount className="data-[state=inactive]:hidden">
            <CardDesigner eventId={eventId} event={event.data} may={may} />
          </TabsContent>
          <TabsContent value="import">{importGuests}</TabsContent>
        </Tabs>
      )}
    </div>
  );
}
