import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useStableId } from './internal/use-id';
import { focusRing } from './internal/styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list, e.g. 'Bookings'. */
  label: string;
  items: TabItem[];
  /** Controlled selection; leave out to let Tabs keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Stretch the tabs across the width, as in the side panels. */
  fitted?: boolean;
}

const list = (fitted: boolean) => css`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: ${theme.borderWidth.default} solid ${theme.color.border.default};
  & > [role='tab'] {
    flex: ${fitted ? '1 1 0' : '0 0 auto'};
  }
`;

const tab = css`
  position: relative;
  min-height: ${theme.control.height.md};
  padding: 0 ${theme.space[4]};
  border: 0;
  background: transparent;
  color: ${theme.color.text.muted};
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  ${focusRing}
  &:hover {
    color: ${theme.color.text.default};
  }
  &[aria-selected='true'] {
    color: ${theme.color.text.default};
    font-weight: ${theme.font.weight.bold};
  }
  /* The selected tab carries a bar as well as bold text, not colour alone. */
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${theme.color.action.primary.bg};
  }
`;

const panel = css`
  padding-top: ${theme.space[4]};
  ${focusRing}
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ label, items, selectedId, defaultSelectedId, onChange, fitted = false }: TabsProps) {
  const baseId = useStableId(undefined, 'tabs');
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === current);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next]!;
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={list(fitted)} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              css={tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          css={panel}
        >
          {item.id === current ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
