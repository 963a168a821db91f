import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, slidesForWidth } from './carousel';

const titles = Array.from({ length: 10 }, (_, i) => `Podcast ${i + 1}`);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel
      label="Podcasts"
      previousLabel="Previous"
      nextLabel="Next"
      items={titles.map((title) => (
        <button key={title} type="button" onClick={() => props.onNearEnd?.()}>
          {title}
        </button>
      ))}
      {...props}
    />,
  );
}

const visibleSlides = () => screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('aria-hidden'));

describe('slidesForWidth', () => {
  it.each([
    [360, 1],
    [768, 1],
    [769, 2],
    [951, 2],
    [952, 3],
    [1066, 3],
    [1067, 4],
    [1315, 4],
    [1316, 3],
    [1920, 3],
  ])('shows the spec count at %i px: %i', (width, slides) => {
    expect(slidesForWidth(width)).toBe(slides);
  });
});

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    setWidth(1024);
  });

  it('shows as many slides as the viewport allows and follows resizes', () => {
    setWidth(1024);
    renderCarousel();
    expect(visibleSlides()).toHaveLength(3);
    act(() => setWidth(700));
    expect(visibleSlides()).toHaveLength(1);
    act(() => setWidth(900));
    expect(visibleSlides()).toHaveLength(2);
    act(() => setWidth(1200));
    expect(visibleSlides()).toHaveLength(4);
    act(() => setWidth(1600));
    expect(visibleSlides()).toHaveLength(3);
  });

  it('pages with Previous, Next and the arrow keys, and hides off-screen slides from Tab', () => {
    setWidth(1024);
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(visibleSlides()[0]).toHaveAccessibleName('2 of 10');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(visibleSlides()[0]).toHaveAccessibleName('3 of 10');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visibleSlides()[0]).toHaveAccessibleName('2 of 10');
    const hidden = screen.getAllByRole('group', { hidden: true }).find((slide) => slide.hasAttribute('aria-hidden'))!;
    expect(hidden).toHaveAttribute('inert');
  });

  it('asks for the next page once when the window is 4 items from the end', () => {
    setWidth(1024);
    const onNearEnd = vi.fn();
    render(<Carousel label="Podcasts" previousLabel="Previous" nextLabel="Next" items={titles.map((t) => <p key={t}>{t}</p>)} onNearEnd={onNearEnd} />);
    const next = screen.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 5; i++) fireEvent.click(next);
    expect(onNearEnd).not.toHaveBeenCalled();
    fireEvent.click(next); // first visible item is the 7th of 10: 4 from the end
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    fireEvent.click(next);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks for 1 second after a swipe', () => {
    vi.useFakeTimers();
    setWidth(1024);
    const onSelect = vi.fn();
    render(
      <Carousel
        label="Podcasts"
        previousLabel="Previous"
        nextLabel="Next"
        items={titles.map((title) => (
          <button key={title} type="button" onClick={() => onSelect(title)}>
            {title}
          </button>
        ))}
      />,
    );
    const first = screen.getByRole('button', { name: 'Podcast 1' });
    fireEvent.pointerDown(first, { clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(first, { clientX: 200, clientY: 102, pointerType: 'touch' });
    fireEvent.pointerUp(first, { clientX: 200, clientY: 102, pointerType: 'touch' });
    expect(visibleSlides()[0]).toHaveAccessibleName('2 of 10');

    const second = screen.getByRole('button', { name: 'Podcast 2' });
    fireEvent.click(second);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(second);
    expect(onSelect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(second);
    expect(onSelect).toHaveBeenCalledWith('Podcast 2');
  });
});
