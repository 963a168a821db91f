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

const HEIGHT = 200;

/**
 * The member's past WHO-5 check-ins as a line (scores 0 to 100), drawn by uPlot. This module is loaded only where
 * the check-in column is shown, so uPlot travels with it. The canvas is one image to assistive technology; the
 * list beside it carries every score.
 */
export default function CheckinChart({ labels, scores, description }: { readonly labels: readonly string[]; readonly scores: readonly number[]; readonly description: string }) {
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
    const width = () => Math.max(240, element.clientWidth || 320);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] }, y: { range: [0, 100] } },
        axes: [
          { stroke: ink, grid: { show: false }, splits: () => xs, values: (_self, splits) => splits.map((split) => labels[split] ?? '') },
          { stroke: ink, grid: { stroke: grid, width: 1 }, splits: () => [0, 25, 50, 75, 100] },
        ],
        series: [{}, { stroke: colour, width: 2, points: { show: true, size: 8, fill: colour } }],
      },
      [xs, [...scores]],
      element,
    );
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [labels, scores, skin]);
  return <div ref={box} role="img" aria-label={description} data-points={scores.length} css={{ width: '100%', minHeight: HEIGHT }} />;
}
