import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';

export interface AvatarProps {
  /** The person's name: the image's alt text, and the source of the initials. */
  name: string;
  src?: string;
  size?: number;
  /** True when the name is already written next to the avatar, so it is not read twice. */
  decorative?: boolean;
}

const circle = (size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.color.accent.bg};
  color: ${theme.color.accent.text};
  font-family: ${theme.font.family.body};
  font-size: ${Math.round(size * 0.4)}px;
  font-weight: ${theme.font.weight.bold};
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter((part) => !/^(dr|mr|mrs|ms|prof)\.?$/i.test(part));
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's picture, or their initials when there is none. */
export function Avatar({ name, src, size = 40, decorative = false }: AvatarProps) {
  if (src) {
    return (
      <span css={circle(size)}>
        <img src={src} alt={decorative ? '' : name} />
      </span>
    );
  }
  return (
    <span css={circle(size)} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}>
      {initials(name)}
    </span>
  );
}
