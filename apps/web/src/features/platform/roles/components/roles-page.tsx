import { useSearchParams } from 'react-router';
import { hasPrivilege, holdingsOf } from '@karamu/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PrivilegesCatalogue } from './privileges-catalogue';
import { RolesTable } from './roles-table';

const TAB_PARAM = 'tab';
const PRIVILEGES_TAB = 'privileges';
const ROLES_TAB = 'roles';

/**
 * The roles (for holders of READ_ROLES) and the privilege catalogue (for them and for
 * holders of READ_AUTHORITIES). The tab is in the URL, so it survives a reload.
 */
export function RolesPage() {
  useDocumentTitle('Roles and privileges');
  const holdings = holdingsOf(useCurrentUser().roles);
  const held = holdings.privileges;
  const [params, setParams] = useSearchParams();
  const mayReadRoles = hasPrivilege(held, 'READ_ROLES');
  const tab = mayReadRoles && params.get(TAB_PARAM) !== PRIVILEGES_TAB ? ROLES_TAB : PRIVILEGES_TAB;

  return (
    <section aria-labelledby="roles-title" className="grid min-w-0 gap-4">
      <h1 id="roles-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Roles and privileges
      </h1>
      {mayReadRoles ? (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === PRIVILEGES_TAB) next.set(TAB_PARAM, PRIVILEGES_TAB);
                else next.delete(TAB_PARAM);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabsList>
            <TabsTrigger value={ROLES_TAB}>Roles</TabsTrigger>
            <TabsTrigger value={PRIVILEGES_TAB}>Privileges</TabsTrigger>
          </TabsList>
          <TabsContent value={ROLES_TAB}>
            <RolesTable holdings={holdings} />
          </TabsContent>
          <TabsContent value={PRIVILEGES_TAB}>
            <PrivilegesCatalogue />
          </TabsContent>
        </Tabs>
      ) : (
        <PrivilegesCatalogue />
      )}
    </section>
  );
}
