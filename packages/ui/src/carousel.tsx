import { css } from '@emotion/react';
import { theme } from '@portal/theme/theme';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { IconButton } from './icon-button';
import { useStableId } from './internal/use-id';
import { reducedMotion } from './internal/styles';

export interface CarouselBreakpoint {
  /** Applies when the viewport is at most this wide. */
  maxWidth: number;
  slides: number;
}

/** The spec's carousel: 3 slides by default; up to 768 px 1, 951 px 2, 1066 px 3, 1315 px 4. */
export const SPEC_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: 768, slides: 1 },
  { maxWidth: 951, slides: 2 },
  { maxWidth: 1066, slides: 3 },
  { maxWidth: 1315, slides: 4 },
];
export const DEFAULT_SLIDES = 3;
/** The spec's swipe click lock: a click right after a swipe is the end of the swipe, not a choice. */
export const SWIPE_CLICK_LOCK_MS = 1000;
/** The spec's prefetch distance: the next page is wanted when the user is 4 items from the end. */
export const NEAR_END_ITEMS = 4;
const SWIPE_DISTANCE = 40;
const DRAG_START = 8;

/** Slides shown at a viewport width, read like the spec's table: the narrowest matching breakpoint wins. */
export function slidesForWidth(width: number, breakpoints: readonly CarouselBreakpoint[] = SPEC_BREAKPOINTS, fallback = DEFAULT_SLIDES): number {
  const match = [...breakpoints].sort((a, b) => a.maxWidth - b.maxWidth).find((bp) => width <= bp.maxWidth);
  return match ? match.slides : fallback;
}

const onResize = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};

/**
 * The viewport's width; undefined on the server and while the browser hydrates a first view drawn there (then the
 * slides' widths come from the media queries of `slideWidths`, so nothing moves when the width is known).
 */
function useViewportWidth(): number | undefined {
  return useSyncExternalStore(onResize, () => window.innerWidth, () => undefined);
}

/**
 * A slide's width as classes: a fixed number per view, or the breakpoints as media queries (the narrowest matching
 * one wins, as in slidesForWidth). Classes, not a style attribute: the CSP refuses those in a first view from the server.
 */
