import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiToken, axeViolations, createCategory, newStudent, offer } from './helpers';

// README "Search": the top navigation's search finds in Buy, Borrow and Hire, grouped by area, by every word, stemmed;
// the home page's filters live in its URL, so Back and a reload keep them.
for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`the top navigation's search finds every area's matches, and the home filters survive Back and a reload, at ${viewport.width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    // A word no other listing has, so the counts are exact.
    const word = `qz${randomBytes(3).toString('hex')}`;
    const owner = newStudent();
    expect((await request.post('/api/v1/auth/register', { data: owner })).status()).toBe(201);
    const category = await createCategory(request, `Search ${word}`);
    const created = await request.post('/api/v1/product/create-product', {
      headers: { authorization: `Bearer ${await apiToken(request, owner.email, owner.password)}` },
      multipart: { name: `Casio ${word} calculator`, description: 'Scientific, solar powered', price: '950', quantity: '1', category, shipping: 'No' },
    });
    expect(created.status()).toBe(201);
    const listing = { description: `A ${word} for the exam`, pricePerDay: '40' };
    await offer(request, owner, 'rent-product/create-rent-product', { ...listing, name: 'Calculator stand', category: 'Electronics' }, false);
    await offer(request, owner, 'service/create-service', { ...listing, name: 'Calculator tutoring', category: 'Tutoring' }, false);

    const context = await browser.newContext({ viewport, ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.goto('/about');
    // Every word in any order, a plural: by keyboard, from the box every page has.
    const box = page.getByRole('search', { name: 'Site' }).getByRole('searchbox', { name: 'Search Buy, Borrow and Hire' });
    await box.focus();
    await page.keyboard.type(`calculators ${word}`);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “calculators ${word}”`);
    await expect(page).toHaveTitle(`Search: calculators ${word} · Campus Marketplace`);
    const buy = page.getByRole('region', { name: 'Buy' });
    await expect(buy.getByText('1 product found')).toBeVisible();
    await expect(buy.getByRole('link', { name: new RegExp(`Casio ${word} calculator`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Borrow' }).getByRole('link', { name: /Calculator stand/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hire' }).getByRole('link', { name: /Calculator tutoring/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`search-results-${viewport.width}.png`), fullPage: true });

    // Into Buy's own results: the search is in the home page's URL.
    await buy.getByRole('link', { name: 'See all in Buy' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?search=calculators\\+${word}$`));
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(`calculators ${word}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`home-filtered-${viewport.width}.png`) });

    // Away to the product and Back: the filters and the grid are as they were; a reload keeps them too.
    await grid.getByRole('link', { name: `Casio ${word} calculator` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Casio ${word} calculator` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(`calculators ${word}`);
    await expect(grid.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(`calculators ${word}`);
    await expect(grid.getByRole('article')).toHaveAccessibleName(`Casio ${word} calculator`);
    await context.close();
  });
}
