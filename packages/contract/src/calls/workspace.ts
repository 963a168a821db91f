import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ackReplySchema } from '../replies';
import { requestBody, stringId } from '../fields';

/**
 * The coach's workspace (issue 12, beyond the spec's 98 calls; decision 0201): a coach account sees the
 * coachees of the coaches it answers for, within its own client, and nobody else's.
 */
const WORKSPACE_ROUTES = ['coachWorkspace', 'coachConversation'] as const;
const conversationSid = stringId('Please choose a valid conversation.');

export const coacheeSchema = v.object({
  conversation_sid: v.string(),
  name: v.string(),
  /** 'active' or 'discharged' */
  status: v.string(),
  /** messages of the coachee the coach has not read */
  unread: v.number(),
  last_active_at: v.string(),
});

export const upcomingSessionSchema = v.object({
  start: v.string(),
  end: v.string(),
  delivery_type: v.string(),
  coachee_name: v.string(),
  coach_name: v.string(),
});

/** The coach's coachees with unread counts (the inbox), and their upcoming sessions. */
export const getCoachees = defineCall({
  path: '/application/api/u/workspace/get-coachees',
  readOnly: true,
  seed: '002',
  area: 'coach-workspace',
  auth: 'session',
  role: 'coach',
  routes: WORKSPACE_ROUTES,
  request: requestBody({}),
  response: v.object({ success: v.boolean(), coachees: v.array(coacheeSchema), upcoming: v.array(upcomingSessionSchema) }),
});

/** Opens one coachee's conversation from the coach's side: the coach's chat token and identity. */
export const joinCoacheeChat = defineCall({
  path: '/application/api/u/workspace/join-chat',
  seed: '002',
  area: 'coach-workspace',
  auth: 'session',
  role: 'coach',
  routes: WORKSPACE_ROUTES,
  request: requestBody({ conversation_sid: conversationSid }),
  response: v.object({
    success: v.boolean(),
    token: v.string(),
    /** the coach's chat identity */
    user: v.string(),
    coachee_name: v.string(),
    status: v.string(),
    conversation_sid: v.string(),
  }),
});

/** Discharges a coachee (they can no longer send) or restarts them. */
export const setCoacheeStatus = defineCall({
  path: '/application/api/u/workspace/set-coachee-status',
  seed: '002',
  area: 'coach-workspace',
  auth: 'session',
  role: 'coach',
  routes: WORKSPACE_ROUTES,
  request: requestBody({ conversation_sid: conversationSid, status: v.picklist(['active', 'discharged'], 'Please choose active or discharged.') }),
  response: ackReplySchema,
});

export const workspaceCalls = [getCoachees, joinCoacheeChat, setCoacheeStatus] as const;
