import { useEffect, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { TermsType } from '@portal/contract/calls/legal';
import { SUPPORTED_LANGUAGES, type Language } from '@portal/manifest/schema';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { LoadError } from '../../../components/panel-states';
import { usePageTitle } from '../../../components/page-title';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { activateLanguage, pickLanguage } from '../../../lib/i18n';
import { memberAtom } from '../../../lib/session';
import { useInfo } from '../api/legal';
import { Acceptance } from '../components/acceptance';
import { decodeLegalText } from '../utils/decode-legal-text';
import { legalSlug } from '../utils/legal-slug';

const Page = styled(Card)`
  max-width: 52rem;
  margin: ${theme.space[5]} auto;
`;

const Text = styled.article`
  line-height: 1.6;
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.font.size['2xl']};
  }
  h2 {
    margin: ${theme.space[5]} 0 ${theme.space[2]};
    font-size: ${theme.font.size.xl};
  }
  a {
    color: ${theme.color.text.link};
  }
`;

function isLanguage(value: string | null): value is Language {
  return value !== null && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The privacy policy (pp) or the terms (tc): the client's text, and the agreement for a member who has not agreed. */
export function LegalPage({ kind }: { kind: TermsType }) {
  const { t } = useLingui();
  const manifest = useClientManifest();
  const member = useAtomValue(memberAtom);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const queryLang = params.get('lang');
  const lang = isLanguage(queryLang) ? queryLang : undefined;
  const language = lang ?? pickLanguage(manifest, member?.language);

  useEffect(() => {
    if (lang) void activateLanguage(lang);
  }, [lang]);

  const defaultTitle = kind === 'pp' ? t`Privacy policy` : t`Terms and conditions`;
  const slug = legalSlug(kind, manifest, { pathname, language, memberSlug: kind === 'pp' ? member?.ppSlug : member?.tcSlug });
  const info = useInfo(slug, lang);
  const html = useMemo(() => (info.data ? decodeLegalText(info.data.dynamic_string.string) : ''), [info.data]);
  usePageTitle(info.data?.dynamic_string.title ?? defaultTitle);

  const accepted = kind === 'pp' ? member?.ppAccepted : member?.tcAccepted;
  const needsAcceptance = member !== null && accepted === false;
  // accepting marks the member accepted at once; the block stays to show its success message until home
  const [acceptanceShown, setAcceptanceShown] = useState(needsAcceptance);
  if (needsAcceptance && !acceptanceShown) setAcceptanceShown(true);
  const showAcceptance = member !== null && acceptanceShown;

  return (
    <Page as="section" padding="lg" gap="xl">
      {info.error && !info.data ? (
        <>
          <h1 css={{ margin: 0 }}>{defaultTitle}</h1>
          <LoadError message={<Trans>This document could not be loaded.</Trans>} onRetry={() => info.mutate()} />
        </>
      ) : !info.data ? (
        <SkeletonGroup label={t`Loading ${defaultTitle}`}>
          <Skeleton height="2.5rem" width="60%" />
          {[0, 1, 2, 3, 4].map((line) => (
            <Skeleton key={line} shape="text" />
          ))}
        </SkeletonGroup>
      ) : (
        <Text lang={lang ?? undefined}>
          {/<h1[\s>]/i.test(html) ? null : <h1>{info.data.dynamic_string.title ?? defaultTitle}</h1>}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Text>
      )}
      {showAcceptance ? <Acceptance kind={kind} /> : null}
    </Page>
  );
}
