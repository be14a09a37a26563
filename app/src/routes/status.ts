/** The screens' load status, from an SWR result: data wins, so a failed revalidation keeps the page. */
export type LoadStatus = 'loading' | 'error' | 'ready';

export function loadStatus({ data, error }: { data?: unknown; error?: unknown }): LoadStatus {
  if (data !== undefined) return 'ready';
  return error ? 'error' : 'loading';
}
