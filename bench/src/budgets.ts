import { label, type BudgetCheck, type Results } from './results';

/** The budgets of issue 7, as numbers. kB = 1000 bytes, as Vite reports chunk sizes. */
export const budgets = {
  lighthouseMobile: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** "CLS 0.00": the two-decimal figure Lighthouse shows must read 0.00. */
  clsBelow: 0.005,
  tbtMs: 50,
  lcpMs: 1800,
  jsBytes: 100_000,
  cssBytes: 20_000,
  /** Share of the bare node:http ceiling. */
  pageRatio: 0.5,
  apiListRatio: 0.5,
  p99Ms: 25,
  /** Under writes (issue 15): the share of its quiet rate each other post's detail and page keeps. */
  keptUnderWrites: 0.5,
  rssMb: 200,
  coldStartMs: 2000,
} as const;

const num = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);

/** Every budget that applies to what this run measured; a missing figure is a miss. */
export function checkBudgets(results: Omit<Results, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (group: string, budget: string, actual: string, pass: boolean) =>
    checks.push({ group, budget, actual, pass });

  for (const page of results.lighthouse?.filter((p) => p.preset === 'mobile') ?? []) {
    const group = `Lighthouse mobile ${label(results, page.page)}`;
    for (const [category, minimum] of Object.entries(budgets.lighthouseMobile)) {
      const score = page.scores[category as keyof typeof page.scores];
      check(group, `${category} ≥ ${minimum}`, num(score), score !== null && score >= minimum);
    }
    const { cls, tbt, lcp } = page.metrics;
    check(group, 'CLS 0.00', num(cls, 3), cls !== null && cls < budgets.clsBelow);
    check(group, `TBT ≤ ${budgets.tbtMs} ms`, `${num(tbt)} ms`, tbt !== null && tbt <= budgets.tbtMs);
    check(group, `LCP ≤ ${budgets.lcpMs / 1000} s`, `${num(lcp)} ms`, lcp !== null && lcp <= budgets.lcpMs);
    const wanted = results.options.runs;
    if (page.runs < wanted) check(group, `${wanted} runs complete`, `${page.runs}: ${page.errors.join('; ')}`, false);
  }

  for (const page of results.bytes?.pages ?? []) {
    const group = `First load ${label(results, page.page)}`;
    check(group, `JS ≤ ${budgets.jsBytes / 1000} kB`, `${num(page.js / 1000, 1)} kB`, page.js <= budgets.jsBytes);
    check(group, `CSS ≤ ${budgets.cssBytes / 1000} kB`, `${num(page.css / 1000, 1)} kB`, page.css <= budgets.cssBytes);
    check(group, 'no back-office library', page.libraries.join(', ') || 'none', page.libraries.length === 0);
    check(group, 'no request to another origin', page.foreign.join(', ') || 'none', page.foreign.length === 0);
    if (page.finalPath !== page.page)
      check(group, 'stays on the page', `ended on ${label(results, page.finalPath)}`, false);
  }

  const load = results.load ?? [];
  const ratioOf = (name: string, minimum: number, what: string) => {
    const target = load.find((l) => l.name === name);
    if (!target) return;
    const ratio = target.ratio;
    const actual = ratio === null ? 'n/a' : `${num(ratio * 100)} %`;
    check('Load', `${what} ≥ ${minimum * 100} % of the bare ceiling`, actual, ratio !== null && ratio >= minimum);
  };
  ratioOf('page-post', budgets.pageRatio, 'SSR /blog/{slug}');
  ratioOf('api-list', budgets.apiListRatio, 'public JSON list');
  for (const target of load.filter((l) => l.name !== 'ceiling')) {
    check(
      'Load',
      `${target.name}: p99 ≤ ${budgets.p99Ms} ms`,
      `${num(target.p99Ms, 1)} ms`,
      target.p99Ms <= budgets.p99Ms,
    );
    const errors = target.failure ? `not measured: ${target.failure}` : String(target.errors);
    check('Load', `${target.name}: zero errors`, errors, target.errors === 0);
  }

  const churn = results.churn;
  if (churn) {
    // The posts read are not the one edited: their details and pages must not suffer.
    for (const target of churn.targets.filter((t) => t.name === 'api-posts' || t.name === 'page-posts')) {
      const group = 'Load with writes';
      check(
        group,
        `${target.name}: ≥ ${budgets.keptUnderWrites * 100} % of its quiet rate`,
        `${num(target.kept * 100)} % (${num(target.busy.rps)} of ${num(target.quiet.rps)} req/s)`,
        target.kept >= budgets.keptUnderWrites,
      );
      check(
        group,
        `${target.name}: p99 ≤ ${budgets.p99Ms} ms`,
        `${num(target.busy.p99Ms, 1)} ms`,
        target.busy.p99Ms <= budgets.p99Ms,
      );
    }
    for (const target of churn.targets) {
      const errors = target.busy.failure ? `not measured: ${target.busy.failure}` : String(target.busy.errors);
      check('Load with writes', `${target.name}: zero errors`, errors, target.busy.errors === 0);
    }
    check(
      'Load with writes',
      'zero stale reads after an acknowledged write',
      `${churn.staleReads} of ${churn.readsChecked}`,
      churn.staleReads === 0 && churn.readsChecked > 0,
    );
    check('Load with writes', 'zero write errors', churn.writeErrors.join('; ') || '0', churn.writeErrors.length === 0);
  }

  if (results.memory) {
    const { rssMb } = results.memory;
    check('Memory', `RSS after the load ≤ ${budgets.rssMb} MB`, `${num(rssMb)} MB`, rssMb <= budgets.rssMb);
  }
  const cold = results.start.coldMs;
  check(
    'Start',
    `cold start to first 200 ≤ ${budgets.coldStartMs / 1000} s`,
    `${num(cold)} ms`,
    cold <= budgets.coldStartMs,
  );
  return checks;
}
