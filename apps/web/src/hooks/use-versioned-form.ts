import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import { placeFieldErrors } from '@/components/forms/place-field-errors';
import { saveVersioned } from '@/components/forms/save-versioned';

/** A record the server saves with optimistic locking: an update names the version it read. */
type Versioned = { version: number };

type VersionedFormOptions<TRecord extends Versioned, TValues extends FieldValues, TOutput> = {
  /** The record to edit, as the server had it when the form opened; a new record without it. */
  record: TRecord | undefined;
  toValues: (record: TRecord) => TValues;
  /** What a new record's form starts with. */
  newValues: () => TValues;
  /**
   * The form's check, built for the record the form was filled from (an event's unchanged
   * past date stays valid). Keep it stable (module constant or useCallback): it is rebuilt
   * when it or the record changes.
   */
  resolver: (baseline: TRecord | undefined) => Resolver<TValues, unknown, TOutput>;
  /**
   * The record as the server has it now, fetched after a 409. Without it the `record`
   * prop is waited for: its owner refetches it (every update mutation settles so).
   */
  fetchLatest?: (baseline: TRecord) => Promise<TRecord>;
  /** The server's field names and the form's fields their messages go under. */
  serverFields: Readonly<Record<string, Path<TValues>>>;
};

/** What a save does; the hook does the rest (unchanged forms, 409s, toasts, field errors). */
type VersionedSaveHandlers<TRecord, TOutput, TChanges> = {
  create: (output: TOutput) => Promise<void>;
  /** The changes since `baseline`, with the version they are based on. */
  update: (
    changes: TChanges & { version: number },
    baseline: TRecord,
    output: TOutput,
  ) => Promise<void>;
  /** Nothing was changed (the reader was told): close, or go back. */
  unchanged: (baseline: TRecord) => void;
  diff: (baseline: TRecord, output: TOutput) => TChanges;
};

/** Props for `StaleVersionAlert`, while a save was refused because someone else saved first. */
type StaleVersion = { message: string; onLoadLatest: () => void; loading: boolean };

type VersionedForm<TRecord, TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** What the form was filled from: a save is based on its version. */
  baseline: TRecord | undefined;
  stale: StaleVersion | null;
  /** The form's onSubmit. */
  submit: <TChanges extends object>(
    handlers: VersionedSaveHandlers<TRecord, TOutput, TChanges>,
  ) => ReturnType<UseFormReturn<TValues, unknown, TOutput>['handleSubmit']>;
};

/**
 * A react-hook-form form that edits a versioned record (or creates one). An edit sends
 * only what changed, with the version the form was filled from; a 409 (someone else saved
 * in between) keeps what was typed, says so, and offers the record as it now is, which
 * then becomes the form's values and the next save's version.
 */
export function useVersionedForm<TRecord extends Versioned, TValues extends FieldValues, TOutput>({
  record,
  toValues,
  newValues,
  resolver,
  fetchLatest,
  serverFields,
}: VersionedFormOptions<TRecord, TValues, TOutput>): VersionedForm<TRecord, TValues, TOutput> {
  const [baseline, setBaseline] = useState(record);
  const [refused, setRefused] = useState<{ message: string; fetched?: TRecord } | null>(null);
  const formResolver = useMemo(() => resolver(baseline), [resolver, baseline]);
  const form = useForm<TValues, unknown, TOutput>({
    resolver: formResolver,
    defaultValues: (baseline ? toValues(baseline) : newValues()) as DefaultValues<TValues>,
  });

  // Without a fetch of its own, the latest is the record prop once its owner has refetched it.
  const latest =
    refused?.fetched ??
    (!fetchLatest && record && baseline && record.version !== baseline.version
      ? record
      : undefined);
  const stale: StaleVersion | null = refused && {
    message: refused.message,
    loading: !latest,
    onLoadLatest: () => {
      if (!latest) return;
      setBaseline(latest);
      form.reset(toValues(latest));
      setRefused(null);
    },
  };

  const submit: VersionedForm<TRecord, TValues, TOutput>['submit'] = (handlers) =>
    form.handleSubmit((output) =>
      saveVersioned(
        async () => {
          if (!baseline) {
            await handlers.create(output);
            return;
          }
          const changes = handlers.diff(baseline, output);
          if (Object.keys(changes).length === 0) {
            toast.info('Nothing to save: no field was changed');
            handlers.unchanged(baseline);
            return;
          }
          await handlers.update({ ...changes, version: baseline.version }, baseline, output);
        },
        {
          onStale: (message) => {
            // A create sends no version, so only an update is ever refused as stale.
            if (!baseline) return;
            setRefused({ message });
            fetchLatest?.(baseline).then(
              (fetched) => setRefused((current) => current && { message, fetched }),
              // The alert stays, still loading; saving again gets a fresh 409 and tries again.
              () => undefined,
            );
          },
          onRefused: (error) => placeFieldErrors(error, form.setError, serverFields),
        },
      ),
    );

  return { form, baseline, stale, submit };
}
