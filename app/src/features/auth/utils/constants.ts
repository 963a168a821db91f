/** The login screen waits this long on initialisation before acting (seed 000 section 9). */
export const LOGIN_INIT_DELAY_MS = 1000;

/** Remembers on this device that the member dismissed the first-time warning (read by the server's first view too). */
export const FIRST_TIME_WARNING_COOKIE = 'portal_first_time_dismissed';

/** Where the dismissal was kept before it moved to a cookie: still read once, to move it. */
export const FIRST_TIME_WARNING_KEY = 'portal.auth.firstTimeWarningDismissed';
