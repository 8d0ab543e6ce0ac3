import { useId } from 'react';
import { format } from 'date-fns';
import type { RsvpDay } from '../api/get-event-stats';
import { fillRsvpDays, niceCeiling } from '../lib/rsvp-series';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/** '21 Nov' from 'yyyy-MM-dd', read as that calendar day (no zone shift). */
const shortDay = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM');
const longDay = (day: string) => format(new Date(`${day}T12:00:00`), 'EEE d MMM yyyy');

/**
 * Answers per day as stacked bars (accepted below, declined above), drawn in plain SVG.
 * The picture is summarised for screen readers, and the numbers are in a table below it.
 */
export function RsvpChart({ days, timeZone }: { days: readonly RsvpDay[]; timeZone: string }) {
  const id = useId();
  const series = fillRsvpDays(days);
  if (series.length === 0) {
    return <p className="text-sm text-muted-foreground">No guest has answered yet.</p>;
  }
  const accepted = series.reduce((sum, d) => sum + d.accepted, 0);
  const declined = series.reduce((sum, d) => sum + d.declined, 0);
  const top = niceCeiling(Math.max(...series.map((d) => d.accepted + d.declined)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / series.length;
  const barWidth = Math.max(1, Math.min(32, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  // Label at most about eight days on the axis.
  const labelEvery = Math.max(1, Math.ceil(series.length / 8));
  const first = series[0]!.day;
  const last = series.at(-1)!.day;
  const summary =
    `RSVPs per day from ${longDay(first)} to ${longDay(last)}: ` +
    `${accepted} accepted and ${declined} declined in all.`;

  return (
    <figure className="grid gap-3" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm text-muted-foreground">
        Answers per day, by the day they came in ({timeZone} calendar).
      </figcaption>
      <div className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        <span className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary" /> Accepted
        </span>
        <span className="flex items-center gap-2">
          <span className="size-3 rounded-sm bg-destructive" /> Declined
        </span>
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl overflow-visible"
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {Number.isInteger(tick) ? tick : ''}
            </text>
          </g>
        ))}
        {series.map((d, i) => {
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={d.day}>
              <title>{`${longDay(d.day)}: ${d.accepted} accepted, ${d.declined} declined`}</title>
              {d.accepted > 0 && (
                <rect
                  x={x}
                  width={barWidth}
                  y={y(d.accepted)}
                  height={y(0) - y(d.accepted)}
                  className="fill-primary"
                />
              )}
              {d.declined > 0 && (
                <rect
                  x={x}
                  width={barWidth}
                  y={y(d.accepted + d.declined)}
                  height={y(d.accepted) - y(d.accepted + d.declined)}
                  className="fill-destructive"
                />
              )}
              {i % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {shortDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Show the numbers as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">RSVPs per day</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Accepted
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Declined
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {longDay(d.day)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{d.accepted}</td>
                  <td className="py-1 text-right tabular-nums">{d.declined}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
