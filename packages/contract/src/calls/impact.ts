import * as v from 'valibot';
import { defineCall } from '../define-call';
import { requestBody } from '../fields';
import { count, dateText } from '../replies';
import { routesOf } from '../route-names';
import { REWARD_TYPES } from './achievements';

/** Personal and organisation-wide sustainability rewards (80 bottles = 1 kg of plastic). */
export const getImpactData = defineCall({
  path: '/application/api/u/impact/get-impact-data',
  readOnly: true,
  seed: '002',
  area: 'impact',
  auth: 'session',
  routes: routesOf('totalMentalHealthImpact'),
  request: requestBody({}),
  response: v.object({
    success: v.optional(v.boolean()),
    top_box: v.object({
      since: dateText,
      items: v.array(v.object({ title: v.optional(v.string()), bottles: count, trees: count })),
    }),
    your_items: v.array(
      v.object({
        icon: v.nullable(v.string()),
        title: v.string(),
        type: v.picklist(REWARD_TYPES),
        amount: count,
      }),
    ),
    total_trees: count,
    total_bottles: count,
  }),
});
