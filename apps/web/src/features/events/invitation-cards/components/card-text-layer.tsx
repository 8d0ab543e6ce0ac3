import {
  layOutCardRuns,
  type CardAlignment,
  type CardDesign,
  type CardTextValues,
} from '@karamu/shared';
import { useCardTextMeasure } from '../hooks/use-card-text-measure';
import { cardFontFamily } from '../lib/card-fonts';

const TEXT_ANCHORS: Readonly<Record<CardAlignment, 'start' | 'middle' | 'end'>> = {
  left: 'start',
  center: 'middle',
  right: 'end',
};

export type CardTextLayerProps = { design: CardDesign; values: CardTextValues };

/**
 * The card's texts for one guest, drawn from the shared layout's runs as the server draws
 * the PNG and the PDF: SVG in card units (the artwork's pixels), each run on its baseline
 * at its anchor. Ligatures and contextual forms are off because the server draws glyphs
 * one by one (kerned, not shaped).
 */
export function CardTextLayer({ design, values }: CardTextLayerProps) {
  const runs = layOutCardRuns(design, values, useCardTextMeasure());
  return (
    <svg
      data-card-text-layer
      aria-hidden="true"
      viewBox={`0 0 ${design.width} ${design.height}`}
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full select-none"
    >
      {runs.map(
        (run) =>
          run.kind === 'text' && (
            <text
              key={run.fieldId}
              data-card-run={run.fieldId}
              x={run.x}
              y={run.y}
              fontSize={run.size}
              fontFamily={cardFontFamily(run.font)}
              textAnchor={TEXT_ANCHORS[run.align]}
              fill={run.color}
              style={{ fontVariantLigatures: 'none', fontKerning: 'normal' }}
            >
              {run.text}
            </text>
          ),
      )}
    </svg>
  );
}
