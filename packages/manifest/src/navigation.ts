import { pathTo, staticPathTo, type LinkableRouteName, type RouteName } from './routes';

/**
 * The navigation catalogue: which pages the top bar, the side menu and the admin set offer, in order, and what
 * reveals each entry. The server's get-nav and the app's navigation (before get-nav answers) both read it, so
 * they offer the same pages; the server labels entries from `labels`, the app from its own translations.
 */

export type NavLanguage = 'en' | 'de' | 'fr';

/** One entry the shell may show; gated on route names of the client's manifest. */
export interface NavEntry {
  /** the route name it leads to, or the entry's own name for admin entries */
  readonly name: string;
  readonly labels: Readonly<Record<NavLanguage, string>>;
  readonly path: string;
  readonly icon: string;
  /** shown when the client permits any of these route names; empty for the admin set */
  readonly requires: readonly RouteName[];
}

function pathOfPage(name: LinkableRouteName): string {
  const path = staticPathTo(name);
  if (path === null) throw new Error(`navigation: "${name}" needs parameters, so the menu cannot link to it`);
  return path;
}

const page = (
  name: LinkableRouteName,
  icon: string,
  labels: Record<NavLanguage, string>,
  requires: readonly RouteName[] = [name],
): NavEntry => ({ name, path: pathOfPage(name), icon, labels, requires });

// admin pages have no route name in the spec's registry yet, so their paths are written here once
const admin = (name: string, path: string, icon: string, labels: Record<NavLanguage, string>): NavEntry => ({
  name,
  path,
  icon,
  labels,
  requires: [],
});

/** The top bar: the main areas of the product. */
export const TOP_NAV: readonly NavEntry[] = [
  page('home', 'home', { en: 'Home', de: 'Startseite', fr: 'Accueil' }),
  page('events', 'calendar', { en: 'Events', de: 'Veranstaltungen', fr: 'Événements' }),
  page('healthScore', 'heart-pulse', { en: 'Health Score', de: 'Gesundheits-Score', fr: 'Score santé' }),
  page(
    'mentalHealthCoaching',
    'chat',
    {
      en: 'Coaching',
      de: 'Coaching',
      fr: 'Coaching',
    },
    ['mentalHealthCoaching', 'healthCoaching', 'cancerCoaching', 'totalMentalHealth'],
  ),
  // named as its page is (heading and tab title), so the link and the page it opens agree
  page('dmh', 'brain', { en: 'Digital Mental Health', de: 'Digitale psychische Gesundheit', fr: 'Santé mentale numérique' }),
  page('faq', 'help', { en: 'Help/FAQs', de: 'Hilfe/FAQs', fr: 'Aide/FAQ' }, ['faq', 'dmhFaqs']),
];

/** The side menu: content areas, services and the member's own pages. */
// Areas whose pages are only details (digital gym, be calm, training plans: /digital-gym/:id …) have no
// entry: members reach them from the home carousels.
export const SIDE_NAV: readonly NavEntry[] = [
  page('allArticles', 'article', { en: 'Articles', de: 'Artikel', fr: 'Articles' }),
  page('allCourses', 'course', { en: 'Courses', de: 'Kurse', fr: 'Cours' }),
  // the content library opens on all topics (/wellbeing/all); decision 0250
  {
    name: 'wellbeing',
    path: pathTo('wellbeing', { id: 'all' }),
    icon: 'article',
    labels: { en: 'Wellbeing', de: 'Wohlbefinden', fr: 'Bien-être' },
    requires: ['wellbeing'],
  },
  page('wellbeingSeries', 'series', {
    en: 'Wellbeing Series',
    de: 'Wohlfühl-Serien',
    fr: 'Séries bien-être',
  }),
  page(
    'studioOverview',
    'studio',
    {
      en: 'Wellbeing Studio',
      de: 'Wohlfühl-Studio',
      fr: 'Studio bien-être',
    },
    ['studioOverview', 'wellbeingStudio'],
  ),
  page('digitalClinics', 'stethoscope', {
    en: 'Digital Clinics',
    de: 'Digitale Sprechstunden',
    fr: 'Cliniques numériques',
  }),
  page('randoxKit', 'drop', { en: 'Blood Test', de: 'Bluttest', fr: 'Test sanguin' }),
  page('eap', 'phone', {
    en: 'Employee Assistance',
    de: 'Mitarbeiterberatung',
    fr: 'Aide aux salariés',
  }),
  page('challenges', 'trophy', {
    en: 'Challenges',
    de: 'Challenges',
    fr: 'Défis',
  }),
  page('myOrg', 'building', {
    en: 'My Organisation',
    de: 'Meine Organisation',
    fr: 'Mon organisation',
  }),
  page('settings', 'settings', { en: 'Settings', de: 'Einstellungen', fr: 'Paramètres' }),
  page('accountSettings', 'user', { en: 'Account', de: 'Konto', fr: 'Compte' }),
  page('emergencyContacts', 'lifebuoy', {
    en: 'Emergency Contacts',
    de: 'Notfallkontakte',
    fr: "Contacts d'urgence",
  }),
];

/** The admin set (seed 000 section 2), for employer admins only. */
export const ADMIN_NAV: readonly NavEntry[] = [
  admin('dataAnalytics', '/admin/data-analytics', 'chart', {
    en: 'Data Analytics',
    de: 'Datenanalyse',
    fr: 'Analyse des données',
  }),
  admin('brandingCustomise', '/admin/branding', 'palette', {
    en: 'Branding Customise',
    de: 'Branding anpassen',
    fr: "Personnaliser l'image",
  }),
  admin('customContent', '/admin/custom-content', 'edit', {
    en: 'Custom Content',
    de: 'Eigene Inhalte',
    fr: 'Contenu personnalisé',
  }),
  admin('userManagement', '/admin/users', 'users', {
    en: 'User Management',
    de: 'Benutzerverwaltung',
    fr: 'Gestion des utilisateurs',
  }),
  admin('adminView', '/admin', 'shield', {
    en: 'Enter/Exit Admin View',
    de: 'Adminansicht öffnen/schließen',
    fr: 'Entrer/Quitter la vue admin',
  }),
];

/** A staff role that has pages of its own (the routes' `role`). */
export type StaffRole = 'coach' | 'clinician' | 'support';

/** A staff page's entry: shown to members who hold one of `roles`, whatever the client permits. */
export interface StaffNavEntry extends NavEntry {
  readonly roles: readonly StaffRole[];
}

/** The staff's own pages, at the end of the top bar for those who hold the role (coach, clinician, support). */
export const STAFF_NAV: readonly StaffNavEntry[] = [
  {
    ...page('coachWorkspace', 'chat', { en: 'Coach workspace', de: 'Coach-Arbeitsbereich', fr: 'Espace coach' }, []),
    roles: ['coach'],
  },
  // the same page for a clinician, under its own name; a member who is both sees the coach's entry only
  {
    ...page('coachWorkspace', 'chat', { en: 'Clinician workspace', de: 'Arbeitsbereich für Behandelnde', fr: 'Espace clinicien' }, []),
    roles: ['clinician'],
  },
  {
    ...page('supportInbox', 'help', { en: 'Support inbox', de: 'Support-Posteingang', fr: 'Boîte de réception du support' }, []),
    roles: ['support'],
  },
];
