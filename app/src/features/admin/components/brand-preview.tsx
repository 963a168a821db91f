import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandSettings } from '@portal/contract/calls/admin';
import { theme } from '@portal/theme/theme';
import { Avatar } from '@portal/ui/avatar';
import { Button } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { Logo } from '@portal/ui/logo';
import { StatusChip } from '@portal/ui/status-chip';
import { TopBar } from '@portal/ui/top-bar';
import type { CSSProperties } from 'react';

const frame = css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.page};
  color: ${theme.color.text.default};
  font-family: ${theme.font.family.body};
  overflow: hidden;
`;

// The preview is narrower than a page: a skin that centres the logo leaves the links a third of it, so they wrap
// onto a second line there rather than run under the logo.
const navLinks = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[3]};
  row-gap: ${theme.space[1]};
  min-width: 0;
  a {
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
  }
`;

const tag = css`
  display: inline-block;
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  font-size: ${theme.font.size.sm};
`;

const appBanner = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  & > span {
    min-width: 0;
  }
`;

// the banner's text gives way, never the button's label
const bannerAction = css`
  flex-shrink: 0;
  white-space: nowrap;
`;

export interface BrandPreviewProps {
  readonly settings: BrandSettings;
  /** the skin's custom properties with the brand's overrides, from the contrast gate's reply */
  readonly variables: Readonly<Record<string, string>>;
  readonly logoUrl: (file: string) => string;
  readonly alt: string;
}

/**
 * The portal's own pieces (top bar, a content card, a button, a chip, an app banner) inside a container that
 * carries the new theme's custom properties, so they render as members would see them after publishing.
 */
export function BrandPreview({ settings, variables, logoUrl, alt }: BrandPreviewProps) {
  const { t } = useLingui();
  const noop = (event: { preventDefault(): void }) => event.preventDefault();
  return (
    <figure css={{ margin: 0, display: 'grid', gap: theme.space[2] }}>
      <figcaption css={{ fontWeight: theme.font.weight.medium }}>
        <Trans>Preview</Trans>
      </figcaption>
      <div css={frame} style={variables as CSSProperties} data-skin={settings.skin} data-testid="brand-preview" inert>
        <TopBar logo={<Logo src={logoUrl(settings.logo_light)} alt={alt} height={32} />} actions={<Avatar name="Alex Morgan" size={32} decorative />}>
          <nav css={navLinks} aria-label={t`Preview navigation`}>
            <a href="#preview" onClick={noop}>
              <Trans>Home</Trans>
            </a>
            <a href="#preview" onClick={noop}>
              <Trans>Content</Trans>
            </a>
          </nav>
        </TopBar>
        <Card title={t`Five minutes of calm`} eyebrow={<span css={tag}>{t`Mindfulness`}</span>} actions={<Button>{t`Start now`}</Button>}>
          <p css={{ margin: 0 }}>
            <Trans>A short breathing exercise to settle your thoughts before your next meeting.</Trans>
          </p>
          <div>
            <StatusChip tone="success">
              <Trans>Booked</Trans>
            </StatusChip>
          </div>
        </Card>
        {settings.app_banners.map((banner) => (
          <div key={banner.platform} css={appBanner}>
            <span>{banner.text}</span>
            <div css={bannerAction}>
              <Button size="sm" variant="secondary">
                <Trans>Get the app</Trans>
              </Button>
            </div>
          </div>
        ))}
        <div css={{ background: theme.color.surface.inverse, padding: theme.space[3], borderRadius: theme.radius.card }}>
          <Logo src={logoUrl(settings.logo_dark)} alt={alt} height={28} />
        </div>
      </div>
    </figure>
  );
}
