/** Dismissed app-download banners, remembered per client and member in this browser. */
const keyOf = (clientId: string, memberId: number | string) =>
  `portal.app-banners-dismissed.${clientId}.${memberId}`;

export function isAppBannerDismissed(clientId: string, memberId: number | string): boolean {
  try {
    return localStorage.getItem(keyOf(clientId, memberId)) === 'true';
  } catch {
    // storage blocked: the banner shows, as for a member who never dismissed it
    return false;
  }
}

export function rememberAppBannerDismissed(clientId: string, memberId: number | string): void {
  try {
    localStorage.setItem(keyOf(clientId, memberId), 'true');
  } catch {
    // storage blocked: dismissed for this page only
  }
}
