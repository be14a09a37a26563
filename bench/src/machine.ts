import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string | null;
  /** 1-minute load average when the run started and when it ended: a busy machine shows here. */
  load: { start: number; end: number | null };
}

function chromiumVersion(chromePath: string | null): string | null {
  if (!chromePath) return null;
  try {
    // Debian's wrapper script prints noise on stderr; the version is on stdout.
    const out = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim() || null;
  } catch {
    return null;
  }
}

export function describeMachine(chromePath: string | null): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(chromePath),
    load: { start: os.loadavg()[0]!, end: null },
  };
}
