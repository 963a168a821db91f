import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** 'article' for a self-contained item (a booking, a content item), 'section' for a titled group. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Optional picture at the top, e.g. a content thumbnail. */
  media?: ReactNode;
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Small text above the title, e.g. a type or a date. */
  eyebrow?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** 'lg' for a card that is the page's main surface (a form, a document, a settings section). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Space between the card's children: 'sm' for an item's lines, 'md' to 'xl' for a page's blocks. */
  gap?: 'none' | 'sm' | 'md' | 'lg' | 'xl';
  /** 'center' centres the children and their text, as on a short message page. */
  align?: 'stretch' | 'center';
}

const paddings = { none: '0', sm: theme.space[3], md: theme.space[5], lg: theme.space[6] } as const;
const gaps = { none: '0', sm: theme.space[2], md: theme.space[3], lg: theme.space[4], xl: theme.space[5] } as const;

const card = (
  padding: NonNullable<CardProps['padding']>,
  gap: NonNullable<CardProps['gap']>,
  align: NonNullable<CardProps['align']>,
) => css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${theme.color.surface.raised};
  color: ${theme.color.text.default};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  list-style: none;
  & > .card-body {
    display: flex;
    flex-direction: column;
    gap: ${gaps[gap]};
    flex: 1;
    padding: ${paddings[padding]};
    ${align === 'center' ? 'align-items: center; text-align: center;' : ''}
  }
`;

const eyebrowStyle = css`
  margin: 0;
  color: ${theme.color.text.muted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const titleStyle = css`
  margin: 0;
  font-family: ${theme.font.family.heading};
  font-weight: ${theme.font.weight.heading};
  font-size: ${theme.font.size.lg};
  line-height: ${theme.lineHeight.heading};
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: auto;
  padding-top: ${theme.space[3]};
`;

const mediaStyle = css`
  line-height: 0;
  & img,
  & svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** A surface with soft elevation; optionally a picture, a title and actions. */
export function Card({
  as: Tag = 'div',
  media,
  title,
  headingLevel = 3,
  eyebrow,
  actions,
  padding = 'md',
  gap = 'sm',
  align = 'stretch',
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag css={card(padding, gap, align)} {...rest}>
      {media ? <div css={mediaStyle}>{media}</div> : null}
      <div className="card-body">
        {title ? <Heading css={titleStyle}>{title}</Heading> : null}
        {eyebrow ? <p css={eyebrowStyle}>{eyebrow}</p> : null}
        {children}
        {actions ? <div css={actionsStyle}>{actions}</div> : null}
      </div>
    </Tag>
  );
}
