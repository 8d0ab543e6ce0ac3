import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { EventTemplate, FormValues } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { useEventTemplate } from '@/entities/event-template';
import { useDefaultCountry, useInstallation } from '@/entities/installation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { showToast } from '@/lib/lazy-toast';
import { Spinner } from '@/components/ui/spinner';
import { useCreateEvent } from '../api/create-event';
import { clearDraft, loadDraft, saveDraft, type Draft } from '../lib/draft';
import type { EventSettings, FieldErrors } from '../lib/event-details';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { DesignStep } from './design-step';
import { StepIndicator, type StepInfo } from './step-indicator';

// The first step draws with the page; the later steps, their form, phone and date pickers
// and the event's schema load on the visitor's first touch (decisions 0020, 0035), long
// before they move on, and draw when the visitor first reaches them.
const loadDetails = () => import('../lib/event-details');
const loadDetailsStep = () => import('./details-step');
const loadAccountStep = () => import('./account-step');
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })));
const AccountStep = lazy(() => loadAccountStep().then((m) => ({ default: m.AccountStep })));

/**
 * Fetches the later steps' code on the visitor's first touch or key press. Not at once, nor
 * when the browser is idle: running that code (forms, pickers, the phone number tables)
 * holds a phone's main thread for a long moment (decision 0035), which a visitor who only
 * looks at the designs should not pay; one who picks a design has it long before moving on.
 */
function usePreloadLaterSteps() {
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const preload = () => {
      events.forEach((name) => window.removeEventListener(name, preload));
      void loadDetailsStep();
      void loadAccountStep();
    };
    events.forEach((name) => window.addEventListener(name, preload, { passive: true }));
    return () => events.forEach((name) => window.removeEventListener(name, preload));
  }, []);
}

/** A later step whose code is still on its way. */
function StepLoading() {
  return <Spinner className="size-6 text-muted-foreground" aria-label="Loading" />;
}

type Step = 'design' | 'details' | 'account';
const STEPS: readonly StepInfo<Step>[] = [
  { id: 'design', label: 'Design' },
  { id: 'details', label: 'Event details' },
  { id: 'account', label: 'Your account' },
];
const STEP_TITLES: Record<Step, string> = {
  design: 'Choose a design',
  details: 'Tell us about the event',
  account: 'Your account',
};

/** The draft kept from earlier in this tab, with the design of the link that brought the visitor. */
function startDraft(templateFromLink: string | null): Draft {
  const saved = loadDraft();
  const draft: Draft = saved ?? {
    templateId: null,
    categoryId: '',
    categoryChosen: false,
    // The installation's or the browser's, worked out when the details step is first
    // reached (see `CreateEventPage`).
    timeZone: '',
    // Worked out just after the page draws (see `CreateEventPage`).
    defaultCountry: '',
    details: null,
  };
  return templateFromLink ? { ...draft, templateId: templateFromLink } : draft;
}

export type CreateEventPageProps = {
  /** The clock for "in the future"; tests set it. */
  now?: () => Date;
};

/**
 * `/create-event`: a visitor picks a design, describes the event and makes an account
 * (or signs in), all on one page, then lands on the new draft event in the dashboard.
 * Every step stays mounted, so going back and forth, or signing in, keeps what was typed.
 */
