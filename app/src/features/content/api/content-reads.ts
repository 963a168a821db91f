import { recordContentRead } from '@portal/contract/calls/content';
import { callApi } from '../../../lib/api';

/** Tells the server the member read a library article, video or podcast (counted once per item and day). */
export const recordRead = (itemId: number) => callApi(recordContentRead, { item_id: itemId });
