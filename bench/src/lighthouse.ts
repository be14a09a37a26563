import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromiumArgs } from '../../packages/testkit/src/chromium';
import { closeOnExit, track } from './cleanup';
import { median } from './stats';

/**
 * Lighthouse 12 through its Node API on the system Chromium: the default config (mobile,
 * simulated throttling: a mid-range phone on slow 4G) and the desktop preset. Each page is
 * audited `runs` times; every figure reported is the median of the runs that completed.
 */

export type Preset = 'mobile' | 'desktop';
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categories)[number];

const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof metricAudits;

export interface LighthousePage {
  preset: Preset;
  page: string;
  runs: number;
  /** Runs that ended in an error (code and message), retried: the figures come from `runs` others. */
  errors: string[];
  /** 0–100, median. */
  scores: Record<CategoryId, number | null>;
  /** ms, except CLS (unitless); median. */
  metrics: Record<Metric, number | null>;
  /** Transfer bytes by resource type (Lighthouse's resource-summary), median. */
  bytes: Record<string, number>;
  /** Audits that cost points in accessibility, best practices or SEO (any run), with what they flag. */
  failing: string[];
  /**
   * From the last run: the LCP element and its phases, the largest layout shifts and their
   * causes; when any run blocked the main thread, each run's TBT and the long tasks of the worst.
   */
  diagnostics: string[];
  warnings: string[];
}

function summarize(preset: Preset, page: string, results: Result[], errors: string[]): LighthousePage {
  const pick = (value: (lhr: Result) => number | null | undefined): number | null => {
    const values = results.map(value).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    return values.length > 0 ? median(values) : null;
  };
  const scores = Object.fromEntries(
    categories.map((id) => [id, pick((lhr) => (lhr.categories[id]?.score ?? NaN) * 100)]),
  ) as LighthousePage['scores'];
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([key, audit]) => [key, pick((lhr) => lhr.audits[audit]?.numericValue)]),
  ) as LighthousePage['metrics'];

  const bytes: Record<string, number> = {};
  const types = new Set(results.flatMap((lhr) => resourceRows(lhr).map((row) => row.resourceType)));
  for (const type of types) {
    bytes[type] = pick((lhr) => resourceRows(lhr).find((row) => row.resourceType === type)?.transferSize ?? 0) ?? 0;
  }

  const failing = new Set<string>();
  for (const lhr of results) {
    for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const flagged = tableItems(audit.details).slice(0, 3).map(itemLabel).filter(Boolean);
          failing.add(`${id}: ${ref.id} (${audit.title})${flagged.length > 0 ? `: ${flagged.join('; ')}` : ''}`);
        }
      }
    }
  }
  const warnings = [...new Set(results.flatMap((lhr) => lhr.runWarnings.map(String)))];
  const last = results.at(-1);
  return {
    preset,
    page,
    runs: results.length,
    errors,
    scores,
    metrics,
    bytes,
    failing: [...failing],
    diagnostics: [...(last ? diagnose(last) : []), ...blocking(results)],
    warnings,
  };
}

type Item = Record<string, unknown> & { node?: { selector?: string; nodeLabel?: string } };

function tableItems(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Item[]) : [];
}

const clip = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A short name for a row of an audit's table: an issue type, a URL or an element. */
function itemLabel(item: Item): string {
  for (const value of [item.issueType, item.description, item.url, item.node?.selector, item.node?.nodeLabel]) {
    if (typeof value === 'string' && value !== '') return clip(value.replace(/\s+/g, ' '));
  }
  return '';
}

/** Why LCP and CLS are what they are, in one line each. */
function diagnose(lhr: Result): string[] {
  const lines: string[] = [];
  const [elementTable, phaseTable] = tableItems(lhr.audits['largest-contentful-paint-element']?.details);
  const element = tableItems(elementTable)[0];
  if (element?.node) {
    const phases = tableItems(phaseTable)
      .map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`)
      .join(', ');
    lines.push(`LCP element: ${itemLabel(element)} "${clip(element.node.nodeLabel ?? '', 40)}" (${phases})`);
  }
  for (const shift of tableItems(lhr.audits['layout-shifts']?.details).slice(0, 3)) {
    const causes = [...new Set(tableItems(shift.subItems).map((c) => String(c.cause)))].join(', ');
    lines.push(`layout shift ${Number(shift.score).toFixed(3)}: ${itemLabel(shift)}${causes ? ` (${causes})` : ''}`);
  }
  return lines;
}

/**
 * TBT is the sum over a few long tasks and swings from run to run: each run's figure, and the
 * long tasks (simulated start + duration, ms; the URL they are attributed to) of the worst run.
 */
function blocking(results: Result[]): string[] {
  const tbt = (lhr: Result) => lhr.audits[metricAudits.tbt]?.numericValue ?? 0;
  const worst = [...results].sort((a, b) => tbt(b) - tbt(a))[0];
  if (!worst || tbt(worst) === 0) return [];
  const tasks = tableItems(worst.audits['long-tasks']?.details).map((task) => {
    const url = typeof task.url === 'string' ? task.url : '';
    const name = URL.canParse(url) ? new URL(url).pathname : url;
    return `${Math.round(Number(task.startTime))}+${Math.round(Number(task.duration))} ${name || '(no URL)'}`;
  });
  return [
    `TBT by run: ${results.map((lhr) => Math.round(tbt(lhr))).join(', ')} ms`,
    `long tasks of the run with the highest TBT: ${tasks.join(', ')}`,
  ];
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

function resourceRows(lhr: Result): ResourceRow[] {
  const details = lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined;
  return details?.items ?? [];
}

/** One Lighthouse run in a Chrome of its own, as the CLI does (no state shared between runs). */
async function auditOnce(url: string, chromePath: string, config: Config | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  track(chrome.process);
  const untrack = closeOnExit(async () => chrome.kill());
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error('no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    untrack();
    chrome.kill();
  }
}

export async function runLighthouse(
  baseURL: string,
  pages: string[],
  runs: number,
  chromePath: string,
  progress: (message: string) => void,
): Promise<LighthousePage[]> {
  const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
  const out: LighthousePage[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const results: Result[] = [];
      const errors: string[] = [];
      // A run can fail for Lighthouse's own reasons (NO_NAVSTART on a starved CPU): such a run
      // is noted and retried, up to two extra attempts per page, so the median has `runs`.
      for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt++) {
        const started = performance.now();
        let outcome = '';
        try {
          results.push(await auditOnce(baseURL + page, chromePath, configs[preset]));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.push(message);
          outcome = `: failed (${message.split(':')[0]}), retrying`;
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        progress(`lighthouse ${preset} ${page} run ${attempt} (${seconds} s)${outcome}`);
      }
      out.push(summarize(preset, page, results, errors));
    }
  }
  return out;
}
