import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { findCountry, type DeliverySetup, type PublicInstallation } from '@karamu/shared';

export type SetupChecklistProps = {
  /** The server's delivery set-up, for whoever runs it (a super administrator); else null. */
  delivery: DeliverySetup | null;
  /** The installation's defaults as Settings sets them, for who may set them; else null. */
  defaults: PublicInstallation | null;
  /** Where the defaults are set: the dashboard's settings page. */
  settingsPath: string;
};

type Item = { id: string; title: string; done: boolean; detail: ReactNode };

const code = (text: string) => <code className="rounded bg-muted px-1 text-xs">{text}</code>;

const env = (names: ReactNode, section: string) => (
  <>
    Whoever runs the server sets {names} in its environment and restarts it (README, section “
    {section}”).
  </>
);

/** What only the server's environment changes. */
function operatorItems(delivery: DeliverySetup): Item[] {
  return [
    {
      id: 'sms',
      title: 'SMS provider',
      done: delivery.providers.sms,
      detail: delivery.providers.sms ? (
        'SMS go out.'
      ) : (
        <>
          None: text messages wait in the queue and nothing is delivered.{' '}
          {env(<>{code('SMS_PROVIDER')} and its account</>, 'Sending SMS and e-mail')}
        </>
      ),
    },
    {
      id: 'email',
      title: 'E-mail server',
      done: delivery.providers.email,
      detail: delivery.providers.email ? (
        'E-mail goes out.'
      ) : (
        <>
          None: e-mail waits in the queue and nothing is delivered.{' '}
          {env(
            <>
              {code('SMTP_URL')} and {code('MAIL_FROM')}
            </>,
            'Sending SMS and e-mail',
          )}
        </>
      ),
    },
    {
      id: 'address',
      title: 'Public address',
      done: !delivery.publicBaseUrlIsLocal,
      detail: delivery.publicBaseUrlIsLocal ? (
        <>
          Links in messages point at {delivery.publicBaseUrl}, which only the computer running the
          server opens: guests cannot answer. {env(code('PUBLIC_BASE_URL'), 'Configuration')}
        </>
      ) : (
        <>Links in messages start with {delivery.publicBaseUrl}.</>
      ),
    },
    {
      id: 'currency',
      title: 'SMS price and currency',
      done: delivery.smsPriceCurrency !== null,
      detail:
        delivery.smsPriceCurrency !== null ? (
          <>Estimates show what a send costs, in {delivery.smsPriceCurrency}.</>
        ) : (
          <>
            Estimates cannot show what a send costs.{' '}
            {env(
              <>
                {code('SMS_PRICE_PER_SEGMENT_MINOR')} and {code('SMS_PRICE_CURRENCY')}
              </>,
              'Configuration',
            )}
          </>
        ),
    },
  ];
}

/** 'a', 'a and b', 'a, b and c'. */
const joinWords = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The installation's defaults, as Settings saved them: done once all three are set. */
function defaultsItem(defaults: PublicInstallation, settings: ReactNode): Item {
  const { defaultCountry, defaultCurrency, defaultTimeZone } = defaults;
  const missing = [
    defaultCountry === null && 'country',
    defaultCurrency === null && 'currency',
    defaultTimeZone === null && 'time zone',
  ].filter((name): name is string => name !== false);
  const set = [
    defaultCountry && (findCountry(defaultCountry)?.country_name ?? defaultCountry),
    defaultCurrency,
    defaultTimeZone,
  ].filter(Boolean);
  return {
    id: 'defaults',
    title: 'Default country, currency and time zone',
    done: missing.length === 0,
    detail: (
      <>
        {set.length > 0 && <>New events, occasions and forms start on {set.join(', ')}. </>}
        {missing.length > 0 && (
          <>
            Choose the {joinWords(missing)} in {settings}; until then each browser decides.
          </>
        )}
      </>
    ),
  };
}

/**
 * What an installation needs before messages reach anyone (decision 0029), each item ticked
 * when done, with where to fix it: Settings for the installation's defaults, the server's
 * environment (README "Configuration", "Sending SMS and e-mail") for the rest. Each reader
 * sees only the items they can act on (issue 29): the environment's to whoever runs the
 * server, the defaults to who may change settings.
 */
export function SetupChecklist({ delivery, defaults, settingsPath }: SetupChecklistProps) {
  const titleId = useId();
  const settings = (
    <Link to={settingsPath} className="underline underline-offset-4">
      Settings
    </Link>
  );
  const items: Item[] = [
    ...(delivery ? operatorItems(delivery) : []),
    ...(defaults ? [defaultsItem(defaults, settings)] : []),
  ];
  const left = items.filter((item) => !item.done).length;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          Before your messages reach anyone
        </h2>
        <p className="text-sm text-muted-foreground">
          {left === 0 ? 'Everything is set up.' : `${left} of ${items.length} still to do.`}
        </p>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="grid min-w-0 gap-0.5">
              <h3 className="font-medium">
                <span className="sr-only">{item.done ? 'Done:' : 'To do:'}</span> {item.title}
              </h3>
              <p className="text-sm break-words text-muted-foreground">{item.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
