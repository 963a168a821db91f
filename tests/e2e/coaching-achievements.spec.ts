import { expectNoAxeViolations } from '../fixtures/axe';
import { clientUrl } from '../fixtures/clients';
import { expect, test } from '../fixtures/member';
import { saveScreen } from '../fixtures/screens';

test.describe('achievements, the EAP callback and the impact page on harbour', () => {
  // a booked member whose first session earns a badge not yet celebrated
  test.use({ memberOptions: { coaching: 'booked', celebrations: true } });
  // four pages with axe on a shared two-core machine
  test.describe.configure({ timeout: 120_000 });

  test('a badge celebrated once, an EAP callback requested, the impact page and total mental health', async ({ page, member }) => {
    await member.signIn(page, '/mental-health-coaching');
    const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(celebration).toBeVisible();
    await expect(celebration.getByRole('heading', { name: 'First step' })).toBeVisible();
    await expect(celebration.getByText('+1 tree')).toBeVisible();
    await expectNoAxeViolations(page);
    await celebration.getByRole('button', { name: 'Continue' }).click();
    await expect(celebration).toBeHidden();
    const block = page.getByRole('region', { name: 'Achievements' });
    await expect(block.getByText('1 tree', { exact: true })).toBeVisible();
    await expect(block.getByText('0 bottles')).toBeVisible();
    await expect(block.getByRole('list', { name: 'Recent achievements' }).getByRole('heading', { name: 'First step' })).toBeVisible();

    // seen: the next visit celebrates nothing
    await page.reload();
    await expect(page.getByRole('region', { name: 'Achievements' }).getByRole('heading', { name: 'First step' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'See all achievements' }).click();
    const all = page.getByRole('dialog', { name: 'All achievements' });
    await expect(all.getByRole('listitem')).toHaveCount(8);
    await expect(all.locator('[data-achieved="true"]')).toHaveCount(1);
    await all.getByRole('button', { name: 'Close' }).first().click();

    await page.goto(clientUrl('harbour', '/eap'));
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Assistance Programme' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+44 7700 900414' })).toHaveAttribute('href', 'https://wa.me/447700900414');
    await expect(page.getByRole('link', { name: '+44 7700 900515' })).toHaveAttribute('href', 'sms:+447700900515');
    await expect(page.getByText('Live chat is currently unavailable.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to online services' })).toHaveAttribute('href', '/dmh/booking');
    const phone = page.getByLabel('Your phone number');
    const send = page.getByRole('button', { name: 'Request a callback' });
    await expect(send).toBeDisabled();
    await phone.pressSequentially('0770090');
    await expect(send).toBeDisabled();
    await phone.pressSequentially('01234567890');
    await expect(phone).toHaveValue('07700900123456');
    await phone.press('Backspace');
    await expect(phone).toHaveValue('0770090012345');
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
    await send.click();
    await expect(page.getByText('We have received your request. A member of our team will call you back shortly.')).toBeVisible();
    await saveScreen(page, 'harbour', 'coaching-eap');

    await page.goto(clientUrl('harbour', '/total-mental-health/your-impact'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your impact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Since \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, together we have$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have planted 1 tree' })).toBeVisible();
    await expect(page.getByRole('img', { name: '1 tree' })).toBeVisible();
    await expect(page.getByText('That is 0.0 kg of plastic kept out of the sea.')).toBeVisible();
    await expect(page.locator('[data-contribution]')).toHaveText([/First step\s*\+1 tree/]);
    await expectNoAxeViolations(page);
    await saveScreen(page, 'harbour', 'coaching-impact');

    await page.goto(clientUrl('harbour', '/total-mental-health/start'));
    await expect(page.getByRole('heading', { level: 1, name: 'Total mental health' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your impact' })).toHaveAttribute('href', '/total-mental-health/your-impact');
    await expect(page.getByRole('link', { name: 'Get support' })).toHaveAttribute('href', '/eap');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
