import { describe, expect, it } from 'vitest';
import { routeOfPath, tileTarget } from './links';

describe('service tile links', () => {
  it('name the route an app path opens, with its parameters, query or hash, and none for an unknown path', () => {
    expect(routeOfPath('/faq')).toBe('faq');
    expect(routeOfPath('/faq?topic=sleep#top')).toBe('faq');
    expect(routeOfPath('/events')).toBe('events');
    expect(routeOfPath('/content/videos')).toBe('content');
    expect(routeOfPath('/no/such/page')).toBeNull();
  });

  it('lead to a permitted app page, an outside address, or nowhere', () => {
    expect(tileTarget('/faq', ['faq'])).toEqual({ kind: 'route', to: '/faq' });
    expect(tileTarget('/faq', ['events'])).toBeNull();
    expect(tileTarget('tel:+441614960750', [])).toEqual({ kind: 'external', href: 'tel:+441614960750' });
    expect(tileTarget('https://example.com/help', [])).toEqual({ kind: 'external', href: 'https://example.com/help' });
    expect(tileTarget('faq', ['faq'])).toBeNull();
  });
});
