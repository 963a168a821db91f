import { AdminTable, AdminNotice } from '../components/admin-table';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandSettings } from '@portal/contract/calls/admin';
import { theme } from '@portal/theme/theme';
import { Banner } from '@portal/ui/banner';
import { Button } from '@portal/ui/button';
import { Select } from '@portal/ui/select';
import { Skeleton, SkeletonGroup } from '@portal/ui/skeleton';
import { StatusChip } from '@portal/ui/status-chip';
import { TextField } from '@portal/ui/text-field';
import { usePageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/panel-states';
import { clientAssetUrl } from '../../../lib/client-manifest';
import { useClientManifest } from '../../../lib/client-manifest-context';
import { checkBrand, publishBrand, rollbackBrand, uploadBrandLogo, useBranding } from '../api/branding';
import { AdminPage } from '../components/admin-page';
import { Actions, Section, SectionHeading } from '../components/admin-styles';
import { BrandPreview } from '../components/brand-preview';
import { useAdminErrorMessage } from '../utils/admin-messages';
import { formatDate } from '../../../lib/dates';

const HEX = /^#[0-9a-f]{6}$/;

const layout = css`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  @media (min-width: 1066px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const form = css`
  display: grid;
  gap: ${theme.space[4]};
`;

const colourRow = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  & > div {
    flex: 1;
  }
  input[type='color'] {
    width: 44px;
    height: 44px;
    padding: 0;
    border: ${theme.borderWidth.default} solid ${theme.color.border.strong};
    border-radius: ${theme.radius.input};
    background: none;
  }
`;

const fieldset = css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]};
  border: ${theme.borderWidth.default} solid ${theme.color.border.default};
  border-radius: ${theme.radius.card};
  legend {
    font-weight: ${theme.font.weight.medium};
    padding: 0 ${theme.space[1]};
  }
`;

const logoRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;
  img {
    height: 40px;
    max-width: 10rem;
    object-fit: contain;
    padding: ${theme.space[1]};
    border-radius: ${theme.radius.input};
  }
`;

/** What a logo preview stands on: the page's light or dark background (a class each, no style attribute). */
const logoGround = {
  light: css`
    img {
      background: #ffffff;
    }
  `,
  dark: css`
    img {
      background: #1b1b1b;
    }
  `,
} as const;

const swatch = css`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: 4px;
  vertical-align: middle;
  margin-inline-end: 4px;
`;

type Check = Awaited<ReturnType<typeof checkBrand>>;
type Colour = 'action' | 'accent';

function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const pickerId = useId();
  const { t } = useLingui();
  return (
    <div css={colourRow}>
      <TextField
        label={label}
        value={value}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        error={error}
        onChange={(event) => onChange(event.target.value.trim().toLowerCase())}
      />
      <input
        id={pickerId}
        type="color"
        aria-label={t`${label}: colour picker`}
        value={HEX.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
    </div>
  );
}

function LogoField({
  label,
  file,
  ground,
  onUpload,
  logoUrl,
}: {
  label: string;
  file: string;
  ground: keyof typeof logoGround;
  onUpload: (file: File) => Promise<void>;
  logoUrl: (file: string) => string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setBusy(true);
    try {
      await onUpload(chosen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'grid', gap: theme.space[1] }}>
      <label htmlFor={inputId} css={{ fontWeight: theme.font.weight.medium }}>
        {label}
      </label>
      <div css={[logoRow, logoGround[ground]]}>
        <img src={logoUrl(file)} alt={t`Current ${label}`} />
        <input
          id={inputId}
          type="file"
          accept=".svg,.png,image/svg+xml,image/png"
          disabled={busy}
          onChange={change}
        />
      </div>
    </div>
  );
}

