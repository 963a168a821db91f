import { getAuditLog } from '@portal/contract/calls/admin';
import { useCall } from '../../../lib/swr';

export const useAuditLog = () => useCall(getAuditLog, {});
