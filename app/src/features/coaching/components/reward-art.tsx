import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

/** The glyph of each badge icon the server names, drawn in a 24×24 box. */
const GLYPHS: Record<string, string> = {
  calendar: 'M6 5h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  stairs: 'M4 19h5v-4h5v-4h5V6',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4',
  journal: 'M6 4h10a2 2 0 0 1 2 2v14H8a2 2 0 0 1-2-2zM6 18a2 2 0 0 1 2-2h10M10 8h5M10 11h4',
  heart: 'M12 19s-7-4.4-7-9.5A3.8 3.8 0 0 1 12 7a3.8 3.8 0 0 1 7 2.5C19 14.6 12 19 12 19z',
  flame: 'M12 20a6 6 0 0 0 6-6c0-4-3-6-4-9-1 2-1.5 3-3 4 0-1.5-.5-2.5-1-3-2 2.5-4 5-4 8a6 6 0 0 0 6 6z',
  star: 'M12 4l2.5 5.2 5.5.7-4 3.9 1 5.6-5-2.7-5 2.7 1-5.6-4-3.9 5.5-.7z',
};

const medal = css`
  flex: none;
  display: block;
`;

/** A badge as a medal: the badge's colour when earned, grey until then. Decorative: its title says what it is. */
export function BadgeMedal({
  icon,
  colour,
  achieved,
  size = 56,
}: {
  readonly icon: string | null;
  readonly colour: string | null;
  readonly achieved: boolean;
  readonly size?: number;
}) {
  const fill = achieved ? (colour ?? '#2f6f5e') : '#8a8f98';
  return (
    <svg css={medal} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-badge-icon={icon ?? 'star'}>
      <path d="M20 38 14 60l10-5 6 8 4-20z" fill={achieved ? '#c9a227' : '#b8bcc4'} />
      <path d="M44 38l6 22-10-5-6 8-4-20z" fill={achieved ? '#a8861c' : '#a3a8b0'} />
      <circle cx="32" cy="28" r="24" fill={fill} />
      <circle cx="32" cy="28" r="19" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2" />
      <g transform="translate(20 16)" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={GLYPHS[icon ?? 'star'] ?? GLYPHS.star} />
      </g>
    </svg>
  );
}

/** A tree, as planted for a reward. */
export function TreeArt({ size = 40 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-art="tree">
      <rect x="17.5" y="26" width="5" height="11" rx="1.5" fill="#7a5230" />
      <circle cx="20" cy="15" r="10" fill="#2e7d4f" />
      <circle cx="12.5" cy="21" r="7" fill="#3a9660" />
      <circle cx="27.5" cy="21" r="7" fill="#277044" />
      <circle cx="16" cy="11" r="2.5" fill="#5cb87f" />
    </svg>
  );
}

/** The streak's flame. */
export function FlameArt({ size = 28 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-art="flame">
      <path d={GLYPHS.flame} fill="#e8702a" />
      <path d="M12 20a3 3 0 0 0 3-3c0-2-1.5-3-2-4.5-.8 1.5-1.3 2-2.3 2.6-.5-.4-.7-1-.9-1.4C9 15 9 16 9 17a3 3 0 0 0 3 3z" fill="#f6c343" />
    </svg>
  );
}

/** A plastic bottle, as kept out of the sea for a reward. */
export function BottleArt({ size = 40 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-art="bottle">
      <rect x="16" y="2" width="8" height="5" rx="1" fill="#1f5f8b" />
      <path d="M16.5 7h7v3c0 2 4.5 3.5 4.5 8v17a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3V18c0-4.5 4.5-6 4.5-8z" fill="#9fd3f0" />
      <rect x="12" y="20" width="16" height="8" fill="#4a9fd1" />
      <path d="M15 13.5c-1 1.2-1.2 2.6-1.2 4" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
`;

const more = css`
  align-self: center;
  padding-inline: ${theme.space[2]};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.text.muted};
`;

/**
 * As many trees or bottles as the member earned, drawn one by one up to `cap`, then "+N"; the label (e.g. "3
 * trees") names the whole picture for a screen reader.
 */
export function RewardPicture({ kind, count, label, cap = 40 }: { readonly kind: 'trees' | 'bottles'; readonly count: number; readonly label: string; readonly cap?: number }) {
  const shown = Math.min(count, cap);
  const Art = kind === 'trees' ? TreeArt : BottleArt;
  return (
    <div css={row} role="img" aria-label={label} data-reward-picture={kind} data-count={count}>
      {Array.from({ length: shown }, (_, index) => (
        <Art key={index} size={kind === 'trees' ? 36 : 28} />
      ))}
      {count > shown ? <span css={more} aria-hidden="true">+{count - shown}</span> : null}
    </div>
  );
}