/** /admin/branding: the employer's colours, skin, logos and app banners, checked for contrast and previewed live. */
export default function BrandingCustomisePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Branding Customise`);
  const manifest = useClientManifest();
  const branding = useBranding();
  // the live brand from the first render on (the page's reply), so the server draws the form, not a skeleton
  const [draft, setDraft] = useState<BrandSettings | null>(() => branding.data?.live ?? null);
  const [check, setCheck] = useState<Check | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const latest = useRef(0);
  const failure = useAdminErrorMessage();

  useEffect(() => {
    if (branding.data && draft === null) setDraft(branding.data.live);
  }, [branding.data, draft]);

  const colours = draft ? `${draft.skin}|${draft.action}|${draft.accent}` : '';
  useEffect(() => {
    if (!draft || !HEX.test(draft.action) || !HEX.test(draft.accent)) return;
    const request = ++latest.current;
    setChecking(true);
    // the gate runs as the admin types, once the typing pauses
    const timer = setTimeout(() => {
      checkBrand({ skin: draft.skin, action: draft.action, accent: draft.accent })
        .then((reply) => {
          if (request === latest.current) setCheck(reply);
        })
        .catch(() => undefined)
        .finally(() => {
          if (request === latest.current) setChecking(false);
        });
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [colours]);

  const logoUrl = (file: string) => clientAssetUrl(manifest, file);
  const update = (patch: Partial<BrandSettings>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));

  const upload = (variant: 'logo_light' | 'logo_dark') => async (file: File) => {
    setNotice(null);
    try {
      const reply = await uploadBrandLogo(file);
      update({ [variant]: reply.file });
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    }
  };

  const banner = (platform: 'ios' | 'android') =>
    draft?.app_banners.find((row) => row.platform === platform) ?? { platform, url: '', text: '' };
  const setBanner = (platform: 'ios' | 'android', patch: { url?: string; text?: string }) => {
    if (!draft) return;
    const next = { ...banner(platform), ...patch };
    const others = draft.app_banners.filter((row) => row.platform !== platform);
    update({
      app_banners: (next.url || next.text ? [...others, next] : others).sort((a, b) =>
        a.platform.localeCompare(b.platform),
      ),
    });
  };

  const colourError = (colour: Colour) =>
    draft && !HEX.test(draft[colour]) ? t`Please enter a colour as #rrggbb.` : undefined;
  const current = check && draft && check.variables['--color-action-primary-bg'] !== undefined ? check : null;
  const passes =
    Boolean(current?.check.passes) && !checking && !colourError('action') && !colourError('accent');

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !passes) return;
    setBusy(true);
    setNotice(null);
    try {
      const reply = await publishBrand({
        ...draft,
        app_banners: draft.app_banners.filter((row) => row.url && row.text),
      });
      setNotice({
        tone: 'success',
        text: t`Version ${reply.version} is live: your members see it on their next page load.`,
      });
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
    } finally {
      setBusy(false);
      await branding.mutate();
    }
  };

  const rollback = async (version: number) => {
    setNotice(null);
    try {
      await rollbackBrand(version);
      const reply = await branding.mutate();
      if (reply) setDraft(reply.live);
      setNotice({
        tone: 'success',
        text: t`Version ${version} is rolled back: your members see the brand before it on their next page load.`,
      });
    } catch (error) {
      setNotice({ tone: 'danger', text: failure(error) });
      await branding.mutate();
    }
  };

  const suggestion = (colour: Colour) => current?.check.suggestions[colour] ?? null;

  return (
    <AdminPage title={<Trans>Branding Customise</Trans>}>
      <p css={{ margin: 0 }}>
        <Trans>
          Choose your colours, skin, logos and app banners. Every colour pair is checked for contrast as you
          type; a brand that fails cannot be published. Each publish is a version you can roll back.
        </Trans>
      </p>
      <AdminNotice notice={notice} />
      {branding.error && !branding.data ? (
        <LoadError message={t`Your brand could not be loaded.`} onRetry={() => branding.mutate()} />
      ) : !branding.data || !draft ? (
        <SkeletonGroup label={t`Loading your brand`}>
          <Skeleton height={320} />
        </SkeletonGroup>
      ) : (
        <div css={layout}>
          <form css={form} onSubmit={publish} noValidate aria-labelledby="brand-form-heading">
            <SectionHeading id="brand-form-heading">
              <Trans>Your brand</Trans>
            </SectionHeading>
            <Select
              label={t`Skin`}
              value={String(draft.skin)}
              options={branding.data.skins.map((skin) => ({ value: String(skin), label: t`Skin ${skin}` }))}
              onChange={(event) => update({ skin: Number(event.target.value) })}
            />
            <ColourField
              label={t`Action colour`}
              value={draft.action}
              error={colourError('action')}
              onChange={(action) => update({ action })}
            />
            <ColourField
              label={t`Accent colour`}
              value={draft.accent}
              error={colourError('accent')}
              onChange={(accent) => update({ accent })}
            />
            <div aria-live="polite" data-testid="contrast-result">
              {checking || !current ? (
                <p css={{ margin: 0, color: theme.color.text.muted }}>
                  <Trans>Checking contrast…</Trans>
                </p>
              ) : current.check.passes ? (
                <Banner tone="success" role="none">
                  <Trans>Every colour pair passes the contrast check (WCAG AA).</Trans>
                </Banner>
              ) : (
                <Banner
                  tone="warning"
                  role="none"
                  toneLabel={t`Warning:`}
                  title={t`These colours do not pass the contrast check.`}
                  actions={
                    <Actions>
                      {(['action', 'accent'] as const).map((colour) => {
                        const shade = suggestion(colour);
                        return shade ? (
                          <Button
                            key={colour}
                            size="sm"
                            variant="secondary"
                            onClick={() => update({ [colour]: shade })}
                          >
                            {colour === 'action'
                              ? t`Use ${shade} as action colour`
                              : t`Use ${shade} as accent colour`}
                          </Button>
                        ) : null;
                      })}
                    </Actions>
                  }
                >
                  <ul css={{ margin: 0, paddingInlineStart: theme.space[5] }}>
                    {current.check.failures.map((row) => (
                      <li key={row.pair}>{t`${row.pair}: ${row.ratio}:1, needs ${row.required}:1`}</li>
                    ))}
                  </ul>
                </Banner>
              )}
            </div>
            <fieldset css={fieldset}>
              <legend>
                <Trans>Logos</Trans>
              </legend>
              <LogoField
                label={t`Logo on light backgrounds`}
                file={draft.logo_light}
                ground="light"
                logoUrl={logoUrl}
                onUpload={upload('logo_light')}
              />
              <LogoField
                label={t`Logo on dark backgrounds`}
                file={draft.logo_dark}
                ground="dark"
                logoUrl={logoUrl}
                onUpload={upload('logo_dark')}
              />
              <p css={{ margin: 0, color: theme.color.text.muted, fontSize: theme.font.size.sm }}>
                <Trans>SVG or PNG, at most 256 kB. Scripts and links are removed from an SVG.</Trans>
              </p>
            </fieldset>
            <fieldset css={fieldset}>
              <legend>
                <Trans>App banners</Trans>
              </legend>
              <TextField
                label={t`iPhone banner text`}
                optionalLabel={t`(optional)`}
                value={banner('ios').text}
                maxLength={80}
                onChange={(event) => setBanner('ios', { text: event.target.value })}
              />
              <TextField
                label={t`App Store address`}
                optionalLabel={t`(optional)`}
                type="url"
                value={banner('ios').url}
                maxLength={300}
                onChange={(event) => setBanner('ios', { url: event.target.value.trim() })}
              />
              <TextField
                label={t`Android banner text`}
                optionalLabel={t`(optional)`}
                value={banner('android').text}
                maxLength={80}
                onChange={(event) => setBanner('android', { text: event.target.value })}
              />
              <TextField
                label={t`Google Play address`}
                optionalLabel={t`(optional)`}
                type="url"
                value={banner('android').url}
                maxLength={300}
                onChange={(event) => setBanner('android', { url: event.target.value.trim() })}
              />
            </fieldset>
            <Actions>
              <Button type="submit" disabled={busy || !passes}>
                <Trans>Publish brand</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setDraft(branding.data!.manifest)}>
                <Trans>Start from the original brand</Trans>
              </Button>
            </Actions>
          </form>
          {current ? (
            <BrandPreview
              settings={draft}
              variables={current.variables}
              logoUrl={logoUrl}
              alt={manifest.logos.alt}
            />
          ) : (
            <Skeleton height={420} />
          )}
        </div>
      )}
      {branding.data ? (
        <Section aria-labelledby="versions-heading">
          <SectionHeading id="versions-heading">
            <Trans>Published versions</Trans>
          </SectionHeading>
          {branding.data.versions.length === 0 ? (
            <p css={{ margin: 0 }}>
              <Trans>Nothing published yet: your members see the original brand.</Trans>
            </p>
          ) : (
            <AdminTable
              columns={[
                <Trans>Version</Trans>,
                <Trans>Published</Trans>,
                <Trans>Colours</Trans>,
                <Trans>Status</Trans>,
                <Trans>Actions</Trans>,
              ]}
            >
              {branding.data.versions.map((row) => (
                <tr key={row.version} data-testid="brand-version-row">
                  <th scope="row">{row.version}</th>
                  <td>
                    {formatDate(row.published_at, 'dateTime', i18n.locale)}
                    {row.published_by ? ` · ${row.published_by}` : ''}
                  </td>
                  <td>
                    {/* a class per published colour (css), not a style attribute: the server draws this page */}
                    <span aria-hidden="true" css={[swatch, HEX.test(row.settings.action) && { background: row.settings.action }]} />
                    {row.settings.action} · <Trans>Skin {row.settings.skin}</Trans>
                  </td>
                  <td>
                    {row.live ? (
                      <StatusChip tone="success">
                        <Trans>Live</Trans>
                      </StatusChip>
                    ) : row.rolled_back_at ? (
                      <StatusChip tone="neutral">
                        <Trans>Rolled back</Trans>
                      </StatusChip>
                    ) : (
                      <StatusChip tone="info">
                        <Trans>Earlier</Trans>
                      </StatusChip>
                    )}
                  </td>
                  <td>
                    {row.live ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t`Roll back version ${row.version}`}
                        onClick={() => rollback(row.version)}
                      >
                        <Trans>Roll back</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Section>
      ) : null}
    </AdminPage>
  );
}
