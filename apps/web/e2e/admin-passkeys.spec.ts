import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, withDatabase } from './support/database';
import { chooseEnglish } from './support/owner';
import { axeViolations } from './support/visit';

/**
 * WebAuthn needs a host name: Chromium refuses a passkey for an IP address, and the site's
 * relying party is PUBLIC_URL's host (docs/decisions.md, D-95), localhost for the stack under test.
 */
const siteUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1');
siteUrl.hostname = 'localhost';
test.use({ baseURL: siteUrl.origin });

/** Chromium's own virtual authenticator (CDP `WebAuthn`): a platform authenticator that keeps discoverable credentials and verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const storedPasskeys = () =>
  withDatabase(
    async (db) =>
      (await db.query<{ name: string; used: boolean }>('SELECT name, last_used_at IS NOT NULL AS used FROM profile.passkeys')).rows,
  );

test.describe("the owner's passkeys", () => {
  // The owner's screens in English, as chosen once in the language menu (support/owner.ts).
  test.beforeEach(({ page }) => chooseEnglish(page));
  test.beforeEach(() => withDatabase((db) => db.query('DELETE FROM profile.passkeys')));

  test('a passkey added in the panel signs the owner in without the password; "Log out everywhere" then ends the session', async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    await page.getByRole('button', { name: 'Security' }).click();
    const security = page.getByRole('dialog', { name: 'Sign-in and sessions' });
    await expect(security.getByText('No passkey yet.')).toBeVisible();
    expect(await axeViolations(page), 'the Security dialog').toEqual([]);
    await security.getByLabel('Name of the new passkey').fill('Chromium');
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
    await expect(security.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveText([/Chromium.*not used yet/]);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((credential) => credential.isResidentCredential)).toEqual([true]);
    expect(await storedPasskeys()).toEqual([{ name: 'Chromium', used: false }]);
    await security.getByRole('button', { name: 'Close' }).click();
    await expect(security).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    expect(await storedPasskeys()).toEqual([{ name: 'Chromium', used: true }]);

    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('renames and removes a passkey from the panel; a removed one no longer signs in', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Security' }).click();
    const security = page.getByRole('dialog', { name: 'Sign-in and sessions' });
    await security.getByLabel('Name of the new passkey').fill('Phone');
    await security.getByRole('button', { name: 'Add a passkey' }).click();

    await security.getByRole('button', { name: 'Rename Phone' }).click();
    await security.getByLabel('Name of the passkey').fill('Work laptop');
    await security.getByRole('button', { name: 'Save' }).click();
    await expect(security.getByRole('listitem')).toHaveText([/Work laptop/]);
    expect(await storedPasskeys()).toEqual([{ name: 'Work laptop', used: false }]);

    await security.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(security.getByText('No passkey yet.')).toBeVisible();
    expect(await storedPasskeys()).toEqual([]);

    // The authenticator still holds it, but the site no longer knows it.
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'Passkey sign-in failed' });
    await expect(failed).toContainText('The passkey could not be verified. Please try again.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
