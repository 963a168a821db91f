import type { SerializedStyles } from '@emotion/react';
import { Trans } from '@lingui/react/macro';

/**
 * What a staff page (support inbox and conversation, coach workspace and conversation) shows to someone the server
 * refuses it to: the not-found heading on the page's own frame, nothing that tells a member the page exists.
 */
export function StaffPageNotFound({ styles }: { readonly styles: SerializedStyles }) {
  return (
    <div css={styles}>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
    </div>
  );
}
