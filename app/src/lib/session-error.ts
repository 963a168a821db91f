import { createContext, useContext } from 'react';

/**
 * What the app does when a reply says the session has ended (3994). The app root provides it; the data
 * layer (lib/swr.ts), loaded only with the signed-in pages, reads it, so the login page ships without SWR.
 */
export const SessionErrorContext = createContext<() => void>(() => {});

export const useSessionErrorHandler = () => useContext(SessionErrorContext);
