import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { TriangleAlert } from 'lucide-react';
import { photosMissingAltText, type VendorPhoto } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { getErrorMessage } from '@/lib/get-error-message';
import { useVendorPhotos } from '../api/get-vendor-photos';
import { useServiceChoices } from '../api/get-vendor-services';
import type { OwnVendor } from '../api/get-own-vendors';
import {
  useDeleteVendorPhoto,
  useReorderVendorPhotos,
  useSetVendorCover,
} from '../api/change-vendor-photos';
import { PhotoCard, type MoveControl } from './photo-card';
import { PhotoUploads } from './photo-uploads';

/**
 * After a move, focus goes back to the control that made it (or its twin at an end), once
 * the photo is drawn at its new place (`to`, from 0).
 */
type PendingFocus = { photoId: string; control: MoveControl; to: number };

/** One vendor's photos: upload, order (drag or keys), alt text, cover, delete. */
export function GalleryEditor({ vendor }: { vendor: OwnVendor }) {
  const photos = useVendorPhotos(vendor.id);
  // Without services (or while they load) a photo simply has no service picker.
  const services = useServiceChoices(vendor.id);
  const reorder = useReorderVendorPhotos(vendor.id);
  const remove = useDeleteVendorPhoto(vendor.id);
  const setCover = useSetVendorCover();
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<VendorPhoto | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !list.current) return;
    const item = list.current.querySelector(`[data-photo-id="${target.photoId}"]`);
    if (!item || Array.from(list.current.children).indexOf(item) !== target.to) return;
    pendingFocus.current = null;
    const preferred = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]`);
    const fallback = item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (preferred && !preferred.disabled ? preferred : fallback)?.focus();
  });

  if (photos.isPending) {
    return (
      <div role="status" aria-label="Loading the photos" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="aspect-[4/3] w-full" />
      </div>
    );
  }
  if (photos.isError) {
    return (
      <LoadFailed
        what="the photos"
        error={photos.error}
        onRetry={() => void photos.refetch()}
        retrying={photos.isFetching}
      />
    );
  }

  const items = photos.data;
  const missing = photosMissingAltText(items);

  function move(photoId: string, to: number, control: MoveControl | null) {
    const from = items.findIndex((p) => p.id === photoId);
    if (from < 0 || to < 0 || to >= items.length || from === to) return;
    const ids = items.map((p) => p.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    pendingFocus.current = control ? { photoId, control, to } : null;
    setAnnouncement(`Photo moved from position ${from + 1} to ${to + 1} of ${items.length}.`);
    reorder.mutate(ids, {
      onError: (error) => {
        pendingFocus.current = null;
        setAnnouncement('The photo could not be moved; the previous order is back.');
        toast.error(getErrorMessage(error));
      },
    });
  }

  function chooseCover(photo: VendorPhoto, position: number) {
    setCover.mutate(
      { vendor, photoId: photo.id },
      {
        onSuccess: () => toast.success(`Photo ${position} is the cover`),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <PhotoUploads vendorId={vendor.id} photoCount={items.length} />
      {missing.length > 0 && (
        <Alert>
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>
            {missing.length === 1
              ? '1 photo needs alt text'
              : `${missing.length} photos need alt text`}
          </AlertTitle>
          <AlertDescription>
            Describe each photo for people who cannot see it before you submit the vendor for
            review: photo {missing.map((photo) => items.indexOf(photo) + 1).join(', ')}.
          </AlertDescription>
        </Alert>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-muted-foreground">
          No photos yet. Add photos of your work: the first one leads the gallery, and you can
          choose any of them as the cover.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Drag a photo to move it, or use its Move buttons (or the arrow keys on them).
          </p>
          <ol
            ref={list}
            aria-label="Photos in gallery order"
            className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {items.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                vendorId={vendor.id}
                photo={photo}
                services={services.data ?? []}
                position={index + 1}
                total={items.length}
                isCover={vendor.coverPhotoId === photo.id}
                coverPending={setCover.isPending}
                dragging={dragged === photo.id}
                onMove={(to, control) => move(photo.id, to - 1, control)}
                onChooseCover={() => chooseCover(photo, index + 1)}
                onDelete={() => setDeleting(photo)}
                onDragStart={() => setDragged(photo.id)}
                onDragEnd={() => setDragged(null)}
                onDropHere={() => {
                  if (dragged) move(dragged, index, null);
                  setDragged(null);
                }}
              />
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this photo?"
        description={
          deleting && vendor.coverPhotoId === deleting.id
            ? 'It is the cover: the vendor will have no cover until you choose another.'
            : 'It leaves the gallery and the storefront.'
        }
        confirmLabel="Delete photo"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Photo deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error(getErrorMessage(error)),
          });
        }}
      />
    </div>
  );
}
