import { describe, expect, it } from 'vitest';
import { getNav } from '@portal/contract/calls/shell';
import { examples } from '@portal/contract/examples';
import { answer, mockCalls } from './mock-calls';

const post = (path: string, body: unknown = {}) =>
  fetch(path, { method: 'POST', body: JSON.stringify(body) }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as unknown,
  }));

describe('mockCalls', () => {
  it('answers from the contract examples by default and records each body', async () => {
    const api = mockCalls();
    const reply = await post(getNav.path, { platform: 'web' });
    expect(reply).toEqual({ status: 200, body: examples[getNav.path]!.reply });
    expect(api.bodiesOf(getNav)).toEqual([{ platform: 'web' }]);
  });

  it('answers an override, by value or from the request body, with its own status', async () => {
    mockCalls([
      answer(getNav, (body) => ({ success: true, nav: [], side_nav: [], nav_elements: [], platform: body.platform })),
    ]);
    expect((await post(getNav.path, { platform: 'web' })).body).toMatchObject({ platform: 'web', nav: [] });
    mockCalls([answer(getNav, { status: 500, body: { success: false, err: 'boom' } })]);
    expect(await post(getNav.path)).toEqual({ status: 500, body: { success: false, err: 'boom' } });
  });

  it('refuses a call with neither an override nor an example', async () => {
    const api = mockCalls();
    await expect(post('/application/api/u/no-such-call')).rejects.toThrow(
      'mockCalls: /application/api/u/no-such-call has neither an override nor an example',
    );
    // the test fails at its end too, unless it takes the unanswered call as this one does
    expect(api.takeUnanswered()).toEqual(['/application/api/u/no-such-call']);
  });
});
