import { getSession } from '@portal/contract/calls/auth';
import type { SessionUser } from '@portal/contract/calls/auth';
import { ApiError, callApi } from './api';

/** Asks the server whose session the cookie is; null when there is none (3994). Loaded apart from the first paint. */
export async function fetchSessionMember(): Promise<SessionUser | null> {
  try {
    return (await callApi(getSession, {})).user;
  } catch (error) {
    if (error instanceof ApiError && error.isSessionError) return null;
    throw error;
  }
}
