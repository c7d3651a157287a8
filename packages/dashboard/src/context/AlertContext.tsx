import { ALERT_DURATION_MS } from '@botfolio/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { AlertBanner } from '../components/AlertBanner';

export interface AlertApi {
  /** Shows `message` in the global banner for ALERT_DURATION_MS; a new message replaces the old one. */
  showAlert(message: string): void;
}

const AlertContext = createContext<AlertApi | null>(null);

/** Owns the global alert banner (spec: any message for 3000 ms, closable). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<{ message: string; id: number } | null>(null);
  const counter = useRef(0);

  const showAlert = useCallback((message: string) => {
    counter.current += 1;
    setAlert({ message, id: counter.current });
  }, []);

  // Keyed on the alert's id so the same message shown twice restarts the 3 s window.
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const value = useMemo(() => ({ showAlert }), [showAlert]);
  return (
    <AlertContext.Provider value={value}>
      {children}
      <AlertBanner message={alert?.message ?? null} onClose={() => setAlert(null)} />
    </AlertContext.Provider>
  );
}

/** The global alert banner's API. Must be used under <AlertProvider>. */
export function useAlert(): AlertApi {
  const value = useContext(AlertContext);
  if (!value) throw new Error('useAlert must be used inside <AlertProvider>');
  return value;
}
