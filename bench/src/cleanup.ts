import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * Whatever the benchmark starts (the server, the ceiling server, the build) and the temporary
 * directory it writes, so that an error, Ctrl-C or a crash never leaves them behind. Children
 * are killed by their own PID only.
 */
const children = new Set<ChildProcess>();
const directories = new Set<string>();
const closers = new Set<() => Promise<void>>();

export function track(child: ChildProcess): () => void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return () => children.delete(child);
}

export function removeOnExit(directory: string): void {
  directories.add(directory);
}

/** Async resources (browsers): closed on SIGINT/SIGTERM before exiting. */
export function closeOnExit(close: () => Promise<void>): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

function killAndRemove(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
  directories.clear();
}

export function installCleanup(): void {
  process.on('exit', killAndRemove);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark's processes…`);
      const closing = Promise.allSettled([...closers].map((close) => close()));
      const timeout = new Promise((resolve) => setTimeout(resolve, 5000));
      void Promise.race([closing, timeout]).finally(() => process.exit(130));
    });
  }
}
