import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import type { Language } from '@portal/manifest/schema';
import { Banner } from '@portal/ui/banner';
import { Select } from '@portal/ui/select';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { activateLanguage, pickLanguage } from '../../../lib/i18n';
import { memberAtom } from '../../../lib/session';
import { setUserLanguage } from '../api/language';

/** Each language named in itself, so a member can find their own in any interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  zh: '中文',
  ru: 'Русский',
};

/** The member's language, from the client's languages; the whole app re-renders in it. */
export function LanguageSelector() {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const [member, setMember] = useAtom(memberAtom);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = pickLanguage(manifest, member?.language);

  const change = async (value: string) => {
    const language = manifest.languages.find((candidate) => candidate === value);
    if (!language || !member) return;
    setSaving(true);
    setFailed(false);
    try {
      await setUserLanguage(language);
      await activateLanguage(language);
      setMember({ ...member, language });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div css={{ display: 'grid', gap: '0.75rem', maxWidth: '28rem' }}>
      <Select
        label={t`Language`}
        value={current}
        options={manifest.languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        disabled={saving || manifest.languages.length < 2}
        aria-busy={saving || undefined}
        onChange={(event) => void change(event.target.value)}
      />
      {failed ? (
        <Banner tone="danger" role="alert">
          <Trans>Your language could not be saved. Please try again.</Trans>
        </Banner>
      ) : null}
    </div>
  );
}
