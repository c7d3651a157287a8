import type { ReactNode } from 'react';
import { type Api, api as defaultApi } from './api';
import { AlertProvider } from './context/AlertContext';
import { ApiProvider } from './context/ApiContext';
import { UserProvider } from './context/UserContext';

export interface AppProvidersProps {
  children: ReactNode;
  /** The API client; tests pass one built with a fake fetch. */
  api?: Api;
  /** Page reload after logout; tests pass a spy. */
  reload?: () => void;
}

/** Every context the screens rely on, in dependency order (user needs the API; screens need alerts). */
export function AppProviders({ children, api = defaultApi, reload }: AppProvidersProps) {
  return (
    <ApiProvider client={api}>
      <AlertProvider>
        <UserProvider {...(reload ? { reload } : {})}>{children}</UserProvider>
      </AlertProvider>
    </ApiProvider>
  );
}
