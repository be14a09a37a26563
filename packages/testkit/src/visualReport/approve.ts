import { access, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResults, reportDirOf, writeReport } from './report';

/** `*` matches any run of characters; anything else must match the story id exactly. */
const matcher = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/**
 * Accepts chosen changes of the last storybook run: copies the new images its report saved
 * over those stories' baselines, and marks them approved in the report.
 * Returns the approved ids (empty when nothing matched).
 */
export async function approve(root: string, patterns: string[]): Promise<string[]> {
  const reportDir = reportDirOf(root);
  const results = await readResults(reportDir);
  if (!results) throw new Error(`Sem relatório em ${reportDir}: rode os testes das histórias antes.`);
  const regexps = patterns.map(matcher);
  const chosen = results.changed.filter(
    (story) => !results.approved.includes(story.id) && regexps.some((re) => re.test(story.id)),
  );
  for (const story of chosen) {
    // Only ever replaces a baseline: a path that resolves to nothing means the report is stale.
    await access(path.join(root, story.baselinePath));
    await copyFile(path.join(reportDir, story.images.actual), path.join(root, story.baselinePath));
  }
  if (chosen.length > 0) {
    await writeReport(root, { ...results, approved: [...results.approved, ...chosen.map((s) => s.id)] });
  }
  return chosen.map((story) => story.id);
}

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const patterns = process.argv.slice(2).filter((arg) => arg !== '--');
  if (patterns.length === 0) {
    console.error('Uso: npm run visual:approve -- <id da história ou padrão com *> [...]');
    return 2;
  }
  const results = await readResults(reportDirOf(root));
  const approved = await approve(root, patterns);
  if (approved.length === 0) {
    const pending = results?.changed.filter((s) => !results.approved.includes(s.id)).map((s) => s.id) ?? [];
    console.error(
      `Nenhuma mudança pendente corresponde a ${patterns.join(', ')}.` +
        (pending.length > 0 ? `\nPendentes: ${pending.join(', ')}` : ''),
    );
    return 1;
  }
  for (const id of approved) console.info(`Referência atualizada: ${id}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
