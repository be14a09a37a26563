import { createContext, useContext, type ReactNode } from 'react';
import { config } from '../config';
import { createApiClient, type ApiClient } from './client';

let browserClient: ApiClient | undefined;

/** The client the app uses unless a provider injects another (tests, server rendering). */
export function defaultApiClient(): ApiClient {
  browserClient ??= createApiClient({ baseUrl: config.apiBaseUrl });
  return browserClient;
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  return useContext(ApiContext) ?? defaultApiClient();
}
