import { getMyOrganisation } from '@portal/contract/calls/my-org';
import { handle } from '../core/types';
import { myOrganisation } from './service';

export const myOrgHandlers = [handle(getMyOrganisation, async (_input, ctx) => ({ success: true, ...(await myOrganisation(ctx)) }))];
