import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './internal/styles';

export { visuallyHidden } from './internal/styles';

export type VisuallyHiddenProps =
  | ({ as?: 'span' } & HTMLAttributes<HTMLSpanElement> & { children: ReactNode })
  | ({ as: 'label' } & LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode });

/** Text read by screen readers but not drawn, e.g. '(opens in a new tab)' or a label the layout shows by other means. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  if (props.as === 'label') {
    const { as: _as, ...rest } = props;
    return <label css={visuallyHidden} {...rest} />;
  }
  const { as: _as, ...rest } = props;
  return <span css={visuallyHidden} {...rest} />;
}
