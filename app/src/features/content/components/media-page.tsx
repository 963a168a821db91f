import type { SerializedStyles } from '@emotion/react';
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Icon } from '@portal/ui/icon';
import { LoadError } from '../../../components/panel-states';
import { TextSkeleton } from '../../../components/skeletons';
import { NOT_FOUND_PATH } from '../pages/content-listing';
import { ContentSourcesLink } from './content-sources-link';

/*
 * The parts every media page shares (podcast, class, article): the route that turns :id into a view, the Back
 * button to home, the not-available / could-not-load and loading shells, and the live outcome of an action.
 */

const muted = css`
  margin: 0;
  color: ${theme.color.text.muted};
`;

/** The 16:9 frame of a media item's picture, video or embedded player, filled edge to edge. */
export const mediaFrame = css`
  aspect-ratio: 16 / 9;
  background: ${theme.color.surface.sunken};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  & > iframe,
  & > video,
  & > img {
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`;

/** A media page's route: an :id that is not a positive whole number is not a page; otherwise the view, keyed by id. */
export function MediaRoute({ view: View }: { readonly view: ComponentType<{ readonly id: number }> }) {
  const { id } = useParams();
  const parsed = Number(id);
  if (!id || !/^\d+$/.test(id) || !Number.isSafeInteger(parsed) || parsed < 1) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return (
    <>
      <View key={parsed} id={parsed} />
      <ContentSourcesLink />
    </>
  );
}

/** Back to home, above a media page's content. */
export function BackHome() {
  const navigate = useNavigate();
  return (
    <div>
      <Button
        variant="secondary"
        iconStart={<Icon name="arrow-left" />}
        onClick={() => navigate(pathTo('home'))}
      >
        <Trans>Back</Trans>
      </Button>
    </div>
  );
}

/** A media item that failed to load: not available when the server does not know it, otherwise the load error with retry. */
export function MediaLoadFailed({
  styles,
  heading,
  missing,
  missingTitle,
  errorMessage,
  onRetry,
}: {
  readonly styles: SerializedStyles;
  readonly heading: string;
  readonly missing: boolean;
  readonly missingTitle: ReactNode;
  readonly errorMessage: ReactNode;
  readonly onRetry: () => void | Promise<unknown>;
}) {
  return (
    <div css={styles}>
      <BackHome />
      <h1>{heading}</h1>
      {missing ? (
        <EmptyState icon="info" title={missingTitle} />
      ) : (
        <LoadError message={errorMessage} onRetry={onRetry} />
      )}
    </div>
  );
}

/** A media item until its first reply: Back and a text skeleton. */
export function MediaLoading({
  styles,
  label,
}: {
  readonly styles: SerializedStyles;
  readonly label: string;
}) {
  return (
    <div css={styles} aria-busy="true">
      <BackHome />
      <TextSkeleton label={label} lines={6} />
    </div>
  );
}

/** The outcome of a media page's action (subscribe, favourite, reminder), read out politely. */
export function ActionOutcome({ failed, notice }: { readonly failed: boolean; readonly notice: string }) {
  return (
    <div aria-live="polite">
      {failed ? (
        <Banner tone="danger" title={<Trans>That did not work. Please try again.</Trans>} />
      ) : notice ? (
        <p css={muted} role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