function slideWidths(breakpoints: readonly CarouselBreakpoint[], defaultSlides: number, slidesPerView: number | undefined) {
  if (slidesPerView !== undefined) return { width: `${100 / Math.max(1, slidesPerView)}%` };
  const widest = [...breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return {
    width: `${100 / Math.max(1, defaultSlides)}%`,
    ...Object.fromEntries(widest.map((bp) => [`@media (max-width: ${bp.maxWidth}px)`, { width: `${100 / Math.max(1, bp.slides)}%` }])),
  };
}

export interface CarouselProps {
  /** Names the carousel, e.g. 'Podcasts'. */
  label: string;
  items: ReactNode[];
  /** Visible heading above the carousel, e.g. 'Recommended for you'. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  previousLabel: string;
  nextLabel: string;
  /** The name of each slide, e.g. (3, 12) => '3 of 12'. */
  slideLabel?: (position: number, total: number) => string;
  breakpoints?: readonly CarouselBreakpoint[];
  defaultSlides?: number;
  /** Fixed slide count, ignoring the viewport (e.g. inside a narrow column). */
  slidesPerView?: number;
  /** Items moved by Previous and Next. */
  scrollBy?: number;
  /** Fired once per item count when the first visible item is within `nearEnd` items of the end: load the next page. */
  onNearEnd?: () => void;
  nearEnd?: number;
  getKey?: (index: number) => string | number;
}

const root = css`
  position: relative;
  font-family: ${theme.font.family.body};
  color: ${theme.color.text.default};
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
  & > h2,
  & > h3 {
    margin: 0;
    font-family: ${theme.font.family.heading};
    font-weight: ${theme.font.weight.heading};
    font-size: ${theme.font.size.xl};
    line-height: ${theme.lineHeight.heading};
  }
`;

const controls = css`
  display: flex;
  gap: ${theme.space[2]};
  margin-left: auto;
  & > [aria-disabled='true'] {
    color: ${theme.color.text.disabled};
    cursor: default;
  }
`;

const viewport = css`
  overflow: hidden;
  /* Room above and below for card shadows and focus rings; sideways the slides' own padding gives it, and the
     negative margin lines the cards up with the heading. */
  padding: ${theme.space[2]} 0;
  margin: calc(-1 * ${theme.space[2]});
  touch-action: pan-y;
`;

const track = css`
  display: flex;
  transition: transform ${theme.motion.duration.slow} ${theme.motion.easing.standard};
  ${reducedMotion} {
    transition: none;
  }
`;

const slideStyle = css`
  flex: none;
  box-sizing: border-box;
  padding: 0 ${theme.space[2]};
  display: flex;
  & > * {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A row of cards that pages sideways: Previous and Next buttons, arrow keys, swipe. Off-screen slides are inert, so
 * Tab only visits what is shown.
 */
export function Carousel({
  label,
  items,
  title,
  headingLevel = 2,
  previousLabel,
  nextLabel,
  slideLabel = (position, total) => `${position} of ${total}`,
  breakpoints = SPEC_BREAKPOINTS,
  defaultSlides = DEFAULT_SLIDES,
  slidesPerView,
  scrollBy = 1,
  onNearEnd,
  nearEnd = NEAR_END_ITEMS,
  getKey,
}: CarouselProps) {
  const id = useStableId(undefined, 'carousel');
  const width = useViewportWidth();
  const perView = Math.max(1, slidesPerView ?? (width === undefined ? defaultSlides : slidesForWidth(width, breakpoints, defaultSlides)));
  const widths = slideWidths(breakpoints, defaultSlides, slidesPerView);
  const total = items.length;
  const maxIndex = Math.max(0, total - perView);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex);

  const swipeLocked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const drag = useRef<{ x: number; y: number; dx: number; dragging: boolean } | null>(null);
  const firedFor = useRef<number | null>(null);
  const onNearEndRef = useRef(onNearEnd);
  useEffect(() => {
    onNearEndRef.current = onNearEnd;
  });

  useEffect(() => {
    if (total > 0 && index >= total - nearEnd && firedFor.current !== total) {
      firedFor.current = total;
      onNearEndRef.current?.();
    }
  }, [index, total, nearEnd]);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const go = (to: number) => setIndex(Math.max(0, Math.min(maxIndex, to)));
  const previous = () => go(index - scrollBy);
  const next = () => go(index + scrollBy);

  const lockClicks = () => {
    swipeLocked.current = true;
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => {
      swipeLocked.current = false;
    }, SWIPE_CLICK_LOCK_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, dx: 0, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    state.dx = event.clientX - state.x;
    if (!state.dragging && Math.abs(state.dx) > DRAG_START && Math.abs(state.dx) > Math.abs(event.clientY - state.y)) {
      state.dragging = true;
      lockClicks();
    }
  };
  const onPointerEnd = () => {
    const state = drag.current;
    drag.current = null;
    if (!state?.dragging) return;
    if (state.dx <= -SWIPE_DISTANCE) next();
    else if (state.dx >= SWIPE_DISTANCE) previous();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const Heading = `h${headingLevel}` as const;
  const atStart = index <= 0;
  const atEnd = index >= maxIndex;

  return (
    <section
      css={root}
      aria-roledescription="carousel"
      {...(title ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': label })}
      onKeyDown={onKeyDown}
      data-slides-per-view={perView}
    >
      <div css={header}>
        {title ? <Heading id={`${id}-title`}>{title}</Heading> : null}
        <div css={controls}>
          <IconButton
            icon="chevron-left"
            label={previousLabel}
            variant="secondary"
            aria-controls={`${id}-track`}
            aria-disabled={atStart || undefined}
            onClick={() => !atStart && previous()}
          />
          <IconButton
            icon="chevron-right"
            label={nextLabel}
            variant="secondary"
            aria-controls={`${id}-track`}
            aria-disabled={atEnd || undefined}
            onClick={() => !atEnd && next()}
          />
        </div>
      </div>
      <div
        css={viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (swipeLocked.current) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <div id={`${id}-track`} css={[track, { transform: `translateX(-${(index * 100) / perView}%)` }]}>
          {items.map((item, position) => {
            const visible = position >= index && position < index + perView;
            return (
              <div
                key={getKey ? getKey(position) : position}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(position + 1, total)}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                css={[slideStyle, widths]}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
