import type { BytesResult } from './bytes';
import type { ChurnResult } from './churn';
import type { LighthousePage } from './lighthouse';
import type { LoadResult } from './load';
import type { Machine } from './machine';
import type { SeedResult } from './seed';
import type { WritesResult } from './writes';

export const parts = ['lighthouse', 'bytes', 'load', 'churn', 'writes'] as const;
export type Part = (typeof parts)[number];

/** Everything one run measured: written to bench/results/latest.json as is. */
export interface Results {
  date: string;
  machine: Machine;
  options: {
    parts: Part[];
    runs: number;
    posts: number;
    durationS: number;
    connections: number;
    loadRounds: number;
    writeRuns: number;
  };
  /** null: --skip-build. */
  buildMs: number | null;
  seed: SeedResult;
  pages: string[];
  start: {
    /** Empty database: migrations and the administrator (a password hash) included. */
    firstMs: number;
    /** Restart on the seeded database: the figure the budget checks. */
    coldMs: number;
    /** Of coldMs: until the port accepted connections; the rest is the first request to `/`. */
    coldListenMs: number;
  };
  /** After the load test (null when it did not run). */
  memory: { rssMb: number; peakMb: number } | null;
  lighthouse: LighthousePage[] | null;
  bytes: BytesResult | null;
  load: LoadResult[] | null;
  /** The load again while staff write (null when it did not run). */
  churn: ChurnResult | null;
  writes: WritesResult | null;
  budgets: BudgetCheck[];
  durationS: number;
}

export interface BudgetCheck {
  group: string;
  budget: string;
  actual: string;
  pass: boolean;
}

/** Paths as the tables show them: the measured post's slug as {slug} (the header names it once). */
export function label(results: Pick<Results, 'seed'>, text: string): string {
  return text.replaceAll(results.seed.showcase.slug, '{slug}');
}
