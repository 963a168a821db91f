import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Card } from './card';

const Wrap = styled(Card)`
  max-width: 36rem;
  margin: ${theme.space[7]} auto;
  display: grid;
  gap: ${theme.space[4]};
`;

const Retry = styled.button`
  justify-self: start;
  min-height: ${theme.control.height.md};
  padding: 0 ${theme.control.paddingX};
  border: 0;
  border-radius: ${theme.radius.button};
  background: ${theme.color.action.primary.bg};
  color: ${theme.color.action.primary.text};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${theme.color.action.primary.hover};
  }
`;

/** Shown when a page fails to load, usually a chunk of an older deployment that is gone. */
export function RouteError() {
  return (
    <Wrap role="alert">
      <h1 css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <Trans>Something went wrong.</Trans>
      </h1>
      <p css={{ margin: 0 }}>
        <Trans>This page could not be loaded. Please check your connection and try again.</Trans>
      </p>
      <Retry type="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </Retry>
    </Wrap>
  );
}
