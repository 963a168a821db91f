import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

const Bar = styled.div`
  height: ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface.sunken};
  animation: ${pulse} 1.2s ${theme.motion.easing.standard} infinite;
  &:nth-of-type(1) {
    width: 60%;
  }
  &:nth-of-type(3) {
    width: 80%;
  }
`;

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 40rem;
  /* padding, not margin: a top margin collapses through #root into the body, which then moves down and back up
     when the page replaces the skeleton (a layout shift of the whole page on every first load) */
  margin: 0 auto;
  padding-block: ${theme.space[7]};
`;

/** The skeleton shown while a page's code loads. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Wrap role="status" aria-live="polite" aria-label={t`Loading`}>
      <Bar />
      <Bar />
      <Bar />
    </Wrap>
  );
}
