import { getHelpVersion } from '@portal/contract/calls/help';
import { useCall } from '../../../lib/swr';

/** Which help centre the member sees: with engagement points and levels when connected to the mental-health service. */
export const useHelpVersion = () => useCall(getHelpVersion, {});
