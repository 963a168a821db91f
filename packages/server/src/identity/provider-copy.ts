import type { Client } from '../tenancy/public';

/** The words of the development provider's own pages: sign-in, logout, errors and the account flows. */
export interface ProviderCopy {
  readonly signInTitle: string;
  readonly signInHeading: (clientName: string) => string;
  readonly demoHint: (password: string) => string;
  readonly email: string;
  readonly password: string;
  readonly signIn: string;
  readonly forgotPassword: string;
  readonly demoIdentities: string;
  readonly notRegistered: string;
  readonly employerAdmin: string;
  readonly wrongPassword: string;
  readonly otherClient: string;
  readonly signingOutTitle: string;
  readonly signingOut: string;
  readonly continue: string;
  readonly signedOutTitle: string;
  readonly signedOut: string;
  readonly backToPortal: string;
  readonly errorTitle: string;
  readonly error: string;
  readonly expiredTitle: string;
  readonly expired: string;
  readonly changeEmailTitle: string;
  readonly changeEmailButton: string;
  readonly changePasswordTitle: string;
  readonly changePasswordButton: string;
  readonly confirmHint: string;
  readonly currentPassword: string;
  readonly newEmail: string;
  readonly newPassword: string;
  readonly passwordRule: string;
  readonly repeatPassword: string;
  readonly cancel: string;
  readonly invalidLinkTitle: string;
  readonly invalidLink: string;
}

const en: ProviderCopy = {
  signInTitle: 'Sign in',
  signInHeading: (name) => `Sign in to ${name}`,
  demoHint: (password) => `Development identity provider. Every demo identity uses the password ${password}.`,
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  forgotPassword: 'Forgot your password?',
  demoIdentities: 'Demo identities',
  notRegistered: '(not registered yet)',
  employerAdmin: '(employer admin)',
  wrongPassword: 'Sorry, this email or password does not match our records.',
  otherClient: 'This demo identity belongs to another client.',
  signingOutTitle: 'Signing out',
  signingOut: 'You are being signed out…',
  continue: 'Continue',
  signedOutTitle: 'Signed out',
  signedOut: 'You are signed out.',
  backToPortal: 'Back to the portal',
  errorTitle: 'Something went wrong',
  error: 'This sign-in step did not work. Please go back to the portal and try again.',
  expiredTitle: 'Sign-in expired',
  expired: 'This sign-in has expired. Please go back to the portal and sign in again.',
  changeEmailTitle: 'Change your email address',
  changeEmailButton: 'Change email address',
  changePasswordTitle: 'Change your password',
  changePasswordButton: 'Change password',
  confirmHint: 'Development identity provider. Confirm it is you with your current password.',
  currentPassword: 'Current password',
  newEmail: 'New email address',
  newPassword: 'New password',
  passwordRule: 'At least 10 characters with an upper case letter, a lower case letter, a number and a special character.',
  repeatPassword: 'Repeat new password',
  cancel: 'Cancel',
  invalidLinkTitle: 'This link is not valid',
  invalidLink: 'Please go back to the portal and try again.',
};

