/**
 * Checked files, so that the import after a preview does not read and check the same
 * file again (issue 13). An entry belongs to one user and one record imported into (an
 * event, an occasion) and is found by the file's SHA-256 and everything else the check
 * depended on (mapping, default country, extra mobile prefixes, currency): a changed file
 * or setting misses. Bounded by entries and rows,
 * oldest out first, and forgotten after a while.
 */
import { createHash } from 'node:crypto';
import type { SheetAnalysis } from './analyse-sheet';

const MAX_ENTRIES = 8;
/** About two 100,000-row files' worth of checked rows kept in memory. */
const MAX_ROWS = 200_000;
const TTL_MS = 30 * 60_000;

type Entry = { analysis: SheetAnalysis<string>; at: number };

export type AnalysisKeyParts = {
  userId: string;
  /** What is imported into, with its kind: `events/<id>`, `occasions/<id>`. */
  target: string;
  file: Uint8Array;
  /** Everything else the result depends on; serialised as JSON. */
  context: unknown;
};

export function analysisKey({ userId, target, file, context }: AnalysisKeyParts): string {
  const hash = createHash('sha256').update(file).digest('hex');
  return `${userId}\n${target}\n${hash}\n${JSON.stringify(context)}`;
}

export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): SheetAnalysis<string> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > TTL_MS) return undefined;
    // Map order is the eviction order: a hit moves to the back.
    this.entries.set(key, entry);
    return entry.analysis;
  }

  set(key: string, analysis: SheetAnalysis<string>): void {
    if (analysis.rows > MAX_ROWS) return;
    this.entries.delete(key);
    this.entries.set(key, { analysis, at: this.now() });
    let rows = 0;
    for (const entry of this.entries.values()) rows += entry.analysis.rows;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && rows <= MAX_ROWS) break;
      this.entries.delete(oldest);
      rows -= entry.analysis.rows;
    }
  }
}
