import { useRef, useState, type PointerEvent } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { VendorPhotoRef } from '@karamu/shared';

/** How far a finger must travel sideways (CSS pixels) for a swipe to change the photo. */
const SWIPE_MIN_PX = 50;

const srcSetOf = (photo: VendorPhotoRef) =>
  photo.sources.map((source) => `${source.url} ${source.width}w`).join(', ');

const nameOf = (photo: VendorPhotoRef, index: number) => photo.altText || `Photo ${index + 1}`;

/**
 * A storefront's gallery: thumbnails that load lazily at the size they are shown (their
 * width and height set, so nothing moves when they arrive), and a lightbox over the page
 * (arrow keys and swipes change the photo, Escape closes it, focus goes back to the
 * thumbnail of the photo last shown).
 */
export function VendorGallery({
  photos,
  label = 'Photos',
}: {
  photos: readonly VendorPhotoRef[];
  /** The list's accessible name. */
  label?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef(0);

  if (photos.length === 0) return null;

  return (
    <>
      <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id} className="min-w-0">
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => setOpen(index)}
              aria-label={`Open ${nameOf(photo, index)} (photo ${index + 1} of ${photos.length})`}
              className="block w-full overflow-hidden rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={photo.sources[0]?.url}
                srcSet={srcSetOf(photo)}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                width={photo.width}
                height={photo.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          if (open !== null) lastShown.current = open;
          setOpen(null);
        }}
        onReturnFocus={() => thumbnails.current[lastShown.current]?.focus()}
      />
    </>
  );
}

function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  onReturnFocus,
}: {
  photos: readonly VendorPhotoRef[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onReturnFocus: () => void;
}) {
  const swipeStart = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const show = (next: number) => onIndexChange((next + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || index === null) return;
    const travelled = event.clientX - start;
    if (Math.abs(travelled) >= SWIPE_MIN_PX) show(travelled < 0 ? index + 1 : index - 1);
  };

  return (
    <DialogPrimitive.Root open={photo !== undefined} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/90" />
        {photo && index !== null && (
          <DialogPrimitive.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              // Back to the thumbnail of the photo last shown, not of the one first opened.
              event.preventDefault();
              onReturnFocus();
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') show(index + 1);
              else if (event.key === 'ArrowLeft') show(index - 1);
              else return;
              event.preventDefault();
            }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            className="fixed inset-0 z-50 grid touch-pan-y grid-rows-[auto_1fr_auto] text-white outline-none"
          >
            <div className="flex items-center justify-between gap-2 p-3">
              <DialogPrimitive.Title className="min-w-0 truncate text-sm">
                {nameOf(photo, index)}{' '}
                <span className="text-white/80">
                  ({index + 1} of {count})
                </span>
              </DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label="Close"
                className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <div className="flex min-h-0 items-center justify-center px-2">
              <img
                key={photo.id}
                src={photo.sources[photo.sources.length - 1]?.url}
                srcSet={srcSetOf(photo)}
                sizes="100vw"
                width={photo.width}
                height={photo.height}
                alt={photo.altText ?? ''}
                className="max-h-full max-w-full object-contain select-none"
                draggable={false}
              />
            </div>
            {count > 1 && (
              <div className="flex justify-center gap-4 p-3">
                <button
                  type="button"
                  onClick={() => show(index - 1)}
                  aria-label="Previous photo"
                  className="rounded-full p-3 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => show(index + 1)}
                  aria-label="Next photo"
                  className="rounded-full p-3 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </div>
            )}
          </DialogPrimitive.Content>
        )}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
