import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  SESSION_ERROR_CODE,
  errorReplySchema,
  isSessionError,
  notImplementedReply,
  sessionErrorReply,
  toReplyIssues,
  validationErrorReply,
} from './errors';

describe('session error 3994', () => {
  it('is the code of the session reply', () => {
    expect(SESSION_ERROR_CODE).toBe(3994);
    expect(sessionErrorReply().err).toContain('3994');
    expect(isSessionError(sessionErrorReply())).toBe(true);
  });

  it.each([
    [{ err: '3994' }, true],
    [{ err: 3994 }, true],
    [{ success: false, err: 'Error 3994: invalid token' }, true],
    [{ error: 'session 3994' }, true],
    [{ message: '3994' }, true],
    [{ err: 'Access code not recognised' }, false],
    [{ err: 399 }, false],
    [{ error: 3994 }, false],
    [{ success: true }, false],
    ['3994', false],
    [null, false],
  ])('%j -> %s', (reply, expected) => {
    expect(isSessionError(reply)).toBe(expected);
  });
});

describe('error replies', () => {
  it('all match the error shape', () => {
    for (const reply of [
      sessionErrorReply(),
      notImplementedReply('/application/api/u/x'),
      validationErrorReply([]),
    ]) {
      expect(v.is(errorReplySchema, reply)).toBe(true);
    }
  });

  it('uses the first issue as the error text', () => {
    const schema = v.object({ dob: v.string('You must be at least 16 years old to use this service.') });
    const issues = toReplyIssues(v.safeParse(schema, { dob: 5 }).issues ?? []);
    expect(validationErrorReply(issues)).toEqual({
      success: false,
      err: 'You must be at least 16 years old to use this service.',
      issues: [{ path: 'dob', message: 'You must be at least 16 years old to use this service.' }],
    });
  });

  it('names the path of a call that is not implemented', () => {
    expect(notImplementedReply('/application/api/u/x').err).toContain('/application/api/u/x');
  });
});
