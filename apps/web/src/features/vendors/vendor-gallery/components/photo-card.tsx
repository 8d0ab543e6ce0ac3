import { useId, useState, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { VENDOR_PHOTO_ALT_MAX, type VendorPhoto } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { cn } from '@/lib/utils';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateVendorPhoto } from '../api/change-vendor-photos';
import type { ServiceChoice } from '../api/get-vendor-services';

export type MoveControl = 'up' | 'down';

type PhotoCardProps = {
  vendorId: string;
  photo: VendorPhoto;
  /** The vendor's services, one of which the photo may show. */
  services: readonly ServiceChoice[];
  /** From 1. */
  position: number;
  total: number;
  isCover: boolean;
  coverPending: boolean;
  dragging: boolean;
  /** To a position from 1; the control that asked, to focus it again afterwards. */
  onMove: (to: number, control: MoveControl) => void;
  onChooseCover: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
};

/** Arrow keys on a Move button move the photo too: one step, or to either end. */
const KEY_STEPS: Record<string, (position: number, total: number) => number> = {
  ArrowUp: (p) => p - 1,
  ArrowLeft: (p) => p - 1,
  ArrowDown: (p) => p + 1,
  ArrowRight: (p) => p + 1,
  Home: () => 1,
  End: (_p, total) => total,
};

/** One photo of the owner's gallery: its picture, place, alt text and actions. */
export function PhotoCard({
  vendorId,
  photo,
  services,
  position,
  total,
  isCover,
  coverPending,
  dragging,
  onMove,
  onChooseCover,
  onDelete,
  onDragStart,
  onDragEnd,
  onDropHere,
}: PhotoCardProps) {
  const smallest = photo.sources[0];

  function moveByKey(event: KeyboardEvent<HTMLButtonElement>, control: MoveControl) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const to = Math.min(total, Math.max(1, step(position, total)));
    onMove(to, to < position ? 'up' : to > position ? 'down' : control);
  }

  return (
    <li
      data-photo-id={photo.id}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', photo.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropHere();
      }}
      className={cn(
        'grid min-w-0 content-start gap-2 rounded-lg border bg-card p-2',
        dragging && 'opacity-50',
      )}
    >
      {smallest && (
        <img
          src={smallest.url}
          srcSet={photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
          sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.altText ?? ''}
          loading="lazy"
          draggable={false}
          className="aspect-[4/3] h-auto w-full rounded-md bg-muted object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">
          Photo {position} of {total}
        </span>
        {isCover && <Badge>Cover</Badge>}
        {!photo.altText && <Badge variant="destructive">Needs alt text</Badge>}
      </div>
      <AltTextForm vendorId={vendorId} photo={photo} position={position} />
      {services.length > 0 && (
        <ServicePicker vendorId={vendorId} photo={photo} services={services} position={position} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          data-move="up"
          aria-label={`Move photo ${position} up`}
          disabled={position === 1}
          onClick={() => onMove(position - 1, 'up')}
          onKeyDown={(event) => moveByKey(event, 'up')}
        >
          <ArrowUp aria-hidden="true" />
          Up
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-move="down"
          aria-label={`Move photo ${position} down`}
          disabled={position === total}
          onClick={() => onMove(position + 1, 'down')}
          onKeyDown={(event) => moveByKey(event, 'down')}
        >
          <ArrowDown aria-hidden="true" />
          Down
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={
            isCover ? `Photo ${position} is the cover` : `Make photo ${position} the cover`
          }
          aria-pressed={isCover}
          disabled={isCover || coverPending}
          onClick={onChooseCover}
        >
          <Star aria-hidden="true" />
          Cover
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete photo ${position}`}
          onClick={onDelete}
          className="text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The photo's alt text, saved on its own; the server's message shows under the field. */
function AltTextForm({
  vendorId,
  photo,
  position,
}: {
  vendorId: string;
  photo: VendorPhoto;
  position: number;
}) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(photo.altText ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateVendorPhoto(vendorId);
  const changed = value.trim() !== (photo.altText ?? '');

  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        update.mutate(
          { id: photo.id, altText: value },
          {
            onSuccess: () => toast.success(`Alt text of photo ${position} saved`),
            onError: (failure) => {
              const fieldErrors = isAxiosError<{ fieldErrors?: { altText?: string[] } }>(failure)
                ? failure.response?.data?.fieldErrors
                : undefined;
              setError(fieldErrors?.altText?.[0] ?? getErrorMessage(failure));
            },
          },
        );
      }}
    >
      <Label htmlFor={inputId}>Alt text of photo {position}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={inputId}
          value={value}
          maxLength={VENDOR_PHOTO_ALT_MAX}
          placeholder="What the photo shows"
          aria-invalid={error !== null || !photo.altText}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" className="h-10" disabled={!changed || update.isPending}>
          {update.isPending && <Spinner className="size-4" />}
          Save
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

/** The service the photo shows, saved as soon as it is chosen. */
function ServicePicker({
  vendorId,
  photo,
  services,
  position,
}: {
  vendorId: string;
  photo: VendorPhoto;
  services: readonly ServiceChoice[];
  position: number;
}) {
  const selectId = useId();
  const update = useUpdateVendorPhoto(vendorId);
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={selectId}>Service shown in photo {position}</Label>
      <NativeSelect
        id={selectId}
        value={photo.serviceId ?? ''}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { id: photo.id, serviceId: event.target.value || null },
            { onError: (error) => toast.error(getErrorMessage(error)) },
          )
        }
      >
        <option value="">No particular service</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
