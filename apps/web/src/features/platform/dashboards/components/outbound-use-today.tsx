import { useId } from 'react';
import type { MessageChannel, OutboundUse } from '@karamu/shared';

const CHANNEL_NAMES: Record<MessageChannel, string> = { sms: 'SMS', email: 'E-mail' };
const BUDGET_VARIABLES: Record<MessageChannel, string> = {
  sms: 'SMS_DAILY_BUDGET',
  email: 'EMAIL_DAILY_BUDGET',
};

/**
 * The installation's sends today against each channel's daily budget (decision 0059), for
 * super administrators on the dashboard home: past the budget every send of that channel is
 * refused until midnight UTC, so whoever pays sees it coming.
 */
export function OutboundUseToday({ use }: { use: OutboundUse }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <h2 id={titleId} className="font-semibold">
        Sent today by the whole installation
      </h2>
      <ul className="grid gap-3">
        {use.channels.map(({ channel, usedToday, budget }) => {
          const share = budget > 0 ? Math.min(100, Math.round((usedToday / budget) * 100)) : 100;
          const label = `${CHANNEL_NAMES[channel]}: ${usedToday.toLocaleString('en')} of ${budget.toLocaleString('en')} today`;
          return (
            <li key={channel} className="grid gap-1">
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span>{label}</span>
                <span className="text-muted-foreground">
                  Budget:{' '}
                  <code className="rounded bg-muted px-1 text-xs">{BUDGET_VARIABLES[channel]}</code>
                </span>
              </div>
              <div
                role="meter"
                aria-label={`${CHANNEL_NAMES[channel]} budget used`}
                aria-valuemin={0}
                aria-valuemax={budget}
                aria-valuenow={Math.min(usedToday, budget)}
                aria-valuetext={label}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={share >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'}
                  style={{ width: `${share}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">
        One number or address gets at most {use.recipientDailyCap.toLocaleString('en')} messages a
        day from everyone together (
        <code className="rounded bg-muted px-1">RECIPIENT_DAILY_CAP</code>
        ). The counts start again at midnight UTC.
      </p>
    </section>
  );
}
