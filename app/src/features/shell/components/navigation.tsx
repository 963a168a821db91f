import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '@portal/contract/calls/shell';
import { theme } from '@portal/theme/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  min-height: ${theme.control.height.sm};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text.default};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${theme.color.surface.sunken};
  }
  &[aria-current='page'] {
    background: ${theme.color.accent.bg};
    color: ${theme.color.accent.text};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
`;

const External = styled.a`
  ${itemStyles}
`;

interface NavigationProps {
  readonly items: readonly NavItem[];
  /** the landmark's accessible name, e.g. "Main" or "More" */
  readonly label: string;
  readonly orientation?: 'horizontal' | 'vertical';
  readonly className?: string;
}

/** A navigation landmark listing items; it knows nothing of where the items come from. */
export function Navigation({ items, label, orientation = 'horizontal', className }: NavigationProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <List data-orientation={orientation}>
        {items.map((item) => (
          <li key={item.name}>
            {item.external ? (
              <External href={item.path} target="_blank" rel="noopener noreferrer">
                {item.label}
              </External>
            ) : (
              <Item to={item.path} end={item.path === '/'}>
                {item.label}
              </Item>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
