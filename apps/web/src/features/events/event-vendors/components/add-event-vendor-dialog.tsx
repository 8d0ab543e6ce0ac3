import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EventVendor, PublicVendor } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import {
  formatPriceRange,
  formatServicePrice,
  publicVendorKeys,
  publicVendorQueryOptions,
  usePublicVendors,
  useServiceCategories,
  VendorPhoto,
} from '@/entities/vendor';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/get-error-message';
import { useAddEventVendor } from '../api/event-vendors';

/** How many matches the dialog lists: enough to pick from, few enough to read on a phone. */
const RESULTS = 12;

type AddEventVendorDialogProps = {
  eventId: string;
  /** The event's vendors now: choosing one of them again changes its service. */
  linked: readonly EventVendor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Picks a published vendor from the directory, and maybe one of its published services. */
export function AddEventVendorDialog({
  eventId,
  linked,
  open,
  onOpenChange,
}: AddEventVendorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add vendor</DialogTitle>
            <DialogDescription>
              Find a vendor in the directory. Choosing a vendor already on the list changes its
              service.
            </DialogDescription>
          </DialogHeader>
          <AddEventVendorForm
            eventId={eventId}
            linked={linked}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function VendorOption({
  vendor,
  name,
  checked,
  linked,
  onChoose,
}: {
  vendor: PublicVendor;
  name: string;
  checked: boolean;
  linked: boolean;
  onChoose: () => void;
}) {
  const photo = vendor.logo ?? vendor.cover;
  const price = formatPriceRange(vendor.priceMinMinor, vendor.priceMaxMinor, vendor.currency);
  const details = [vendor.city, price, linked ? 'already a vendor of this event' : null].filter(
    Boolean,
  );
  return (
    <li>
      <label className="flex min-w-0 cursor-pointer items-center gap-3 rounded-md border p-2 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
        <input
          type="radio"
          name={name}
          value={vendor.id}
          checked={checked}
          onChange={onChoose}
          className="size-4 shrink-0"
        />
        <span className="size-10 shrink-0 overflow-hidden rounded bg-muted">
          {photo && <VendorPhoto photo={photo} sizes="40px" />}
        </span>
        <span className="grid min-w-0">
          <span className="font-medium break-words">{vendor.businessName}</span>
          {details.length > 0 && (
            <span className="text-sm break-words text-muted-foreground">{details.join(' · ')}</span>
          )}
        </span>
      </label>
    </li>
  );
}

function AddEventVendorForm({
  eventId,
  linked,
  onDone,
}: {
  eventId: string;
  linked: readonly EventVendor[];
  onDone: () => void;
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [vendorId, setVendorId] = useState<string>();
  const [serviceId, setServiceId] = useState('');
  const [problem, setProblem] = useState<string>();
  const q = useDebouncedValue(search.trim());
  const categories = useServiceCategories();
  const vendors = usePublicVendors({
    q: q || undefined,
    category: category || undefined,
    sort: 'rating',
    page: 1,
    size: RESULTS,
  });
  // The chosen vendor's storefront carries its published services.
  const chosen = useQuery({ ...publicVendorQueryOptions(vendorId ?? ''), enabled: !!vendorId });
  const add = useAddEventVendor(eventId);
  const linkedIds = new Set(linked.map((eventVendor) => eventVendor.vendorId));

  const choose = (id: string) => {
    setVendorId(id);
    setServiceId(linked.find((eventVendor) => eventVendor.vendorId === id)?.serviceId ?? '');
    setProblem(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!vendorId) {
      setProblem('Choose a vendor from the results');
      return;
    }
    setProblem(undefined);
    add.mutate(
      { vendorId, serviceId: serviceId || null },
      {
        onSuccess: (eventVendor) => {
          toast.success(`${eventVendor.businessName} is a vendor of this event`);
          onDone();
        },
        onError: (error) => {
          const fields = readFieldErrors(error);
          if (fields.vendorId) {
            // Unpublished since the search: the directory's answers are stale too.
            void queryClient.invalidateQueries({ queryKey: publicVendorKeys.all });
            setVendorId(undefined);
            setProblem('This vendor is no longer in the directory. Choose another one.');
          } else if (fields.serviceId) {
            void queryClient.invalidateQueries({ queryKey: publicVendorKeys.vendor(vendorId) });
            setServiceId('');
            setProblem('This service is no longer offered. Choose another one, or none.');
          } else {
            setProblem(getErrorMessage(error));
          }
        },
      },
    );
  };

  const results = vendors.data?.items ?? [];
  const services = chosen.data?.services ?? [];
  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${ids}-search`} label="Search vendors by name">
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={search}
              autoComplete="off"
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${ids}-category`} label="Category">
          {(aria) => (
            <NativeSelect
              {...aria}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className="w-full"
            >
              <option value="">All categories</option>
              {categories.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 font-medium">Vendor</legend>
        {vendors.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Searching the directory…
          </p>
        ) : vendors.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(vendors.error)}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="text-muted-foreground">
            No published vendor matches. Try another name or category.
          </p>
        ) : (
          <>
            <ul className="grid gap-2" aria-busy={vendors.isFetching}>
              {results.map((vendor) => (
                <VendorOption
                  key={vendor.id}
                  vendor={vendor}
                  name={`${ids}-vendor`}
                  checked={vendor.id === vendorId}
                  linked={linkedIds.has(vendor.id)}
                  onChoose={() => choose(vendor.id)}
                />
              ))}
            </ul>
            <p role="status" className="text-sm text-muted-foreground">
              {vendors.data.total > results.length
                ? `The first ${results.length} of ${vendors.data.total} vendors: narrow the search to find others.`
                : `${vendors.data.total} ${vendors.data.total === 1 ? 'vendor' : 'vendors'} found.`}
            </p>
          </>
        )}
      </fieldset>

      {vendorId && (
        <FormField
          id={`${ids}-service`}
          label={`Service${chosen.data ? ` from ${chosen.data.businessName}` : ''} (optional)`}
        >
          {(aria) => (
            <NativeSelect
              {...aria}
              value={serviceId}
              disabled={chosen.isPending}
              onChange={(e) => setServiceId(e.target.value)}
              className="w-full"
            >
              <option value="">No particular service</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title} · {formatServicePrice(service)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}

      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Spinner className="size-4" />}
          Add vendor
        </Button>
      </div>
    </form>
  );
}
