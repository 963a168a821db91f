import { describe, expect, it } from 'vitest';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { callApi } from './api';
import { BOOT_CALL_FRESH_MS, BOOT_REPLIES_ID, takeBootCall } from './boot-replies';

describe('the first reads the server answered with the page (decision 0350)', () => {
  it('answers each inlined call once, for its own body, only in the first seconds, and checks it like any reply', async () => {
    const element = document.createElement('script');
    element.id = BOOT_REPLIES_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({
      calls: [
        [getUnreadNotifications.path, {}, { success: true, unread_count: 4 }],
        ['/application/api/u/other', { a: 1 }, { success: true }],
        ['/application/api/u/late', {}, { success: true }],
      ],
    });
    document.head.append(element);

    // through the data layer: no request, the reply validated against the call's contract
    expect(await callApi(getUnreadNotifications, {})).toMatchObject({ unread_count: 4 });
    expect(takeBootCall(getUnreadNotifications.path, {}, 0)).toBeUndefined();
    expect(takeBootCall('/application/api/u/other', { a: 2 }, 0)).toBeUndefined();
    expect(takeBootCall('/application/api/u/other', { a: 1 }, 0)).toEqual({ success: true });
    // a reply asked for long after the page loaded may be stale: it goes to the server
    expect(takeBootCall('/application/api/u/late', {}, BOOT_CALL_FRESH_MS + 1)).toBeUndefined();
  });
});