const de: ProviderCopy = {
  signInTitle: 'Anmelden',
  signInHeading: (name) => `Bei ${name} anmelden`,
  demoHint: (password) => `Entwicklungs-Identitätsanbieter. Alle Demo-Identitäten verwenden das Passwort ${password}.`,
  email: 'E-Mail',
  password: 'Passwort',
  signIn: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  demoIdentities: 'Demo-Identitäten',
  notRegistered: '(noch nicht registriert)',
  employerAdmin: '(Arbeitgeber-Admin)',
  wrongPassword: 'Diese E-Mail-Adresse oder dieses Passwort stimmt nicht mit unseren Daten überein.',
  otherClient: 'Diese Demo-Identität gehört zu einem anderen Kunden.',
  signingOutTitle: 'Abmelden',
  signingOut: 'Sie werden abgemeldet …',
  continue: 'Weiter',
  signedOutTitle: 'Abgemeldet',
  signedOut: 'Sie sind abgemeldet.',
  backToPortal: 'Zurück zum Portal',
  errorTitle: 'Etwas ist schiefgelaufen',
  error: 'Dieser Anmeldeschritt hat nicht funktioniert. Bitte kehren Sie zum Portal zurück und versuchen Sie es erneut.',
  expiredTitle: 'Anmeldung abgelaufen',
  expired: 'Diese Anmeldung ist abgelaufen. Bitte kehren Sie zum Portal zurück und melden Sie sich erneut an.',
  changeEmailTitle: 'E-Mail-Adresse ändern',
  changeEmailButton: 'E-Mail-Adresse ändern',
  changePasswordTitle: 'Passwort ändern',
  changePasswordButton: 'Passwort ändern',
  confirmHint: 'Entwicklungs-Identitätsanbieter. Bestätigen Sie mit Ihrem aktuellen Passwort, dass Sie es sind.',
  currentPassword: 'Aktuelles Passwort',
  newEmail: 'Neue E-Mail-Adresse',
  newPassword: 'Neues Passwort',
  passwordRule: 'Mindestens 10 Zeichen mit einem Großbuchstaben, einem Kleinbuchstaben, einer Zahl und einem Sonderzeichen.',
  repeatPassword: 'Neues Passwort wiederholen',
  cancel: 'Abbrechen',
  invalidLinkTitle: 'Dieser Link ist ungültig',
  invalidLink: 'Bitte kehren Sie zum Portal zurück und versuchen Sie es erneut.',
};

const fr: ProviderCopy = {
  signInTitle: 'Connexion',
  signInHeading: (name) => `Se connecter à ${name}`,
  demoHint: (password) => `Fournisseur d’identité de développement. Chaque identité de démonstration utilise le mot de passe ${password}.`,
  email: 'E-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  demoIdentities: 'Identités de démonstration',
  notRegistered: '(sans compte pour l’instant)',
  employerAdmin: '(administrateur employeur)',
  wrongPassword: 'Cet e-mail ou ce mot de passe ne correspond pas à nos données.',
  otherClient: 'Cette identité de démonstration appartient à un autre client.',
  signingOutTitle: 'Déconnexion',
  signingOut: 'Vous êtes en cours de déconnexion…',
  continue: 'Continuer',
  signedOutTitle: 'Déconnecté',
  signedOut: 'Vous êtes déconnecté.',
  backToPortal: 'Retour au portail',
  errorTitle: 'Une erreur est survenue',
  error: 'Cette étape de connexion n’a pas fonctionné. Veuillez revenir au portail et réessayer.',
  expiredTitle: 'Connexion expirée',
  expired: 'Cette connexion a expiré. Veuillez revenir au portail et vous reconnecter.',
  changeEmailTitle: 'Modifier votre adresse e-mail',
  changeEmailButton: 'Modifier l’adresse e-mail',
  changePasswordTitle: 'Modifier votre mot de passe',
  changePasswordButton: 'Modifier le mot de passe',
  confirmHint: 'Fournisseur d’identité de développement. Confirmez votre identité avec votre mot de passe actuel.',
  currentPassword: 'Mot de passe actuel',
  newEmail: 'Nouvelle adresse e-mail',
  newPassword: 'Nouveau mot de passe',
  passwordRule: 'Au moins 10 caractères avec une majuscule, une minuscule, un chiffre et un caractère spécial.',
  repeatPassword: 'Répéter le nouveau mot de passe',
  cancel: 'Annuler',
  invalidLinkTitle: 'Ce lien n’est pas valide',
  invalidLink: 'Veuillez revenir au portail et réessayer.',
};

const COPY: Readonly<Record<string, ProviderCopy>> = { en, de, fr };

/**
 * The language of a provider page: the first of the portal's `ui_locales` (the page the member came from) that
 * the client offers, else the client's default language; English without a client.
 */
export function providerLanguage(client: Client | undefined, uiLocales?: unknown): string {
  if (!client) return 'en';
  const offered = client.manifest.languages as readonly string[];
  const asked = typeof uiLocales === 'string' ? uiLocales.split(/\s+/).map((tag) => tag.split('-')[0]!.toLowerCase()) : [];
  return asked.find((language) => offered.includes(language)) ?? client.manifest.defaultLanguage;
}

/** The provider's words in a language, English where it has none. */
export function providerCopy(language: string): ProviderCopy {
  return COPY[language] ?? en;
}
