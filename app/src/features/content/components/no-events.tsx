import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';

/** Seed 001 section 8: no events at the chosen location, with a way back to all of them. */
export function NoEventsAtLocation({ onShowAll }: { readonly onShowAll: () => void }) {
  return (
    <EmptyState
      icon="map-pin"
      title={
        <Trans>
          There are no available events for your selected office location. Try selecting another location.
        </Trans>
      }
      action={
        <Button variant="secondary" onClick={onShowAll}>
          <Trans>Show all</Trans>
        </Button>
      }
    />
  );
}
