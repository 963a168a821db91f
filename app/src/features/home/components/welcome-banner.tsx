import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';

const box = css`
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  & > h1 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size['3xl']};
  }
  & > p {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

export interface WelcomeBannerProps {
  readonly title?: string | undefined;
  readonly text?: string | undefined;
  readonly loading: boolean;
}

/** The page's heading: web-landing's welcome title and text. */
export function WelcomeBanner({ title, text, loading }: WelcomeBannerProps) {
  const { t } = useLingui();
  return (
    <div css={box}>
      <h1>{title || t`Welcome`}</h1>
      {loading ? (
        <SkeletonGroup label={t`Loading`}>
          <Skeleton shape="text" width="60%" />
        </SkeletonGroup>
      ) : text ? (
        <p>{text}</p>
      ) : null}
    </div>
  );
}
