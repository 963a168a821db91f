import { describe, expect, it } from 'vitest';
import { eapTile, serviceTiles } from './landing';

describe('landing tiles', () => {
  it('offers only tiles of permitted routes, linking to their paths', () => {
    const tiles = serviceTiles({ permittedRoutes: ['home', 'events', 'healthScore', 'randoxKit'] }, 'en');
    expect(tiles.map((tile) => tile.id)).toEqual(['healthScore', 'events', 'randoxKit']);
    expect(tiles.map((tile) => tile.link)).toEqual(['/healthscore', '/events', '/blood-test']);
    expect(serviceTiles({ permittedRoutes: ['home'] }, 'en')).toEqual([]);
  });

  it('builds the helpline tile from the manifest', () => {
    const eapPage = eapTile(
      {
        permittedRoutes: ['home', 'eap'],
        eap: { active: true, phone: '+44 20 7946 0820' },
        helplineTile: { phone: '+44 20 7946 0800', hours: '24/7' },
      },
      'en',
    );
    expect(eapPage).toMatchObject({ id: 'eap', link: '/eap', title: '24/7 helpline' });
    expect(eapPage?.description).toContain('+44 20 7946 0800');

    const callOnly = eapTile(
      { permittedRoutes: ['home'], eap: { active: true, phone: '+44 131 496 0240' }, helplineTile: null },
      'en',
    );
    expect(callOnly).toMatchObject({ id: 'helpline', link: 'tel:+441314960240', button_text: 'Call now' });

    expect(
      eapTile({ permittedRoutes: ['home', 'eap'], eap: { active: false }, helplineTile: null }, 'en'),
    ).toBeNull();
  });
});
