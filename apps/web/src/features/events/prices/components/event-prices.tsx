import { useState } from 'react';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  CARD_TYPES,
  formatMinorUnits,
  type Bundle,
  type CardType,
  type EventRecord,
  type Price,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { getDefaultCurrency, listCurrencies } from '@/lib/currencies';
import { getErrorMessage } from '@/lib/get-error-message';
import { useBundles, usePrices } from '@/entities/prices';
import { useDeletePriceOrBundle } from '../api/prices';
import { cardTypeLabel } from '../lib/price-form-schemas';
import { BundleForm, PriceForm } from './price-forms';

export type EventPricesProps = {
  event: Pick<EventRecord, 'id' | 'name' | 'defaultCountry'>;
  /** The PRICES and BUNDLES privileges held (the server has the last word). */
  may: {
    addPrices: boolean;
    updatePrices: boolean;
    deletePrices: boolean;
    readBundles: boolean;
    addBundles: boolean;
    updateBundles: boolean;
    deleteBundles: boolean;
  };
};

type Editing =
  | { kind: 'price'; cardType: CardType; price: Price | undefined }
  | { kind: 'bundle'; bundle: Bundle | undefined };

type Deleting = { kind: 'prices' | 'bundles'; id: string; title: string };

/**
 * The event's Prices tab (decision 0047): what each card type costs and the bundles, in
 * the event's one currency. Until something is priced the organiser picks that currency
 * here (the installation's region's by default); the first save fixes it.
 */
export function EventPrices({ event, may }: EventPricesProps) {
  const prices = usePrices(event.id);
  const bundles = useBundles(event.id, { enabled: may.readBundles });
  const remove = useDeletePriceOrBundle(event.id);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Deleting>();
  const [chosenCurrency, setChosenCurrency] = useState(
    () => getDefaultCurrency(event.defaultCountry) || 'KES',
  );

  const fixedCurrency = prices.data?.[0]?.currency ?? bundles.data?.[0]?.currency;
  const currency = fixedCurrency ?? chosenCurrency;
  const mayWrite = may.addPrices || may.addBundles;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success(`${deleting.title} deleted`);
        setDeleting(undefined);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  if (prices.isPending || (may.readBundles && bundles.isPending)) {
    return (
      <div role="status" aria-label="Loading prices" className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (prices.isError) {
    return (
      <LoadFailed
        what="the prices"
        error={prices.error}
        onRetry={() => void prices.refetch()}
        retrying={prices.isRefetching}
      />
    );
  }

  const priceOf = (cardType: CardType) => prices.data.find((p) => p.cardType === cardType);

  return (
    <section aria-labelledby="prices-title" className="grid min-w-0 gap-6">
      <div className="grid gap-2">
        <h2 id="prices-title" className="text-lg font-semibold">
          Card prices
        </h2>
        {fixedCurrency ? (
          <p className="text-sm text-muted-foreground">
            Amounts are in {fixedCurrency}. A guest owes their bundle&apos;s price, else their card
            type&apos;s; changing a price never changes what was already paid.
          </p>
        ) : mayWrite ? (
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="prices-currency">Currency</Label>
            <NativeSelect
              id="prices-currency"
              value={chosenCurrency}
              onChange={(e) => setChosenCurrency(e.target.value)}
              aria-describedby="prices-currency-note"
              className="h-10 w-full"
            >
              {[...listCurrencies().first, ...listCurrencies().rest].map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
            <p id="prices-currency-note" className="text-sm text-muted-foreground">
              The first price or bundle saved fixes the event&apos;s currency.
            </p>
          </div>
        ) : (
          <p className="text-muted-foreground">No prices yet.</p>
        )}
      </div>

      <ul className="grid gap-2" aria-label="Price of each card type">
        {CARD_TYPES.map((cardType) => {
          const price = priceOf(cardType);
          const label = cardTypeLabel(cardType);
          return (
            <li
              key={cardType}
              className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">{label}</span>
                <span className={price ? '' : 'text-sm text-muted-foreground'}>
                  {price ? formatMinorUnits(price.amountMinor, price.currency) : 'No price set'}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                {(price ? may.updatePrices : may.addPrices) && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${price ? 'Change the price' : 'Set price'} of a ${label.toLowerCase()}`}
                    onClick={() => setEditing({ kind: 'price', cardType, price })}
                  >
                    {price ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
                    {price ? 'Change' : 'Set price'}
                  </Button>
                )}
                {price && may.deletePrices && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    aria-label={`Delete the price of a ${label.toLowerCase()}`}
                    onClick={() =>
                      setDeleting({ kind: 'prices', id: price.id, title: `${label} price` })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {may.readBundles && (
        <section aria-labelledby="bundles-title" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="bundles-title" className="text-lg font-semibold">
              Bundles
            </h2>
            {may.addBundles && (
              <Button onClick={() => setEditing({ kind: 'bundle', bundle: undefined })}>
                <Plus aria-hidden="true" />
                Add bundle
              </Button>
            )}
          </div>
          {bundles.isError ? (
            <LoadFailed
              what="the bundles"
              error={bundles.error}
              onRetry={() => void bundles.refetch()}
              retrying={bundles.isRefetching}
            />
          ) : bundles.data?.length ? (
            <ul className="grid gap-2" aria-label="Bundles of this event">
              {bundles.data.map((bundle) => (
                <li
                  key={bundle.id}
                  className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium break-words">{bundle.name}</span>
                    <span>
                      {formatMinorUnits(bundle.amountMinor, bundle.currency)} ·{' '}
                      {bundle.admissions === 1 ? '1 admission' : `${bundle.admissions} admissions`}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {bundle.guestCount === 1 ? '1 guest' : `${bundle.guestCount} guests`} on it
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {may.updateBundles && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${bundle.name}`}
                        onClick={() => setEditing({ kind: 'bundle', bundle })}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    )}
                    {may.deleteBundles && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-destructive"
                        aria-label={`Delete ${bundle.name}`}
                        onClick={() =>
                          setDeleting({ kind: 'bundles', id: bundle.id, title: bundle.name })
                        }
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">
              No bundles yet.
              {may.addBundles && ' A bundle is a package at one price, such as "Family of 4".'}
            </p>
          )}
        </section>
      )}

      <Dialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>
              {editing?.kind === 'price'
                ? `Price of a ${cardTypeLabel(editing.cardType).toLowerCase()}`
                : editing?.bundle
                  ? `Edit ${editing.bundle.name}`
                  : 'Add a bundle'}
            </DialogTitle>
            <DialogDescription>{`At ${event.name}, in ${currency}.`}</DialogDescription>
          </DialogHeader>
          {editing?.kind === 'price' && (
            <PriceForm
              eventId={event.id}
              currency={currency}
              cardType={editing.cardType}
              price={editing.price}
              onDone={() => setEditing(undefined)}
            />
          )}
          {editing?.kind === 'bundle' && (
            <BundleForm
              eventId={event.id}
              currency={currency}
              bundle={editing.bundle}
              onDone={() => setEditing(undefined)}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={`Delete ${deleting?.title ?? 'this'}?`}
        description="Guests it applied to owe nothing known until it is set again. What they already paid stays recorded."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
