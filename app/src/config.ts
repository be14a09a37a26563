/**
 * The app's build-time environment, checked once at start so a bad value fails
 * loudly with every problem listed, instead of as a puzzling network error later.
 */
export interface AppConfig {
  /** API origin; '' means the page's own origin (the default: the server serves both). */
  apiBaseUrl: string;
}

export function readConfig(env: Record<string, unknown>): AppConfig {
  const problems: string[] = [];
  const raw = env.VITE_API_BASE_URL ?? '';
  let apiBaseUrl = '';
  if (typeof raw !== 'string') {
    problems.push('VITE_API_BASE_URL must be a string');
  } else if (raw !== '') {
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push('VITE_API_BASE_URL must be http(s)');
      else if (url.search || url.hash) problems.push('VITE_API_BASE_URL must not have a query or hash');
      else apiBaseUrl = raw.replace(/\/+$/, '');
    } catch {
      problems.push(`VITE_API_BASE_URL is not an absolute URL: ${raw}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid app configuration:\n- ${problems.join('\n- ')}`);
  return { apiBaseUrl };
}

export const config: AppConfig = readConfig(import.meta.env);
