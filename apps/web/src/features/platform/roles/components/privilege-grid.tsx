import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import {
  ACTIONS,
  EXTRA_PRIVILEGES,
  GRANTING_PRIVILEGES,
  PRIVILEGES,
  RESOURCES,
  canGrant,
  isSuperAdmin,
  type Holdings,
  type Privilege,
  type ResourcePrivilege,
  type RoleScope,
} from '@karamu/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import {
  ACTION_LABELS,
  getPrivilegeLabel,
  getResourceLabel,
  isGrantedBySuperAdminOnly,
} from '../privilege-labels';

export type PrivilegeGridProps = {
  value: readonly Privilege[];
  onChange: (next: Privilege[]) => void;
  /** What the person editing holds: boxes they may not grant are shown but locked. */
  granter: Holdings;
  /** The role's scope: a privilege held only on one's own records cannot go into an `all` role. */
  scope: RoleScope;
  disabled?: boolean;
};

const OTHER_PRIVILEGES: readonly Privilege[] = [...EXTRA_PRIVILEGES, ...GRANTING_PRIVILEGES];

const OTHER_DESCRIPTIONS: Partial<Record<Privilege, string>> = {
  VERIFY_ATTENDEES: 'Check guests in at the door.',
  GENERATE_EVENT_LINK: 'Create shareable links to events.',
  ALL: 'Grants most privileges at once, but not messages, settings, categories, authorities, artwork mappings or changes to templates: those need Super admin or their own privilege.',
  SUPER_ADMIN:
    'Full administration, including the audit log and the privileges only a super admin may grant. It does not open templates, template mappings or event links on its own: those need All.',
};

const REASON_SUPER_ADMIN = 'Only a super admin can grant this privilege.';
const REASON_NOT_HELD = 'You can only grant privileges you hold yourself.';
const REASON_SCOPE =
  'You hold this privilege only on records you created or are assigned to, so you cannot grant it on every record.';

const privilegeOf = (action: (typeof ACTIONS)[number], resource: (typeof RESOURCES)[number]) =>
  `${action}_${resource}` as ResourcePrivilege;

type BoxProps = {
  privilege: Privilege;
  checked: boolean;
  /** Why the editor may not grant it (null when they may), and the id of that text. */
  lockReason: string | null;
  reasonId?: string;
  disabled: boolean;
  onToggle: (privilege: Privilege, on: boolean) => void;
  /** With an id the box is labelled by a <label>; without, by its privilege's name. */
  boxId?: string;
};

/** Memoised: ticking one box re-renders that box (and the row and column boxes), not all. */
const PrivilegeBox = memo(function PrivilegeBox({
  privilege,
  checked,
  lockReason,
  reasonId,
  disabled,
  onToggle,
  boxId,
}: BoxProps) {
  const locked = lockReason !== null;
  const box = (
    <Checkbox
      id={boxId}
      aria-label={boxId ? undefined : getPrivilegeLabel(privilege)}
      checked={checked}
      disabled={disabled}
      // Locked boxes stay focusable (aria-disabled) so keyboard users can learn why.
      aria-disabled={locked ? true : undefined}
      aria-describedby={locked ? reasonId : undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onCheckedChange={(state) => {
        if (!locked) onToggle(privilege, state === true);
      }}
    />
  );
  if (!locked || disabled) return box;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{box}</TooltipTrigger>
      <TooltipContent>{lockReason}</TooltipContent>
    </Tooltip>
  );
});

type GroupBoxProps = {
  label: string;
  privileges: readonly Privilege[];
  selected: ReadonlySet<Privilege>;
  mayGrant: (privilege: Privilege) => boolean;
  disabled: boolean;
  onChange: (privileges: readonly Privilege[], on: boolean) => void;
};

/** Checks or clears every grantable box of a row or a column; a dash when some are chosen. */
function GroupBox({ label, privileges, selected, mayGrant, disabled, onChange }: GroupBoxProps) {
  const grantable = privileges.filter(mayGrant);
  const allOn = grantable.length > 0 && grantable.every((p) => selected.has(p));
  const someOn = privileges.some((p) => selected.has(p));
  return (
    <Checkbox
      aria-label={label}
      checked={allOn ? true : someOn ? 'indeterminate' : false}
      disabled={disabled || grantable.length === 0}
      onCheckedChange={() => onChange(grantable, !allOn)}
    />
  );
}

/**
 * A role's privileges as a grid: a row per resource, a column per action, then the extra
 * privileges and the ALL and SUPER_ADMIN flags. A row's or a column's own box toggles
 * every box in it that the editor may grant; the others stay as they are, locked, with
 * the reason in a tooltip and in their description.
 */
