import type { PageBytes, Resource } from './bytes';
import { label, type Results } from './results';

/** The run as tables: plain text for the terminal, Markdown for the dated report. */

type Row = string[];
interface Table {
  title: string;
  head: Row;
  rows: Row[];
  /** Lines printed under the table (details, notes). */
  notes?: string[];
}

const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const fixed = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
const ms = (value: number | null | undefined) => fixed(value);

/** Each JS and CSS file once, largest first, with the pages that load it. */
function chunks(pages: PageBytes[]): { res: Resource; on: string[] }[] {
  const byPath = new Map<string, { res: Resource; on: string[] }>();
  for (const page of pages) {
    for (const res of page.resources.filter((r) => r.kind === 'js' || r.kind === 'css')) {
      const entry = byPath.get(res.path) ?? { res, on: [] };
      entry.on.push(page.page);
      byPath.set(res.path, entry);
    }
  }
  return [...byPath.values()].sort((a, b) => b.res.bytes - a.res.bytes);
}

function tables(r: Results): Table[] {
  const out: Table[] = [];
  const at = (text: string) => label(r, text);

  if (r.lighthouse) {
    out.push({
      title: `Lighthouse (median of ${r.options.runs}; ms; transfer kB by type)`,
      head: [
        'preset',
        'page',
        'perf',
        'a11y',
        'bp',
        'seo',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'SI',
        'JS',
        'CSS',
        'img',
        'font',
        'doc',
        'total',
      ],
      rows: r.lighthouse.map((p) => [
        p.preset,
        at(p.page),
        fixed(p.scores.performance),
        fixed(p.scores.accessibility),
        fixed(p.scores['best-practices']),
        fixed(p.scores.seo),
        ms(p.metrics.fcp),
        ms(p.metrics.lcp),
        ms(p.metrics.tbt),
        fixed(p.metrics.cls, 3),
        ms(p.metrics.si),
        kB(p.bytes.script),
        kB(p.bytes.stylesheet),
        kB(p.bytes.image),
        kB(p.bytes.font),
        kB(p.bytes.document),
        kB(p.bytes.total),
      ]),
      notes: r.lighthouse.flatMap((p) => {
        const where = `${p.preset} ${at(p.page)}`;
        return [
          ...p.errors.map((e) => `${where}: a run failed (retried): ${e}`),
          ...p.failing.map((f) => `${where}: ${f}`),
          ...p.diagnostics.map((d) => `${where}: ${d}`),
          ...p.warnings.map((w) => `${where}: warning: ${w}`),
        ];
      }),
    });
  }

  if (r.bytes) {
    const pages = [...r.bytes.pages, ...(r.bytes.editor ? [r.bytes.editor] : [])];
    out.push({
      title: 'First load, compressed kB (fresh browser; CSS includes inline style blocks)',
      head: ['page', 'JS', 'CSS', 'inline CSS', 'total', 'requests', 'back-office libraries', 'other origins'],
      rows: pages.map((p) => [
        p.finalPath === p.page ? at(p.page) : `${at(p.page)} → ${at(p.finalPath)}`,
        kB(p.js),
        kB(p.css),
        kB(p.inlineCss),
        kB(p.total),
        String(p.requests),
        p.libraries.join(', ') || 'none',
        String(p.foreign.length),
      ]),
      notes: [
        ...chunks(pages).map(
          ({ res, on }) =>
            `${res.path} ${kB(res.bytes)} kB ${res.encoding} on ${on.map(at).join(' ')}` +
            (res.packages.length > 0 ? ` [${res.packages.join(' ')}]` : '') +
            (res.libraries.length > 0 ? ` BACK OFFICE: ${res.libraries.join(', ')}` : ''),
        ),
        ...pages.flatMap((p) => p.foreign.map((url) => `${at(p.page)}: other origin: ${url}`)),
        ...pages.flatMap((p) => p.failed.map((f) => `${at(p.page)}: failed: ${at(f)}`)),
        ...pages.flatMap((p) => p.console.map((m) => `${at(p.page)}: console ${at(m)}`)),
        ...pages.flatMap((p) => p.issues.map((i) => `${at(p.page)}: DevTools issue ${at(i)}`)),
        ...r.bytes.blindSpots.map((b) => `detector self-check: ${b}`),
      ],
    });
  }

  if (r.load) {
    const tool = r.load[0]?.tool ?? 'wrk';
    out.push({
      title: `Server under load (${tool}, ${r.options.connections} connections, ${r.options.durationS} s after a warm-up; median of ${r.options.loadRounds} rounds, each against the ceiling measured just before)`,
      head: ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'kB/resp', 'encoding', '% of ceiling'],
      rows: r.load.map((l) => [
        l.name,
        at(l.path),
        fixed(l.rps),
        fixed(l.p50Ms, 2),
        fixed(l.p99Ms, 2),
        l.errors === 0 ? '0' : `${l.errors} (${l.errorKinds})`,
        kB(l.responseBytes),
        l.encoding,
        l.ratio === null ? '–' : fixed(l.ratio * 100),
      ]),
      notes: r.load.flatMap((l) => (l.failure ? [`${l.name}: not measured: ${at(l.failure)}`] : [])),
    });
  }

  if (r.churn) {
    const c = r.churn;
    out.push({
      title: `Load with writes (the same load; meanwhile ${c.edited} is edited every 200 ms and staff sign in every second): ${c.edits} edits, ${c.signIns} sign-ins, ${c.staleReads} stale of ${c.readsChecked} reads after an acknowledged edit`,
      head: [
        'target',
        'path',
        'quiet req/s',
        'with writes req/s',
        'kept %',
        'quiet p99 ms',
        'with writes p99 ms',
        'errors',
      ],
      rows: c.targets.map((t) => [
        t.name,
        at(t.path),
        fixed(t.quiet.rps),
        fixed(t.busy.rps),
        fixed(t.kept * 100),
        fixed(t.quiet.p99Ms, 2),
        fixed(t.busy.p99Ms, 2),
        t.busy.errors === 0 ? '0' : `${t.busy.errors} (${t.busy.errorKinds})`,
      ]),
      notes: [
        ...c.writeErrors.map((e) => `write error: ${at(e)}`),
        ...c.targets.flatMap((t) => (t.busy.failure ? [`${t.name}: not measured: ${at(t.busy.failure)}`] : [])),
      ],
    });
  }

  const startRows: Row[] = [
    ['first start, empty database (to first 200 on /)', `${ms(r.start.firstMs)} ms`],
    [
      `cold start, ${r.seed.posts} posts (to first 200 on /)`,
      `${ms(r.start.coldMs)} ms (listening after ${ms(r.start.coldListenMs)} ms)`,
    ],
  ];
  if (r.memory) {
    startRows.push(['RSS after the load', `${fixed(r.memory.rssMb)} MB`]);
    startRows.push(['peak RSS (VmHWM)', `${fixed(r.memory.peakMb)} MB`]);
  }
  if (r.writes) {
    startRows.push([
      `publish a post, 10 sections + 3 images (median of ${r.writes.runs})`,
      `${ms(r.writes.medianMs)} ms (min ${ms(r.writes.minMs)}, max ${ms(r.writes.maxMs)})`,
    ]);
  }
  out.push({ title: 'Start, memory, writes', head: ['measure', 'value'], rows: startRows });

  out.push({
    title: 'Budgets',
    head: ['', 'group', 'budget', 'actual'],
    rows: r.budgets.map((b) => [b.pass ? 'ok' : 'MISS', b.group, b.budget, b.actual]),
  });
  return out;
}

