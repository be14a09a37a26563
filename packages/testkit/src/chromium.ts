import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * The test tools cannot download a browser on this network, so every browser
 * test (stories, end to end, benchmark) drives the system Chromium found here.
 */
const DEFAULT_PATH = '/usr/bin/chromium';

/** Flags that keep a root, headless Chromium off the network and the sandbox. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canUseApt(): boolean {
  return process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get');
}

/** The browser `resolveChromium` would use, if it is there already (nothing installed). */
export function findChromium(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured) return isExecutable(configured) ? configured : undefined;
  return isExecutable(DEFAULT_PATH) ? DEFAULT_PATH : undefined;
}

/**
 * `CHROME_PATH` when set, else Debian's Chromium; installs it with apt-get when
 * it is missing and this process may, otherwise stops with one clear sentence.
 */
export function resolveChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!isExecutable(configured)) {
      throw new Error(`CHROME_PATH aponta para ${configured}, que não é um executável.`);
    }
    return configured;
  }
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
  if (canUseApt()) {
    console.info('Chromium não encontrado: instalando o pacote chromium do Debian…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  throw new Error(
    'Chromium não encontrado: instale-o com "sudo apt-get install chromium" ou aponte CHROME_PATH para um Chrome/Chromium.',
  );
}
