import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_REPLIES_ID } from './boot-replies';
import { MEMBER_STORAGE_KEY, knowsMember } from './known-member';

// decision 0700: the entry takes the signed-out start of /login only when neither the page nor the tab knows a member
function inlineSession(user: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_REPLIES_ID;
  element.textContent = JSON.stringify({ session: { user } });
  document.body.append(element);
}

afterEach(() => {
  sessionStorage.clear();
  document.getElementById(BOOT_REPLIES_ID)?.remove();
});

describe('knowsMember', () => {
  it('is false for a fresh visit', () => {
    expect(knowsMember()).toBe(false);
  });

  it("is true for the tab's copy of a member", () => {
    sessionStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 7 }));
    expect(knowsMember()).toBe(true);
  });

  it('follows the session reply the server inlined over the tab', () => {
    sessionStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 7 }));
    inlineSession(null);
    expect(knowsMember()).toBe(false);
  });
});
