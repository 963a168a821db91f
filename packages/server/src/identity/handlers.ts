import { alternativeLogin, getSession, logout, ssoPreCheck, ssoRegister } from '@portal/contract/calls';
import { endLoginAs, findLoginAsMembers, getEmailVerification, sendEmailVerification, startLoginAs } from '@portal/contract/calls/login-as';
import { handleCore } from '../core/context';
import type { CallHandler } from '../core/types';
import * as identity from './service';
import * as loginAs from './login-as';
import * as verification from './email-verification';

/**
 * The sign-in, registration, session and logout calls; the core mounts them beside the domain handlers.
 * `beforeLogout`: what other domains do as a member logs out (identity imports none of them).
 */
export const identityHandlers = (beforeLogout: readonly identity.BeforeLogout[] = []): readonly CallHandler[] => [
  handleCore(ssoPreCheck, (input, ctx) => identity.preCheck(input, ctx)),
  handleCore(ssoRegister, (input, ctx) => identity.register(input, ctx)),
  handleCore(alternativeLogin, (input, ctx) => identity.alternativeSignIn(input, ctx)),
  handleCore(logout, (_input, ctx) => identity.logout(ctx, beforeLogout)),
  handleCore(getSession, (_input, ctx) => identity.currentMember(ctx)),
  handleCore(findLoginAsMembers, (input, ctx) => loginAs.findMembers(input.query, ctx)),
  handleCore(startLoginAs, (input, ctx) => loginAs.startLoginAs(input.member_id, ctx)),
  handleCore(endLoginAs, (_input, ctx) => loginAs.endLoginAs(ctx)),
  handleCore(getEmailVerification, (_input, ctx) => verification.emailVerificationStatus(ctx)),
  handleCore(sendEmailVerification, (_input, ctx) => verification.sendEmailVerification(ctx)),
];
