import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import { theme } from '@portal/theme/theme';
import { Card } from '@portal/ui/card';
import { LoadError } from './panel-states';

const Wrap = styled(Card)`
  max-width: 36rem;
  margin: ${theme.space[7]} auto;
`;

/** Shown when a page fails to load, usually a chunk of an older deployment that is gone. */
export function RouteError() {
  return (
    <Wrap as="section" padding="lg" gap="lg">
      <h1 css={{ margin: 0, fontSize: theme.font.size.xl }}>
        <Trans>Something went wrong.</Trans>
      </h1>
      <LoadError message={<Trans>This page could not be loaded. Please check your connection and try again.</Trans>} onRetry={() => window.location.reload()} />
    </Wrap>
  );
}
