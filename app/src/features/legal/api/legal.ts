import { getInfo as getInfoCall, acceptTerms as acceptTermsCall, type TermsType } from '@portal/contract/calls/legal';
import type { Language } from '@portal/manifest/schema';
import { callApi } from '../../../lib/api';
import { useCall } from '../../../lib/swr';

export const getInfo = (slug: string, lang?: Language) => callApi(getInfoCall, { slug, ...(lang ? { lang } : {}) });

export const useInfo = (slug: string, lang?: Language) => useCall(getInfoCall, { slug, ...(lang ? { lang } : {}) });

export const acceptTerms = (type: TermsType) => callApi(acceptTermsCall, { terms_type: [type] });
