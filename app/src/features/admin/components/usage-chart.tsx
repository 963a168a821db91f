import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { theme } from '@portal/theme/theme';
import { useSkinVersion } from '../../../lib/use-skin-version';

/** The colour a theme reference (var(--name)) has on the page now: the canvas cannot read custom properties. */
function resolved(element: Element, reference: string): string {
  const name = /var\((--[^)]+)\)/.exec(reference)?.[1];
  return (name ? getComputedStyle(element).getPropertyValue(name).trim() : '') || 'currentColor';
}

/**
 * A chart of one figure over months or weeks, drawn by uPlot (loaded with this page only). A withheld figure is a
 * gap, never zero. The canvas is one image to assistive technology; the table beside it carries every figure.
 */
export function UsageChart({ labels, values, kind, description }: { labels: readonly string[]; values: readonly (number | null)[]; kind: 'bars' | 'line'; description: string }) {
  const box = useRef<HTMLDivElement>(null);
  // the colours are read as values: drawn again in the colours of a skin picked later
  const skin = useSkinVersion();
  useEffect(() => {
    const element = box.current;
    if (!element || labels.length === 0) return undefined;
    const ink = resolved(element, theme.color.text.muted);
    const grid = resolved(element, theme.color.border.default);
    const colour = resolved(element, theme.color.action.primary.bg);
    const xs = labels.map((_, index) => index);
    const width = () => Math.max(280, element.clientWidth || 600);
    const chart = new uPlot(
      {
        width: width(),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_self, _min, max) => [0, Math.max(6, Math.ceil(max * 1.1))] } },
        axes: [
          {
            stroke: ink,
            grid: { show: false },
            splits: () => xs,
            values: (_self, splits) => splits.map((split) => labels[split] ?? ''),
          },
          { stroke: ink, grid: { stroke: grid, width: 1 } },
        ],
        series: [
          {},
          kind === 'bars'
            ? { stroke: colour, fill: colour, paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }
            : { stroke: colour, width: 2, points: { show: true, size: 6, fill: colour }, spanGaps: false },
        ],
      },
      [xs, values.map((value) => value)],
      element,
    );
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [labels, values, kind, skin]);
  // The box takes its width from the page, never from the chart: drawn while the box was not laid out yet (a
  // hidden container, Storybook's root while a story prepares) the chart is 600 px wide, and a box sized by its
  // content kept that width after the resize that follows, a phone page 612 px wide in some runs and not others.
  return <div ref={box} role="img" aria-label={description} css={{ width: '100%', minWidth: 0, minHeight: 220, overflow: 'hidden' }} />;
}
