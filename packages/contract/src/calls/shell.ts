import * as v from 'valibot';
import { defineCall } from '../define-call';
import { language, requestBody } from '../fields';
import { SHELL } from '../route-names';

/** One navigation entry; `name` is a route name of the registry (or an admin/external entry's own name). */
export const navItemSchema = v.object({
  name: v.string(),
  label: v.string(),
  path: v.string(),
  icon: v.optional(v.string()),
  /** an absolute URL opens in a new tab */
  external: v.optional(v.boolean()),
});
export type NavItem = v.InferOutput<typeof navItemSchema>;

/** What the calls below share: their spec seed and area, who may make them and the routes they serve. */
const shellCall = { seed: '000', area: 'shell', auth: 'session', routes: SHELL } as const;

/** Top and side navigation of the signed-in shell. */
export const getNav = defineCall({
  path: '/application/api/u/settings/get-nav',
  readOnly: true,
  ...shellCall,
  request: requestBody({
    platform: v.optional(v.picklist(['web'], 'The platform must be web.'), 'web'),
    language: v.optional(language()),
  }),
  response: v.object({
    success: v.boolean(),
    side_nav: v.array(navItemSchema),
    nav_elements: v.array(navItemSchema),
    nav: v.array(navItemSchema),
  }),
});

/** Whether the member has completed the Insights questionnaire. */
export const completedInsights = defineCall({
  path: '/application/api-hc/completed-insights',
  readOnly: true,
  ...shellCall,
  request: requestBody({}),
  response: v.object({ success: v.optional(v.boolean()), completed: v.boolean() }),
});
