import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinChat } from '@portal/contract/calls/chat';
import { callApi } from './api';
import { EARLY_CALL_FRESH_MS, takeEarlyCall } from './early-calls';

const reply = {
  success: true,
  token: 'tok',
  user_coach_name: 'Aoife Brennan',
  participants_mapping: [],
  friendly_name: 'Chat',
  user: 'member-1',
  status: 'active',
  chat_user_title: 'Coach',
  conversation_sid: 'CH1',
  init_conversation: false,
};

afterEach(() => {
  delete window.__portalEarlyCalls;
  vi.unstubAllGlobals();
});

describe("the loader's early calls (decision 0870)", () => {
  it("callApi takes the loader's response for the same path and body, once, instead of sending the call", async () => {
    window.__portalEarlyCalls = { [`${joinChat.path} {"type":"mental_health"}`]: Promise.resolve(new Response(JSON.stringify(reply), { status: 200 })) };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ...reply, token: 'second' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect((await callApi(joinChat, { type: 'mental_health' })).token).toBe('tok');
    expect(fetch).not.toHaveBeenCalled();
    // taken: the next join is the app's own
    expect((await callApi(joinChat, { type: 'mental_health' })).token).toBe('second');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another body is not the early call', () => {
    const sent = Promise.resolve(new Response('{}'));
    window.__portalEarlyCalls = { [`${joinChat.path} {"type":"mental_health"}`]: sent };
    expect(takeEarlyCall(joinChat.path, { type: 'health' }, 1)).toBeUndefined();
    expect(takeEarlyCall(joinChat.path, { type: 'mental_health' }, 1)).toBe(sent);
  });

  it("is not taken after the page's first seconds: a token minted for the page load is not handed to a later join", () => {
    window.__portalEarlyCalls = { [`${joinChat.path} {"type":"mental_health"}`]: Promise.resolve(new Response('{}')) };
    expect(takeEarlyCall(joinChat.path, { type: 'mental_health' }, EARLY_CALL_FRESH_MS + 1)).toBeUndefined();
    expect(window.__portalEarlyCalls).toBeUndefined();
  });
});
