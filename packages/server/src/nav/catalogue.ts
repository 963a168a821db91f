import type { RouteName } from '@portal/manifest/routes';

export type NavLanguage = 'en' | 'de' | 'fr';

/** One entry the shell may show; gated on route names of the client's manifest. */
export interface NavEntry {
  /** the route name it leads to, or the entry's own name for admin entries */
  readonly name: string;
  readonly labels: Readonly<Record<NavLanguage, string>>;
  readonly path: string;
  readonly icon: string;
  /** shown when the client permits any of these route names */
  readonly requires: readonly RouteName[];
}

const entry = (
  name: string,
  path: string,
  icon: string,
  labels: Record<NavLanguage, string>,
  requires: readonly RouteName[] = [name as RouteName],
): NavEntry => ({ name, path, icon, labels, requires });

/** The top bar: the main areas of the product. */
export const TOP_NAV: readonly NavEntry[] = [
  entry('home', '/', 'home', { en: 'Home', de: 'Startseite', fr: 'Accueil' }),
  entry('events', '/events', 'calendar', { en: 'Events', de: 'Veranstaltungen', fr: 'Événements' }),
  entry('healthScore', '/healthscore', 'heart-pulse', { en: 'Health Score', de: 'Gesundheits-Score', fr: 'Score santé' }),
  entry('mentalHealthCoaching', '/mental-health-coaching', 'chat', {
    en: 'Coaching',
    de: 'Coaching',
    fr: 'Coaching',
  }, ['mentalHealthCoaching', 'healthCoaching', 'cancerCoaching', 'totalMentalHealth']),
  entry('dmh', '/dmh', 'brain', { en: 'Mental Health', de: 'Mentale Gesundheit', fr: 'Santé mentale' }),
  entry('faq', '/faq', 'help', { en: 'Help/FAQs', de: 'Hilfe/FAQs', fr: 'Aide/FAQ' }, ['faq', 'dmhFaqs']),
];

/** The side menu: content areas, services and the member's own pages. */
// Areas whose pages are only details (digital gym, be calm, training plans: /digital-gym/:id …) have no
// entry: members reach them from the home carousels.
export const SIDE_NAV: readonly NavEntry[] = [
  entry('allArticles', '/all-articles', 'article', { en: 'Articles', de: 'Artikel', fr: 'Articles' }),
  entry('allCourses', '/all-courses', 'course', { en: 'Courses', de: 'Kurse', fr: 'Cours' }),
  entry('wellbeingSeries', '/wellbeing-series', 'series', {
    en: 'Wellbeing Series',
    de: 'Wohlfühl-Serien',
    fr: 'Séries bien-être',
  }),
  entry('studioOverview', '/wellbeing-studio', 'studio', {
    en: 'Wellbeing Studio',
    de: 'Wohlfühl-Studio',
    fr: 'Studio bien-être',
  }, ['studioOverview', 'wellbeingStudio']),
  entry('digitalClinics', '/clinics/digital', 'stethoscope', {
    en: 'Digital Clinics',
    de: 'Digitale Sprechstunden',
    fr: 'Cliniques numériques',
  }),
  entry('randoxKit', '/blood-test', 'drop', { en: 'Blood Test', de: 'Bluttest', fr: 'Test sanguin' }),
  entry('eap', '/eap', 'phone', {
    en: 'Employee Assistance',
    de: 'Mitarbeiterberatung',
    fr: 'Aide aux salariés',
  }),
  entry('myOrg', '/my-organisation', 'building', {
    en: 'My Organisation',
    de: 'Meine Organisation',
    fr: 'Mon organisation',
  }),
  entry('settings', '/settings', 'settings', { en: 'Settings', de: 'Einstellungen', fr: 'Paramètres' }),
  entry('accountSettings', '/account-settings', 'user', { en: 'Account', de: 'Konto', fr: 'Compte' }),
  entry('emergencyContacts', '/emergency-contacts', 'lifebuoy', {
    en: 'Emergency Contacts',
    de: 'Notfallkontakte',
    fr: "Contacts d'urgence",
  }),
];

/** The admin set (seed 000 section 2), for employer admins only. */
export const ADMIN_NAV: readonly NavEntry[] = [
  entry('dataAnalytics', '/admin/data-analytics', 'chart', {
    en: 'Data Analytics',
    de: 'Datenanalyse',
    fr: 'Analyse des données',
  }, []),
  entry('brandingCustomise', '/admin/branding', 'palette', {
    en: 'Branding Customise',
    de: 'Branding anpassen',
    fr: "Personnaliser l'image",
  }, []),
  entry('customContent', '/admin/custom-content', 'edit', {
    en: 'Custom Content',
    de: 'Eigene Inhalte',
    fr: 'Contenu personnalisé',
  }, []),
  entry('userManagement', '/admin/users', 'users', {
    en: 'User Management',
    de: 'Benutzerverwaltung',
    fr: 'Gestion des utilisateurs',
  }, []),
  entry('adminView', '/admin', 'shield', {
    en: 'Enter/Exit Admin View',
    de: 'Adminansicht öffnen/schließen',
    fr: "Entrer/Quitter la vue admin",
  }, []),
];
