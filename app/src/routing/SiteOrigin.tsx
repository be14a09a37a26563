import { createContext, useContext } from 'react';

/**
 * The site's public origin (PUBLIC_URL), for addresses shown in the page (the
 * share menu). The server passes it to the browser with its data, so both
 * render the same markup; without a server render it is the page's origin.
 */
const SiteOriginContext = createContext<string>('');

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
