import { pathTo } from '@portal/manifest/routes';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createMember, expect, test } from '../fixtures/member';

/**
 * Issue 12: the chat widget a client's manifest names uses the chat adapters (decision 0340). A member of kontor
 * writes in the widget in German; a support agent of kontor sees the message in the support inbox with an unread
 * count, answers, and the member has the answer live.
 */
test.describe('the support chat widget', () => {
  const firstName = `Frieda${Math.floor(Math.random() * 1e6)}`;
  test.use({ memberClient: 'kontor', memberOptions: { firstName, language: 'de' } });

  test('member and support agent write both ways through the widget and the support inbox', async ({ page, member, browser }) => {
    // two signed-in browsers and axe runs on a shared two-core machine
    test.setTimeout(120_000);
    await member.signIn(page);
    await page.getByRole('button', { name: 'Support-Chat' }).click();
    const widget = page.getByRole('region', { name: 'Support-Chat' });
    const log = widget.getByRole('log', { name: 'Unterhaltung' });
    await expect(log.getByRole('listitem').first()).toHaveText('Hallo! Wie können wir Ihnen heute helfen?');
    const box = widget.getByRole('textbox', { name: 'Ihre Nachricht' });
    await expect(box).toBeEnabled();

    // an empty message is not sent; Enter sends, Shift+Enter makes a new line
    await box.press('Enter');
    await box.fill('Hallo, ich habe eine Frage');
    await box.press('Shift+Enter');
    await box.pressSequentially('zu meinem Standort.');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const own = log.locator('li[data-own="true"]');
    await expect(own).toHaveCount(1);
    await expect(own.first().locator('p')).toHaveText('Hallo, ich habe eine Frage\nzu meinem Standort.');
    await expect(own.first()).toContainText('Gesendet');

    // the agent's inbox counts the unread message
    const agent = await createMember('kontor', { support: true, firstName: 'Agent', language: 'de' });
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    // the agent reaches the inbox from the top bar, in German
    await agent.signIn(agentPage, pathTo('home'));
    await agentPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Support-Posteingang' }).click();
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Support-Posteingang' })).toBeVisible();
    const row = agentPage.getByTestId('support-conversation').filter({ has: agentPage.getByRole('link', { name: firstName, exact: true }) });
    await expect(row.getByTestId('unread')).toHaveText(/^1\s*ungelesen$/);
    await expectNoAxeViolations(agentPage);

    // opened, the message is read, and the member sees the read mark
    await row.getByRole('link', { name: firstName, exact: true }).click();
    await expect(agentPage.getByRole('heading', { level: 1, name: `Support-Chat mit ${firstName}` })).toBeVisible();
    const agentLog = agentPage.getByRole('log', { name: 'Unterhaltung' });
    await expect(agentLog.getByText('zu meinem Standort.', { exact: false })).toBeVisible();
    await expect(own.first()).toContainText('Gelesen');

    // the answer arrives in the widget live, with the agent's typing before it
    const answerBox = agentPage.getByRole('textbox', { name: 'Ihre Antwort' });
    await answerBox.pressSequentially('Gern', { delay: 50 });
    await expect(widget.getByText('Support-Team schreibt…')).toBeVisible();
    await answerBox.pressSequentially(': unter Konto, Standort.');
    await answerBox.press('Enter');
    await expect(log.getByText('Gern: unter Konto, Standort.')).toBeVisible();
    await expect(agentLog.locator('li[data-own="true"]').last()).toContainText('Gelesen');
    await expectNoAxeViolations(agentPage);
    await agentContext.close();
  });
});
