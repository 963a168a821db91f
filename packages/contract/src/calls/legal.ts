import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ignoredUserId, language, listOf, nonEmptyString, requestBody, requestMessage } from '../fields';
import { SHELL } from '../route-names';

export const TERMS_TYPES = ['pp', 'tc'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];
const TERMS_MESSAGE = 'Please choose the privacy policy (pp) or the terms and conditions (tc) to accept.';

const termsTypeList = listOf(v.picklist(TERMS_TYPES, TERMS_MESSAGE), TERMS_MESSAGE);

/**
 * Records that the member accepted the privacy policy (pp) and/or the terms (tc).
 * A form may send `terms_type=pp`, repeated `terms_type` keys, or `terms_type[]`; all become one list.
 */
export const acceptTerms = defineCall({
  path: '/application/api/u/user/accept-terms',
  seed: '001',
  area: 'legal',
  auth: 'session',
  routes: SHELL,
  request: v.pipe(
    v.object(
      {
        terms_type: v.optional(termsTypeList),
        'terms_type[]': v.optional(termsTypeList),
        user_id: ignoredUserId,
      },
      requestMessage({}),
    ),
    v.transform((input) => ({
      terms_type: [...new Set([...(input.terms_type ?? []), ...(input['terms_type[]'] ?? [])])],
    })),
    v.check((input) => input.terms_type.length > 0, TERMS_MESSAGE),
  ),
  response: v.object({ success: v.boolean(), err: v.optional(v.string()) }),
});

/** A legal text by slug, base64-encoded; readable signed-out. */
export const getInfo = defineCall({
  path: '/application/api/u/info/get-info',
  readOnly: true,
  seed: '001',
  area: 'legal',
  auth: 'public',
  routes: SHELL,
  request: requestBody({
    slug: v.pipe(
      nonEmptyString('Please choose a document.', 200),
      v.regex(/^[\w-]+$/, 'Please choose a document.'),
    ),
    lang: v.optional(language()),
  }),
  response: v.object({
    success: v.boolean(),
    dynamic_string: v.object({ string: v.string(), title: v.optional(v.string()) }),
    err: v.optional(v.string()),
  }),
});
