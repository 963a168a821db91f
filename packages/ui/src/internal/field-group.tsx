import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import type { ReactNode } from 'react';
import { hintStyle, labelStyle } from '../form-field';

/**
 * A fieldset drawn as a plain group of controls (no border, padding or minimum width), its children on a grid
 * `gap` apart and `legendGap` under the legend. The radio group, number, phone and choice questions share it.
 */
export const fieldGroupStyle = (gap: string, legendGap: string, layout: 'grid' | 'column' = 'grid') => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: ${layout === 'grid' ? 'grid' : 'flex'};
  ${layout === 'column' ? 'flex-direction: column;' : ''}
  gap: ${gap};
  font-family: ${theme.font.family.body};
  & > legend {
    padding: 0;
    margin-bottom: ${legendGap};
  }
`;

/** The legend of a group of controls and the hint under it (given `hintId`, which the controls point at). */
export function GroupLegend({ legend, legendId, hint, hintId }: { legend: ReactNode; legendId?: string; hint?: ReactNode; hintId?: string }) {
  return (
    <>
      <legend id={legendId} css={labelStyle}>
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
