import { css } from '@emotion/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { pathTo } from '@portal/manifest/routes';
import { theme } from '@portal/theme/theme';
import { Icon } from '@portal/ui/icon';
import { useMyList } from '../api/my-list';
import { MY_LIST_VIEW } from '../utils/library';

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface.raised};
  box-shadow: ${theme.shadow.card};
  & h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  & p {
    margin: 0;
    color: ${theme.color.text.muted};
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-height: 24px;
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** Home's way to the member's list (/wellbeing/my-list) with how many items it holds. */
export function MyListLink() {
  const list = useMyList();
  const count = list.data?.data.length;
  return (
    <section css={row} aria-labelledby="home-my-list">
      <div>
        <h2 id="home-my-list">
          <Trans>My list</Trans>
        </h2>
        <p>
          {count === undefined ? (
            <Trans>What you saved to read, watch or listen to later.</Trans>
          ) : (
            <Plural value={count} _0="Nothing saved yet." one="# saved item" other="# saved items" />
          )}
        </p>
      </div>
      <Link to={pathTo('wellbeing', { id: MY_LIST_VIEW })}>
        <Trans>Open my list</Trans>
        <Icon name="arrow-right" />
      </Link>
    </section>
  );
}
