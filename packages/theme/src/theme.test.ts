import { describe, expect, it } from 'vitest';
import { buildSkinCss } from './build';
import { cssVar, theme } from './theme';

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}

describe('theme', () => {
  it('holds only var(--…) references, each defined by every skin', async () => {
    const values = leaves(theme);
    expect(values.length).toBeGreaterThan(50);
    const css = await buildSkinCss(10);
    for (const value of values) {
      const name = /^var\((--[a-z0-9-]+)\)$/.exec(value)?.[1];
      expect(name, value).toBeDefined();
      expect(css).toContain(`${name}:`);
    }
  });

  it('names the tokens components use', () => {
    expect(theme.color.text.default).toBe('var(--color-text-default)');
    expect(theme.color.action.primary.bg).toBe('var(--color-action-primary-bg)');
    expect(theme.color.notification.badgeText).toBe('var(--color-notification-badge-text)');
    expect(theme.space[4]).toBe('var(--space-4)');
    expect(theme.font.size['2xl']).toBe('var(--font-size-2xl)');
    expect(theme.lineHeight.body).toBe('var(--line-height-body)');
    expect(theme.layout.logo.align).toBe('var(--layout-logo-align)');
  });

  it('cssVar adds an optional fallback', () => {
    expect(cssVar('--radius-card')).toBe('var(--radius-card)');
    expect(cssVar('--radius-card', '8px')).toBe('var(--radius-card, 8px)');
  });
});
