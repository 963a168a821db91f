import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';

/** The space a part keeps until it is drawn, so nothing below it moves when it arrives. */
const reserve = (height: string) => css`
  min-height: ${height};
`;

/**
 * A part far down a page, drawn only when it comes within a screen of the viewport (home's lower part does the same
 * with `useNearViewport`, decision 0390; issue 34 item 3): until then an empty block of about its height holds its
 * place, so the page's first render and hydration skip its work and nothing moves when it arrives. The server draws
 * the block too (it has no viewport), so a first view from the server hydrates without a difference; in a DOM without
 * an IntersectionObserver (the unit tests') the part is drawn at once.
 */
export function NearScreen({ height, children }: { readonly height: string; readonly children: ReactNode }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return near ? children : <div ref={ref} css={reserve(height)} data-near-screen="" />;
}
