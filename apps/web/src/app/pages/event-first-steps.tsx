import { useId, type ReactNode } from 'react';
import type { To } from 'react-router';
import {
  decideDashboardRoute,
  EVENTS_DASHBOARD,
  hasPrivilege,
  type EventRecord,
  type HeldPrivileges,
} from '@karamu/shared';
import { ArrowLink } from '@/components/arrow-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Step = { title: string; detail: string; action: ReactNode };

const stepLink = (to: To, label: string) => <ArrowLink to={to}>{label}</ArrowLink>;

/** The steps the user may take: each needs what its page needs. */
function stepsFor(event: EventRecord, held: HeldPrivileges): Step[] {
  const steps: Step[] = [];
  if (hasPrivilege(held, 'ADD_ATTENDEES')) {
    steps.push({
      title: 'Add your guests',
      detail: 'Type them in one by one, or import the list you already have as a spreadsheet.',
      action: stepLink({ search: '?tab=guests' }, 'Add guests'),
    });
  }
  if (hasPrivilege(held, 'READ_ARTWORK_MAPPINGS')) {
    steps.push({
      title: 'Design the invitation card',
      detail: 'Each guest gets their own card, with their name and the code the door checks.',
      action: stepLink({ search: '?tab=card' }, 'Open the card'),
    });
  }
  if (decideDashboardRoute(EVENTS_DASHBOARD, 'send-invitations', held).kind === 'allow') {
    steps.push({
      title: 'Send the invitations',
      detail: 'By SMS or e-mail, or copy each guest’s link to share it on WhatsApp yourself.',
      action: stepLink(
        `${EVENTS_DASHBOARD.base}/send-invitations?${new URLSearchParams({ event: event.id })}`,
        'Send invitations',
      ),
    });
  }
  return steps;
}

/**
 * What a new event's overview leads with while it has no guests (issue 29): the way from an
 * empty event to invited guests, instead of door counts of 0 of 0. Each step shows only to
 * those whose privileges open its page.
 */
export function EventFirstSteps({ event, held }: { event: EventRecord; held: HeldPrivileges }) {
  const titleId = useId();
  const steps = stepsFor(event, held);
  if (steps.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Get started</CardTitle>
        <CardDescription>
          Once guests are in, this page counts their answers and, on the day, who has arrived.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="grid content-start gap-1 rounded-lg border p-4">
              <span className="text-sm text-muted-foreground">Step {index + 1}</span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.detail}</p>
              <div className="pt-1">{step.action}</div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
