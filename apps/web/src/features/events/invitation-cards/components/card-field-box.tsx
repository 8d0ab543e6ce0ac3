import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { QrCode } from 'lucide-react';
import { getCardFieldHeight, type CardField } from '@karamu/shared';
import { cn } from '@/lib/utils';
import {
  describeField,
  nudgeField,
  placeField,
  resizeField,
  type ArtworkSize,
} from '../lib/card-layout';

type Drag = {
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  start: CardField;
  /** The canvas on screen: pointer pixels become fractions of the artwork. */
  canvas: DOMRect;
};

export type CardFieldBoxProps = {
  field: CardField;
  size: ArtworkSize;
  selected: boolean;
  /** False shows the field where it is, without moving it. */
  editable: boolean;
  hintId: string;
  onSelect: () => void;
  onChange: (field: CardField) => void;
};

/**
 * One placed field's box (its text is drawn beneath by the canvas's text layer, from the
 * shared layout): dragged with any pointer (mouse, pen, finger), widened by its right
 * edge, moved with the arrow keys.
 */
export function CardFieldBox({
  field,
  size,
  selected,
  editable,
  hintId,
  onSelect,
  onChange,
}: CardFieldBoxProps) {
  const drag = useRef<Drag | null>(null);

  function begin(event: PointerEvent<HTMLElement>, mode: Drag['mode']) {
    if (!editable || event.button !== 0) return;
    const canvas = event.currentTarget.closest('[data-card-canvas]')?.getBoundingClientRect();
    if (!canvas || canvas.width === 0) return;
    // The edge handle sits inside the box: its press must not also start a move.
    event.stopPropagation();
    // Captured, the pointer's moves keep coming here when it leaves the box (or the canvas).
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start: field,
      canvas,
    };
    onSelect();
  }

  function follow(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / current.canvas.width;
    const dy = (event.clientY - current.startY) / current.canvas.height;
    onChange(
      current.mode === 'move'
        ? placeField(current.start, { x: current.start.x + dx, y: current.start.y + dy }, size)
        : resizeField(current.start, current.start.width + dx, size),
    );
  }

  function end(event: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }

  function key(event: KeyboardEvent<HTMLElement>) {
    if (!editable) return;
    const moved = nudgeField(field, event.key, event.shiftKey, size);
    if (!moved) return;
    event.preventDefault();
    onSelect();
    onChange(moved);
  }

  const pointer = { onPointerMove: follow, onPointerUp: end, onPointerCancel: end };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={describeField(field)}
      aria-pressed={selected}
      aria-describedby={editable ? hintId : undefined}
      data-field-id={field.id}
      onPointerDown={(event) => begin(event, 'move')}
      onFocus={onSelect}
      onKeyDown={key}
      {...pointer}
      className={cn(
        'absolute touch-none outline-offset-1 select-none focus-visible:outline-2 focus-visible:outline-ring',
        editable && 'cursor-move',
        selected ? 'outline-2 outline-primary' : 'outline-1 outline-primary/40 outline-dashed',
      )}
      style={{
        left: `${field.x * 100}%`,
        top: `${field.y * 100}%`,
        width: `${field.width * 100}%`,
        height: `${getCardFieldHeight(field, size) * 100}%`,
      }}
    >
      {field.kind === 'qr' && (
        <div className="grid size-full place-items-center border-2 border-dashed border-current bg-white/80 text-neutral-700">
          <QrCode aria-hidden="true" className="size-1/2" />
        </div>
      )}
      {editable && selected && (
        <span
          aria-hidden="true"
          data-resize-handle
          onPointerDown={(event) => begin(event, 'resize')}
          {...pointer}
          className="absolute top-1/2 -right-1.5 h-4 w-3 -translate-y-1/2 cursor-ew-resize rounded-sm border border-background bg-primary"
        />
      )}
    </div>
  );
}
