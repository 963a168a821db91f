import { getAdminAnalytics } from '@portal/contract/calls/admin';
import { useCall } from '../../../lib/swr';

export interface AnalyticsRange {
  readonly from: string;
  readonly to: string;
  readonly locationId: number | null;
}

export const useAnalytics = (range: AnalyticsRange) =>
  useCall(getAdminAnalytics, { from: range.from, to: range.to, ...(range.locationId === null ? {} : { location_id: range.locationId }) }, { keepPreviousData: true });