export function PrivilegeGrid({
  value,
  onChange,
  granter,
  scope,
  disabled = false,
}: PrivilegeGridProps) {
  const id = useId();
  const selected = new Set<Privilege>(value);
  const mayGrant = (privilege: Privilege) => canGrant(granter, privilege, scope);
  const superReasonId = `${id}-reason-super`;
  const heldReasonId = `${id}-reason-held`;
  const scopeReasonId = `${id}-reason-scope`;
  const lockOf = (privilege: Privilege): { reason: string | null; id?: string } => {
    if (mayGrant(privilege)) return { reason: null };
    if (isGrantedBySuperAdminOnly(privilege) && !isSuperAdmin(granter.privileges)) {
      return { reason: REASON_SUPER_ADMIN, id: superReasonId };
    }
    return canGrant(granter, privilege, 'assigned')
      ? { reason: REASON_SCOPE, id: scopeReasonId }
      : { reason: REASON_NOT_HELD, id: heldReasonId };
  };

  // The boxes get one stable handler that reads the latest props, so they can be memoised.
  const latest = useRef({ value, granter, scope, onChange });
  useLayoutEffect(() => {
    latest.current = { value, granter, scope, onChange };
  });
  const change = useCallback((privileges: readonly Privilege[], on: boolean) => {
    const { value: current, granter: held, scope: reach, onChange: report } = latest.current;
    const next = new Set(current);
    for (const privilege of privileges) {
      if (!canGrant(held, privilege, reach)) continue;
      if (on) next.add(privilege);
      else next.delete(privilege);
    }
    // Catalogue order, so the same choice always reads the same.
    report(PRIVILEGES.filter((privilege) => next.has(privilege)));
  }, []);
  const toggle = useCallback(
    (privilege: Privilege, on: boolean) => change([privilege], on),
    [change],
  );

  const box = (privilege: Privilege, boxId?: string) => {
    const lock = lockOf(privilege);
    return (
      <PrivilegeBox
        privilege={privilege}
        boxId={boxId}
        checked={selected.has(privilege)}
        lockReason={lock.reason}
        reasonId={lock.id}
        disabled={disabled}
        onToggle={toggle}
      />
    );
  };
  const group = { selected, mayGrant, disabled, onChange: change };
  const count = value.length;

  // The grid is the app's only place with tooltips: their provider (the shared delays)
  // lives here rather than around the whole app, so public pages do not load it.
  return (
    <TooltipProvider>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {count === 1 ? '1 privilege chosen' : `${count} privileges chosen`}. Dimmed boxes are
          privileges you cannot grant.
        </p>
        <p id={superReasonId} className="sr-only">
          {REASON_SUPER_ADMIN}
        </p>
        <p id={heldReasonId} className="sr-only">
          {REASON_NOT_HELD}
        </p>
        <p id={scopeReasonId} className="sr-only">
          {REASON_SCOPE}
        </p>
        <div className="max-h-[50vh] overflow-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Privileges by resource</caption>
            <thead className="sticky top-0 z-10 bg-background">
              <tr className="border-b">
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Resource
                </th>
                {ACTIONS.map((action) => (
                  <th scope="col" key={action} className="px-2 py-2 font-medium">
                    <div className="flex flex-col items-center gap-1">
                      <span>{ACTION_LABELS[action]}</span>
                      <GroupBox
                        {...group}
                        label={`${ACTION_LABELS[action]}: every resource`}
                        privileges={RESOURCES.map((resource) => privilegeOf(action, resource))}
                      />
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {RESOURCES.map((resource) => {
                const label = getResourceLabel(resource);
                return (
                  <tr key={resource} className="border-b last:border-0 hover:bg-muted/40">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">
                      <div className="flex items-center gap-2">
                        <GroupBox
                          {...group}
                          label={`${label}: every action`}
                          privileges={ACTIONS.map((action) => privilegeOf(action, resource))}
                        />
                        <span>{label}</span>
                      </div>
                    </th>
                    {ACTIONS.map((action) => (
                      <td key={action} className="px-2 py-1.5">
                        <div className="flex justify-center">
                          {box(privilegeOf(action, resource))}
                        </div>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Other privileges</legend>
          {OTHER_PRIVILEGES.map((privilege) => (
            <div key={privilege} className="flex items-start gap-3">
              <div className="pt-0.5">{box(privilege, `${id}-${privilege}`)}</div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-${privilege}`}>{getPrivilegeLabel(privilege)}</Label>
                <p className="text-sm text-muted-foreground">{OTHER_DESCRIPTIONS[privilege]}</p>
              </div>
            </div>
          ))}
        </fieldset>
      </div>
    </TooltipProvider>
  );
}
