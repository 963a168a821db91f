import { describe, expect, it } from 'vitest';
import type { Manifest } from '@portal/manifest/schema';
import { buildNavigation, navLanguage } from './service';

const features: Manifest['features'] = {
  locationSelector: true,
  settingsLayout: 'standard',
  sideBarHidden: false,
  germanLegalLinks: false,
};
const manifest = (permittedRoutes: string[], overrides: Partial<Manifest['features']> = {}) => ({
  permittedRoutes,
  features: { ...features, ...overrides },
});
const names = (items: { name: string }[]) => items.map((item) => item.name);
const ADMIN = ['dataAnalytics', 'brandingCustomise', 'customContent', 'userManagement', 'adminView'];

describe('nav gating', () => {
  it('shows only what the client permits', () => {
    const nav = buildNavigation(manifest(['home', 'events', 'faq', 'settings']), { employerAdmin: false, language: 'en' });
    expect(names(nav.nav)).toEqual(['home', 'events', 'faq']);
    expect(names(nav.side_nav)).toEqual(['settings']);
    expect(nav.nav.map((item) => item.label)).toEqual(['Home', 'Events', 'Help/FAQs']);
  });

  it('shows one Coaching entry for any coaching area', () => {
    const nav = buildNavigation(manifest(['home', 'healthCoaching']), { employerAdmin: false, language: 'en' });
    expect(nav.nav.map((item) => item.label)).toEqual(['Home', 'Coaching']);
  });

  it('gives the admin set to employer admins only', () => {
    const member = buildNavigation(manifest(['home']), { employerAdmin: false, language: 'en' });
    const admin = buildNavigation(manifest(['home']), { employerAdmin: true, language: 'en' });
    expect(names(member.nav_elements)).not.toContain('dataAnalytics');
    expect(names(admin.side_nav)).toEqual(ADMIN);
    expect(admin.side_nav.map((item) => item.label)).toEqual([
      'Data Analytics',
      'Branding Customise',
      'Custom Content',
      'User Management',
      'Enter/Exit Admin View',
    ]);
  });

  it('empties the side nav when the client hides the side bar, keeping nav_elements complete', () => {
    const nav = buildNavigation(manifest(['home', 'settings', 'accountSettings'], { sideBarHidden: true }), {
      employerAdmin: true,
      language: 'en',
    });
    expect(nav.side_nav).toEqual([]);
    expect(names(nav.nav_elements)).toEqual(['home', 'settings', 'accountSettings', ...ADMIN]);
  });

  it('labels in the member language, English where no translation exists', () => {
    const de = buildNavigation(manifest(['home', 'events', 'healthScore', 'settings']), { employerAdmin: false, language: 'de' });
    expect(de.nav.map((item) => item.label)).toEqual(['Startseite', 'Veranstaltungen', 'Gesundheits-Score']);
    expect(de.side_nav.map((item) => item.label)).toEqual(['Einstellungen']);
    expect(navLanguage('zh')).toBe('en');
  });

  it("adds a staff member's own pages to the top bar, whatever the client permits, and nobody else's", () => {
    const coach = buildNavigation(manifest(['home']), { employerAdmin: false, language: 'en', staffRoles: ['coach'] });
    expect(coach.nav.map((item) => [item.name, item.path, item.label])).toEqual([
      ['home', '/', 'Home'],
      ['coachWorkspace', '/coach', 'Coach workspace'],
    ]);
    const clinician = buildNavigation(manifest(['home']), { employerAdmin: false, language: 'de', staffRoles: ['clinician'] });
    expect(clinician.nav.map((item) => item.label)).toEqual(['Startseite', 'Arbeitsbereich für Behandelnde']);
    const both = buildNavigation(manifest(['home']), { employerAdmin: false, language: 'en', staffRoles: ['clinician', 'coach'] });
    expect(both.nav.map((item) => item.label)).toEqual(['Home', 'Coach workspace']);
    const support = buildNavigation(manifest(['home'], { sideBarHidden: true }), { employerAdmin: false, language: 'en', staffRoles: ['support'] });
    expect(names(support.nav)).toEqual(['home', 'supportInbox']);
    expect(names(support.nav_elements)).toContain('supportInbox');
    const member = buildNavigation(manifest(['home', 'mentalHealthCoaching']), { employerAdmin: true, language: 'en', staffRoles: ['employer_admin'] });
    expect(names(member.nav_elements)).not.toContain('coachWorkspace');
    expect(names(member.nav_elements)).not.toContain('supportInbox');
  });
});
