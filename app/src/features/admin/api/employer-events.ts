import { createEmployerEvent as createCall, getEmployerEvents } from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useEmployerEvents = () => useCall(getEmployerEvents, {});

export const createEmployerEvent = (body: { title: string; description: string; start_at: string; end_at: string; capacity: number; is_virtual: boolean }) =>
  callApi(createCall, body);
