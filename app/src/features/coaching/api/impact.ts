import { getImpactData } from '@portal/contract/calls/impact';
import { useCall } from '../../../lib/swr';

/** The member's bottles and trees and the organisations' totals. */
export function useImpactData() {
  return useCall(getImpactData, {});
}
