import { designSystemPath } from '@firm/contract';
import { apiPaths } from '../api/apiPaths';
import { unwrap, type ApiClient } from '../api/client';

/**
 * The staff's 'Design system' link: the token is in this page's storage, out of reach of a plain
 * navigation, so the API first sets a short-lived cookie that only /design-system/ receives
 * (docs/api.md), then the browser opens the static Storybook the server serves there.
 */
export async function openDesignSystem(api: ApiClient, go: (url: string) => void = (url) => location.assign(url)) {
  unwrap(await api.post(apiPaths.user.designSystemSession));
  go(designSystemPath);
}
