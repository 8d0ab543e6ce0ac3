import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useEventVendors } from '@/entities/event';
import { formatServicePrice, publicVendorQueryOptions, usePublicVendors } from '@/entities/vendor';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** How many directory matches the list offers besides the event's vendors. */
const RESULTS = 12;

type VendorChoice = {
  vendorId: string | null;
  serviceId: string | null;
  /** The name shown while the vendor is no longer in the lists (unpublished since). */
  vendorName?: string | null;
  serviceTitle?: string | null;
};

type Props = {
  eventId: string;
  value: VendorChoice;
  onChange: (next: VendorChoice) => void;
  errors: { vendorId?: string; serviceId?: string };
};

/**
 * The item's vendor: the event's vendors first, then the directory's published vendors
 * matching a search; and, once a vendor is chosen, maybe one of its services.
 */
export function VendorField({ eventId, value, onChange, errors }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const eventVendors = useEventVendors(eventId);
  const directory = usePublicVendors({ q: q || undefined, sort: 'rating', page: 1, size: RESULTS });
  const chosen = useQuery({
    ...publicVendorQueryOptions(value.vendorId ?? ''),
    enabled: !!value.vendorId,
    retry: false,
  });
  const eventVendorList = eventVendors.data ?? [];
  const eventVendorIds = new Set(eventVendorList.map((s) => s.vendorId));
  const others = (directory.data?.items ?? []).filter((v) => !eventVendorIds.has(v.id));
  const known =
    value.vendorId === null ||
    eventVendorIds.has(value.vendorId) ||
    others.some((v) => v.id === value.vendorId);
  const eventVendor = eventVendorList.find((s) => s.vendorId === value.vendorId);
  const services = chosen.data?.services ?? [];
  const serviceKnown =
    value.serviceId === null ||
    services.some((s) => s.id === value.serviceId) ||
    eventVendor?.serviceId === value.serviceId;

  const chooseVendor = (vendorId: string) => {
    const next = vendorId || null;
    // An event vendor's chosen service comes with it; another vendor's service does not.
    const service = eventVendorList.find((s) => s.vendorId === next)?.serviceId ?? null;
    onChange({ vendorId: next, serviceId: service });
  };

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="px-1 font-medium">Vendor (optional)</legend>
      <FormField
        id={`${id}-search`}
        label="Search the directory"
        description="The event's vendors are listed first."
      >
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
      <FormField
        id={`${id}-vendor`}
        label="Vendor"
        error={errors.vendorId}
        description={
          directory.isError
            ? "The directory could not be searched: only the event's vendors are listed."
            : undefined
        }
      >
        {(aria) => (
          <NativeSelect
            {...aria}
            value={value.vendorId ?? ''}
            onChange={(e) => chooseVendor(e.target.value)}
            className="w-full"
            aria-busy={directory.isFetching || eventVendors.isFetching}
          >
            <option value="">No vendor</option>
            {!known && value.vendorId && (
              <option value={value.vendorId}>{value.vendorName ?? 'The chosen vendor'}</option>
            )}
            {eventVendorList.length > 0 && (
              <optgroup label="This event's vendors">
                {eventVendorList.map((s) => (
                  <option key={s.vendorId} value={s.vendorId}>
                    {s.businessName}
                  </option>
                ))}
              </optgroup>
            )}
            {others.length > 0 && (
              <optgroup label="Directory">
                {others.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.businessName}
                    {v.city ? ` · ${v.city}` : ''}
                  </option>
                ))}
              </optgroup>
            )}
          </NativeSelect>
        )}
      </FormField>
      {value.vendorId && (
        <FormField id={`${id}-service`} label="Service (optional)" error={errors.serviceId}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={value.serviceId ?? ''}
              onChange={(e) => onChange({ ...value, serviceId: e.target.value || null })}
              className="w-full"
            >
              <option value="">No particular service</option>
              {!serviceKnown && value.serviceId && (
                <option value={value.serviceId}>
                  {value.serviceTitle ?? eventVendor?.serviceTitle ?? 'The chosen service'}
                </option>
              )}
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title} · {formatServicePrice(service)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    </fieldset>
  );
}
