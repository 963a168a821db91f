import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useLayoutEffect, useRef, useState } from 'react';

const SKINS = ['0', '9', '10', '12', '13'] as const;

type Leaf = { path: string; ref: string; name: string };

function leaves(node: unknown, path: string[] = []): Leaf[] {
  if (typeof node === 'string') {
    const name = /var\((--[^,)]+)/.exec(node)?.[1] ?? '';
    return [{ path: path.join('.'), ref: node, name }];
  }
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, [...path, key]));
}

const colours = leaves(theme.color, ['color']);
const spaces = leaves(theme.space, ['space']);
const radii = leaves(theme.radius, ['radius']);
const sizes = leaves(theme.font.size, ['font', 'size']);

function useComputedTokens(names: string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
    // The names never change; reading once per mount is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [ref, values] as const;
}

const column = css`
  box-sizing: border-box;
  flex: 1 0 236px;
  display: grid;
  gap: ${theme.space[4]};
  align-content: start;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.page};
  color: ${theme.color.text.default};
  font-family: ${theme.font.family.body};
  box-shadow: ${theme.shadow.card};
  & h2 {
    margin: 0;
    font-family: ${theme.font.family.heading};
    font-weight: ${theme.font.weight.heading};
    font-size: ${theme.font.size.xl};
  }
  & h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  & code {
    font-family: ${theme.font.family.mono};
    font-size: 11px;
  }
`;

const swatchRow = css`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: 8px;
  align-items: center;
  font-size: 12px;
  line-height: 1.2;
`;

const swatch = css`
  width: 28px;
  height: 28px;
  border-radius: 6px;
  box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.15);
`;

function SkinColumn({ skin }: { skin: string }) {
  const [ref, values] = useComputedTokens([...colours, ...spaces, ...radii, ...sizes, ...leaves(theme.font.family)].map((leaf) => leaf.name));
  return (
    <section data-skin={skin} ref={ref} css={column} aria-labelledby={`skin-${skin}-title`}>
      <h2 id={`skin-${skin}-title`}>Skin {skin}</h2>
      <div>
        <h3>Type</h3>
        <p css={css`margin: 0; font-family: ${theme.font.family.heading}; font-weight: ${theme.font.weight.heading}; font-size: ${theme.font.size['2xl']}; line-height: ${theme.lineHeight.heading};`}>
          Calm and clear
        </p>
        <p css={css`margin: 4px 0 0; line-height: ${theme.lineHeight.body};`}>Book a session with a clinician in a few steps.</p>
        <ul css={css`margin-top: 8px !important;`}>
          {sizes.map((leaf) => (
            <li key={leaf.path}>
              <code>{leaf.path.replace('font.size.', 'size ')}</code> <code>{values[leaf.name]}</code>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Palette</h3>
        <ul>
          {colours.map((leaf) => (
            <li key={leaf.path} css={swatchRow}>
              <span css={swatch} style={{ background: leaf.ref }} />
              <span>
                <code>{leaf.path.replace('color.', '')}</code>
                <br />
                <code>{values[leaf.name]}</code>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Spacing</h3>
        <ul>
          {spaces.map((leaf) => (
            <li key={leaf.path} css={swatchRow}>
              <code>{leaf.path.replace('space.', '')}</code>
              <span css={css`display: flex; align-items: center; gap: 6px;`}>
                <span css={css`height: 10px; background: ${theme.color.action.primary.bg}; border-radius: 2px;`} style={{ width: leaf.ref }} />
                <code>{values[leaf.name]}</code>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Radius</h3>
        <ul css={css`grid-template-columns: repeat(2, 1fr);`}>
          {radii.map((leaf) => (
            <li key={leaf.path} css={css`display: flex; align-items: center; gap: 6px; font-size: 12px;`}>
              <span css={css`width: 32px; height: 32px; flex: none; background: ${theme.color.accent.bg}; border: 2px solid ${theme.color.border.strong};`} style={{ borderRadius: leaf.ref }} />
              <code>{leaf.path.replace('radius.', '')}</code>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TokensPage() {
  return (
    // Focusable so keyboard users can scroll the row of skins sideways.
    <div role="region" aria-label="Skins side by side" tabIndex={0} css={css`display: flex; gap: 16px; overflow-x: auto; padding: 8px;`}>
      {SKINS.map((skin) => (
        <SkinColumn key={skin} skin={skin} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every skin's palette, type, spacing and radius side by side, read from the generated CSS at run time. */
export const AllSkins: Story = {};
