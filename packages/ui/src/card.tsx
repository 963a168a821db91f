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
  padding?: 'none' | 'sm' | 'md';
}

const card = (padding: NonNullable<CardProps['padding']>) => css`
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
    gap: ${theme.space[2]};
    flex: 1;
    padding: ${padding === 'none' ? 0 : padding === 'sm' ? theme.space[3] : theme.space[5]};
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
export function Card({ as: Tag = 'div', media, title, headingLevel = 3, eyebrow, actions, padding = 'md', children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag css={card(padding)} {...rest}>
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
