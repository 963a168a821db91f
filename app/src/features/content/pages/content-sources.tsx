import { factList, pageColumn, plainList } from '../../../components/page-styles';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { usePageTitle } from '../../../components/page-title';

const pageStyle = pageColumn({ gap: 5, maxWidth: '60rem', h2: 'lg', flatParagraphs: true });

const facts = css`
  ${factList}
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${theme.space[2]};
    }
  }
`;

const list = plainList(4);

interface Source {
  readonly key: string;
  readonly title: ReactNode;
  readonly what: ReactNode;
  readonly madeBy: ReactNode;
  readonly licence: ReactNode;
}

/**
 * /content-sources (issue 10 item 1): who made the portal's content, with credits and licences. Everything a
 * member reads, watches or hears here was made in the portal's own repository, except the map's country shapes.
 */
export default function ContentSourcesPage() {
  const { t } = useLingui();
  usePageTitle(t`Content sources`);
  const own = <Trans>The portal's own: made in its private repository and not published under an open licence.</Trans>;
  const sources: readonly Source[] = [
    {
      key: 'texts',
      title: <Trans>Articles, recipes, courses, podcasts, events and help texts</Trans>,
      what: <Trans>Every demo text in English and German, and the titles, descriptions and episode notes.</Trans>,
      madeBy: <Trans>Written for this portal by its team.</Trans>,
      licence: own,
    },
    {
      key: 'employer',
      title: <Trans>Your employer's articles and announcements</Trans>,
      what: <Trans>What your organisation's administrators publish under Custom Content.</Trans>,
      madeBy: <Trans>Your employer; shown only to its own members.</Trans>,
      licence: <Trans>Your employer's.</Trans>,
    },
    {
      key: 'artwork',
      title: <Trans>Artwork and icons</Trans>,
      what: <Trans>Content and event pictures, the abstract shapes on the cards, and the line icons.</Trans>,
      madeBy: <Trans>Drawn in code in the repository (SVG); nothing is downloaded from another site.</Trans>,
      licence: own,
    },
    {
      key: 'media',
      title: <Trans>Class videos and podcast audio</Trans>,
      what: <Trans>The demo class video and the episode audio: a drawn test picture and a calm tone.</Trans>,
      madeBy: <Trans>Recorded in the browser by the repository's media script; served by the portal itself.</Trans>,
      licence: own,
    },
    {
      key: 'webinar',
      title: <Trans>Webinar video</Trans>,
      what: <Trans>The ten-second demo webinar, a test picture with sound.</Trans>,
      madeBy: <Trans>Made with the free ffmpeg tool in the repository; served by the portal itself.</Trans>,
      licence: own,
    },
    {
      key: 'map',
      title: <Trans>Map of offices</Trans>,
      what: <Trans>The coastlines and country borders behind office and clinic locations.</Trans>,
      madeBy: <Trans>Natural Earth, through the world-atlas package (version 2.0.2, ISC licence); drawn with MapLibre GL (BSD-3-Clause licence).</Trans>,
      licence: <Trans>Natural Earth data is in the public domain.</Trans>,
    },
  ];

  return (
    <div css={pageStyle}>
      <h1>
        <Trans>Content sources</Trans>
      </h1>
      <p>
        <Trans>Who made what you read, watch and listen to in this portal, with the credits and licences.</Trans>
      </p>
      <ul css={list} aria-label={t`Content sources`}>
        {sources.map((source) => (
          <li key={source.key}>
            <Card as="section" padding="lg" gap="md" aria-labelledby={`source-${source.key}`}>
              <h2 id={`source-${source.key}`}>{source.title}</h2>
              <dl css={facts}>
                <dt>
                  <Trans>What</Trans>
                </dt>
                <dd>{source.what}</dd>
                <dt>
                  <Trans>Made by</Trans>
                </dt>
                <dd>{source.madeBy}</dd>
                <dt>
                  <Trans>Licence</Trans>
                </dt>
                <dd>{source.licence}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