function header(r: Results): string[] {
  const m = r.machine;
  return [
    `Date: ${r.date}`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; ${m.chromium ?? 'no browser'}`,
    `Load average (1 min): ${m.load.start.toFixed(2)} at the start, ${fixed(m.load.end, 2)} at the end`,
    `Parts: ${r.options.parts.join(', ')}; build ${r.buildMs === null ? 'skipped' : `${(r.buildMs / 1000).toFixed(1)} s`}; ` +
      `seed ${r.seed.posts} posts, ${r.seed.uploads} image uploads in ${(r.seed.ms / 1000).toFixed(1)} s; ` +
      `total ${r.durationS.toFixed(0)} s`,
    `Post page: /blog/${r.seed.showcase.slug}`,
  ];
}

function pad(rows: Row[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

export function textReport(r: Results): string {
  const lines = header(r);
  for (const t of tables(r)) {
    lines.push('', t.title, ...pad([t.head, ...t.rows]).map((line) => `  ${line}`));
    for (const note of t.notes ?? []) lines.push(`    ${note}`);
  }
  const misses = r.budgets.filter((b) => !b.pass);
  lines.push('', misses.length === 0 ? 'Every budget met.' : `${misses.length} budget(s) missed.`);
  return lines.join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function markdownReport(r: Results): string {
  const lines = [`# Benchmark ${r.date.slice(0, 10)}`, '', ...header(r).map((line) => `- ${line}`)];
  for (const t of tables(r)) {
    lines.push(
      '',
      `## ${t.title}`,
      '',
      `| ${t.head.map(cell).join(' | ')} |`,
      `|${t.head.map(() => ' --- ').join('|')}|`,
    );
    for (const row of t.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
    if (t.notes && t.notes.length > 0) lines.push('', ...t.notes.map((note) => `- ${cell(note)}`));
  }
  const misses = r.budgets.filter((b) => !b.pass);
  lines.push('', misses.length === 0 ? 'Every budget met.' : `**${misses.length} budget(s) missed.**`, '');
  return lines.join('\n');
}
