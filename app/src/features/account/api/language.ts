import { setUserLanguage as setUserLanguageCall } from '@portal/contract/calls/settings';
import type { Language } from '@portal/manifest/schema';
import { callApi } from '../../../lib/api';

export const setUserLanguage = (lang: Language) => callApi(setUserLanguageCall, { lang });
