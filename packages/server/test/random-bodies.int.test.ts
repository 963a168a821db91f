import { it } from 'vitest';
import { domainHandlers } from '../src/domains';
import { identityHandlers } from '../src/identity/handlers';
import { withHarness } from './harness';
import { assertEdgeNumbersRefused, assertNoServerErrors } from './random-bodies';

withHarness('random bodies never cause a 5xx', (h) => {
  it(`over every mounted handler (${identityHandlers().length + domainHandlers.length})`, async () => {
    await assertNoServerErrors(h(), [...domainHandlers, ...identityHandlers()], Number(process.env.PROPERTY_RUNS ?? 15));
  }, 600_000);

  it('edge numbers (2^31, 2^53, -1, 1e308, "NaN") in every field of every handler', async () => {
    await assertEdgeNumbersRefused(h(), [...domainHandlers, ...identityHandlers()]);
  }, 600_000);
});
