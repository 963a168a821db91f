import {
  createAccessCode as createAccessCodeCall,
  getAccessCodes,
  revokeAccessCode as revokeAccessCodeCall,
  rotateAccessCode as rotateAccessCodeCall,
} from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useAccessCodes = () => useCall(getAccessCodes, {});

export const createAccessCode = (body: { label?: string; expires_on?: string | null }) => callApi(createAccessCodeCall, body);

export const rotateAccessCode = (id: number) => callApi(rotateAccessCodeCall, { id });

export const revokeAccessCode = (id: number) => callApi(revokeAccessCodeCall, { id });
