import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The visual review report: what one storybook run found different from the baselines,
 * kept in `packages/ui/.visual-report/` (git-ignored) as `results.json`, the PNGs, and
 * `index.html`, which reads nothing but the PNGs beside it.
 */

/** Written on each story's test by `.storybook/vitest.setup.ts`, read by the reporter. */
export interface VisualMeta {
  /** The story's page was compared with its baseline (it rendered, and did not opt out). */
  compared: true;
  storyName: string;
}

declare module '@vitest/runner' {
  interface TaskMeta {
    visual?: VisualMeta;
  }
}

export interface ChangedStory {
  id: string;
  /** The folder title, e.g. "primitives/Button". */
  title: string;
  name: string;
  /** Paths relative to the report folder. */
  images: { baseline: string; actual: string; diff: string | null };
  /** The baseline the new image replaces when approved, relative to the repository root. */
  baselinePath: string;
  size: { baseline: [number, number]; actual: [number, number] };
  message: string;
}

export interface VisualResults {
  /** Stories whose page was compared with a baseline in that run. */
  compared: number;
  changed: ChangedStory[];
  /** Ids approved since the run (`npm run visual:approve`). */
  approved: string[];
}

export const reportDirOf = (root: string): string => path.join(root, 'packages/ui/.visual-report');

const resultsFile = (reportDir: string): string => path.join(reportDir, 'results.json');

export async function readResults(reportDir: string): Promise<VisualResults | null> {
  try {
    return JSON.parse(await readFile(resultsFile(reportDir), 'utf8')) as VisualResults;
  } catch {
    return null;
  }
}

/** Writes results.json and index.html. */
export async function writeReport(root: string, results: VisualResults): Promise<string> {
  const reportDir = reportDirOf(root);
  await mkdir(reportDir, { recursive: true });
  await writeFile(resultsFile(reportDir), `${JSON.stringify(results, null, 2)}\n`);
  const staticBuild = path.join(root, 'storybook-static', 'iframe.html');
  const html = renderReport(results, {
    staticIframe: existsSync(staticBuild) ? path.relative(reportDir, staticBuild).split(path.sep).join('/') : null,
  });
  const file = path.join(reportDir, 'index.html');
  await writeFile(file, html);
  return file;
}

/** Captures wider than this (px) get the report's full width. */
const WIDE = 480;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export function renderReport(results: VisualResults, options: { staticIframe: string | null }): string {
  const pending = results.changed.filter((story) => !results.approved.includes(story.id));
  const approved = results.changed.filter((story) => results.approved.includes(story.id));
  const summary =
    results.changed.length === 0
      ? `Nenhuma diferença visual — ${plural(results.compared, 'história comparada', 'histórias comparadas')}.`
      : `${plural(results.changed.length, 'história mudou', 'histórias mudaram')} de ${plural(results.compared, 'comparada', 'comparadas')}` +
        (approved.length > 0 ? ` (${plural(approved.length, 'aprovada', 'aprovadas')} desde então).` : '.');
  const section = (story: ChangedStory): string => {
    const id = encodeURIComponent(story.id);
    const links = [
      `<a href="http://localhost:6006/?path=/story/${id}">Storybook (localhost:6006)</a>`,
      options.staticIframe ? `<a href="${escapeHtml(options.staticIframe)}?id=${id}">build estático</a>` : null,
    ].filter(Boolean);
    const isApproved = results.approved.includes(story.id);
    const [bw, bh] = story.size.baseline;
    const [aw, ah] = story.size.actual;
    const figure = (label: string, src: string | null, note?: string): string =>
      `<figure><figcaption>${label}</figcaption>${
        src
          ? `<a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${label}: ${escapeHtml(story.name)}" loading="lazy"></a>`
          : `<p class="none">${note ?? ''}</p>`
      }</figure>`;
    // Wide pages (desktop viewports) one under another, at their own size; phones side by side.
    const classes = [Math.max(bw, aw) > WIDE ? 'wide' : '', isApproved ? 'approved' : ''].filter(Boolean);
    return `<section id="${escapeHtml(story.id)}"${classes.length > 0 ? ` class="${classes.join(' ')}"` : ''}>
  <h2>${escapeHtml(story.title)} › ${escapeHtml(story.name)}${isApproved ? ' <span class="tag">aprovada</span>' : ''}</h2>
  <p class="meta"><code>${escapeHtml(story.id)}</code> · ${links.join(' · ')} · <code>npm run visual:approve -- ${escapeHtml(story.id)}</code></p>
  <p class="message">${escapeHtml(story.message)}${bw !== aw || bh !== ah ? ` Tamanho: ${bw}×${bh} → ${aw}×${ah} px.` : ''}</p>
  <div class="images">
    ${figure('Referência', story.images.baseline)}
    ${figure('Nova', story.images.actual)}
    ${figure('Diferença', story.images.diff, 'Sem imagem de diferença: os tamanhos não coincidem.')}
  </div>
</section>`;
  };
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Revisão visual — ${escapeHtml(summary)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 32px; color: #1c1b19; background: #faf7f2; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .summary { font-size: 17px; margin: 0 0 8px; }
  .hint { color: #5c5852; margin: 0 0 24px; }
  nav ol { margin: 0 0 24px; padding-left: 20px; }
  section { background: #fff; border: 1px solid #d9d4cb; border-radius: 8px; padding: 16px 20px; margin: 0 0 24px; }
  section.approved { opacity: 0.55; }
  h2 { font-size: 17px; margin: 0 0 4px; }
  .tag { font-size: 12px; background: #ecf6f0; color: #14613b; border-radius: 4px; padding: 2px 6px; vertical-align: middle; }
  .meta, .message { margin: 0 0 12px; color: #45423d; font-size: 13px; }
  .message { white-space: pre-wrap; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  section.wide .images { grid-template-columns: minmax(0, 1fr); }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin: 0 0 6px; }
  figure img { display: block; max-width: 100%; max-height: 80vh; object-fit: contain; object-position: top left;
    border: 1px solid #d9d4cb; background: repeating-conic-gradient(#f3eee5 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #8a857c; font-style: italic; }
  a { color: #264268; }
</style>
</head>
<body>
<h1>Revisão visual das histórias</h1>
<p class="summary"><strong>${escapeHtml(summary)}</strong></p>
${
  results.changed.length === 0
    ? ''
    : `<p class="hint">Em cada história: a referência, a imagem nova e a diferença (pixels diferentes em vermelho). Aceitar uma mudança: <code>npm run visual:approve -- &lt;id&gt;</code>; aceitar todas: <code>npm run test:update-snapshots</code>.</p>
<nav><ol>${[...pending, ...approved].map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(s.title)} › ${escapeHtml(s.name)}</a></li>`).join('')}</ol></nav>
${[...pending, ...approved].map(section).join('\n')}`
}
</body>
</html>
`;
}
