import { Trans } from '@lingui/react/macro';
import type { ServiceTile } from '@portal/contract/calls/home';
import { tileTarget } from '../utils/links';
import { Tile, sectionHeading, tileGrid } from './tile-grid';

export interface ServiceTilesProps {
  readonly tiles: readonly ServiceTile[];
  readonly helpline: ServiceTile | null;
  readonly permittedRoutes: readonly string[];
}

/** 'How can we help you today?': web-landing's service tiles the client permits, then the helpline or EAP tile. */
export function ServiceTiles({ tiles, helpline, permittedRoutes }: ServiceTilesProps) {
  const shown = [...tiles, ...(helpline ? [helpline] : [])].flatMap((tile) => {
    const target = tileTarget(tile.link, permittedRoutes);
    return target ? [{ tile, target }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-services-title" data-testid="service-tiles">
      <h2 id="home-services-title" css={sectionHeading}>
        <Trans>How can we help you today?</Trans>
      </h2>
      <ul css={tileGrid}>
        {shown.map(({ tile, target }) => (
          <Tile
            key={tile.id}
            title={tile.title}
            description={tile.description}
            image={tile.image}
            target={target}
            action={tile.button_text ?? <Trans>Find out more</Trans>}
          />
        ))}
      </ul>
    </section>
  );
}
