import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n, messagesReady, needsMessages, withMessages } from './i18n';

// messages that only a feature's catalogue has (help's, shell's, legal's), as its code would show them
const filter = msg`Filter questions and answers`;
const skip = msg`Skip to content`;
const agree = msg`Agree`;

afterEach(async () => {
  await activateLanguage('en');
});

describe('messages per route (decision 0650)', () => {
  it("loads a feature's catalogue in the page's language only once the feature's code has loaded", async () => {
    await activateLanguage('de');
    // the shared catalogue is there; the help area's German is not, until its code asks for it
    expect(i18n._(filter)).toBe('Filter questions and answers');
    needsMessages('help');
    await messagesReady();
    expect(i18n._(filter)).toBe('Fragen und Antworten filtern');
    expect(messagesReady()).toBeNull();
  });

  it('resolves a lazily loaded page only after the catalogues its code asked for', async () => {
    await activateLanguage('de');
    const page = withMessages(
      Promise.resolve().then(() => {
        // what the build adds to the page's modules as they are evaluated
        needsMessages('legal');
        return 'page';
      }),
    );
    expect(await page).toBe('page');
    expect(i18n._(agree)).toBe('Zustimmen');
  });

  it('switches language with the catalogues of every feature loaded so far, in the new language', async () => {
    needsMessages('shell');
    await messagesReady();
    expect(i18n._(skip)).toBe('Skip to content');
    await activateLanguage('de');
    expect(i18n._(skip)).toBe('Zum Inhalt springen');
    expect(document.documentElement.lang).toBe('de');
  });
});
