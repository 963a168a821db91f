import { alternativeLogin, getSession, logout, ssoPreCheck, ssoRegister } from '@portal/contract/calls';
import { handleCore } from '../core/context';
import type { CallHandler } from '../core/types';
import * as identity from './service';

/** The sign-in, registration, session and logout calls; the core mounts them beside the domain handlers. */
export const identityHandlers: readonly CallHandler[] = [
  handleCore(ssoPreCheck, (input, ctx) => identity.preCheck(input, ctx)),
  handleCore(ssoRegister, (input, ctx) => identity.register(input, ctx)),
  handleCore(alternativeLogin, (input, ctx) => identity.alternativeSignIn(input, ctx)),
  handleCore(logout, (_input, ctx) => identity.logout(ctx)),
  handleCore(getSession, (_input, ctx) => identity.currentMember(ctx)),
];
