import { createContext, type ReactNode, useContext } from 'react';
import { type Api, api } from '../api';

const ApiContext = createContext<Api>(api);

/** Supplies the API client; tests pass a client built with a fake `fetch` instead of mocking modules. */
export function ApiProvider({ client, children }: { client: Api; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of the nearest ApiProvider, or the app's default client. */
export function useApi(): Api {
  return useContext(ApiContext);
}