export function CreateEventPage({ now = () => new Date() }: CreateEventPageProps) {
  useDocumentTitle('Create an event');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => startDraft(params.get('template')));
  const [step, setStep] = useState<Step>('design');
  // The furthest step reached: a step draws when first reached and then stays mounted, so
  // going back and forth keeps what was typed, while a phone that only looks at the designs
  // never spends its main thread on the later steps' forms (decision 0035).
  const [reached, setReached] = useState(0);
  usePreloadLaterSteps();
  const [detailsErrors, setDetailsErrors] = useState<FieldErrors | undefined>();
  const [createError, setCreateError] = useState<string | null>(null);
  const createEvent = useCreateEvent();
  const template = useEventTemplate(draft.templateId);
  // Until the visitor picks one: the installation's country (or the browser's region),
  // worked out once the page has drawn; the steps that show it wait for it.
  const installationCountry = useDefaultCountry({ enabled: draft.defaultCountry === '' });
  const defaultCountry = draft.defaultCountry || installationCountry;
  // Likewise the zone: the installation's (issue 29), the browser's only without one.
  const installation = useInstallation({ enabled: draft.timeZone === '' });
  const installationAnswered = installation.isSuccess || installation.isError;
  // The category follows the design until the visitor picks one themselves.
  const settings: EventSettings = {
    // A design deleted since it was chosen is simply left out.
    templateId: template.isError ? null : draft.templateId,
    categoryId: draft.categoryChosen ? draft.categoryId : (template.data?.categoryId ?? ''),
    // Until the visitor picks one, the installation's, else the browser's. Not asked while
    // the page draws: Intl's first use loads its locale data, 20 ms of a phone's main thread
    // in one piece that hydration cannot divide (decision 0058), for a zone only the later
    // steps show.
    timeZone:
      draft.timeZone ||
      installation.data?.defaultTimeZone ||
      (reached > 0 && installationAnswered ? getBrowserTimeZone() : ''),
    defaultCountry: defaultCountry ?? '',
  };
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);

  useEffect(() => saveDraft(draft), [draft]);
  // A new step takes the focus (and the scroll) to its heading, so a screen reader says where it is.
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
    setReached((furthest) =>
      Math.max(
        furthest,
        STEPS.findIndex(({ id }) => id === next),
      ),
    );
  };
  const changeSettings = (changes: Partial<EventSettings>) =>
    setDraft((current) => ({
      ...current,
      ...changes,
      ...('categoryId' in changes ? { categoryChosen: true } : {}),
    }));
  const chooseTemplate = (chosen: EventTemplate) =>
    setDraft((current) => ({ ...current, templateId: chosen.id }));

  const submitDetails = async (values: FormValues) => {
    const { toEventDetails, validateDetails } = await loadDetails();
    const details = toEventDetails(values);
    setDraft((current) => ({ ...current, details }));
    const result = validateDetails(details, settings, now());
    if (!result.ok) {
      setDetailsErrors(result.errors);
      return;
    }
    setDetailsErrors(undefined);
    setCreateError(null);
    goTo('account');
  };

  const create = async () => {
    setCreateError(null);
    const { DETAILS_ERROR_FIELDS, toDetailsErrors, validateDetails } = await loadDetails();
    const result = validateDetails(draft.details ?? {}, settings, now());
    if (!result.ok) {
      // Time went by (a date now past): back to the details, with the message on the field.
      setDetailsErrors(result.errors);
      void showToast('error', 'Please check the event details');
      goTo('details');
      return;
    }
    try {
      const event = await createEvent.mutateAsync(result.input);
      clearDraft();
      void showToast('success', `${event.name} created`);
      navigate(`/dashboard/events/${event.id}`);
    } catch (error) {
      const message = getErrorMessage(error);
      const fieldErrors = toDetailsErrors(readFieldErrors(error));
      if (Object.keys(fieldErrors).some((field) => DETAILS_ERROR_FIELDS.has(field))) {
        setDetailsErrors(fieldErrors);
        void showToast('error', message);
        goTo('details');
        return;
      }
      setCreateError(message);
    }
  };

  return (
    <section aria-labelledby="create-event-title" className="grid gap-6 py-2">
      <div className="grid gap-3">
        <h1 id="create-event-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Create an event
        </h1>
        <StepIndicator steps={STEPS} current={step} />
      </div>
      {STEPS.map(({ id }, index) => (
        <div key={id} hidden={id !== step} className="grid gap-4">
          <h2
            ref={(element) => {
              headings.current[id] = element;
            }}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            <span className="sr-only">
              Step {index + 1} of {STEPS.length}:{' '}
            </span>
            {STEP_TITLES[id]}
          </h2>
          {id === 'design' && (
            <DesignStep
              templateId={draft.templateId}
              onChoose={chooseTemplate}
              onContinue={() => goTo('details')}
              onSkip={() => {
                setDraft((d) => ({ ...d, templateId: null }));
                goTo('details');
              }}
            />
          )}
          {id === 'details' && index <= reached && !(defaultCountry && settings.timeZone) && (
            <StepLoading />
          )}
          {id === 'details' && index <= reached && defaultCountry && settings.timeZone && (
            <Suspense fallback={<StepLoading />}>
              <DetailsStep
                settings={settings}
                onSettingsChange={changeSettings}
                initialDetails={draft.details}
                errors={detailsErrors}
                onSubmit={submitDetails}
                onBack={() => goTo('design')}
              />
            </Suspense>
          )}
          {id === 'account' && index <= reached && !defaultCountry && <StepLoading />}
          {id === 'account' && index <= reached && defaultCountry && (
            <Suspense fallback={<StepLoading />}>
              <AccountStep
                defaultCountry={defaultCountry}
                onCreate={create}
                creating={createEvent.isPending}
                createError={createError}
                onBack={() => goTo('details')}
              />
            </Suspense>
          )}
        </div>
      ))}
    </section>
  );
}
