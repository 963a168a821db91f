import {
  checkBrand as checkBrandCall,
  getBranding,
  publishBrand as publishBrandCall,
  rollbackBrand as rollbackBrandCall,
  uploadBrandLogo as uploadBrandLogoCall,
  type BrandSettings,
} from '@portal/contract/calls/admin';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const useBranding = () => useCall(getBranding, {});

export const checkBrand = (colours: { skin: number; action: string; accent: string }) => callApi(checkBrandCall, colours);

/** The file's bytes, base64-encoded, for the logo call (the server finds the type in the content). */
export async function uploadBrandLogo(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return callApi(uploadBrandLogoCall, { data: btoa(binary) });
}

export const publishBrand = (settings: BrandSettings) => callApi(publishBrandCall, settings);

export const rollbackBrand = (version: number) => callApi(rollbackBrandCall, { version });
