/**
 * A confidential story at its secret link in Chromium (decision 2): the link Prezly gives a
 * journalist opens the story's page in its own language and direction, and the page's
 * "Download PDF" button, beside that link (`/s/{uuid}.pdf`), answers the story as a PDF.
 */
import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';

const demo = site('demo');
/** The demo newsroom's confidential Arabic story (content/demo/stories/24496-ar.json). */
const SECRET_LINK = '/s/3ee5a302-34c5-44bc-9911-f8975eeea453';
const TITLE = 'إحاطة للشركاء: خطة التوسع في دول الخليج لعام 2027';

test('a confidential story opens at its secret link in its language, and its Download PDF answers a PDF', async ({
    page,
}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${demo.baseUrl}${SECRET_LINK}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const pdfLink = page.locator('.story__tools a[type="application/pdf"]');
    await expect(pdfLink).toBeVisible();
    const href = await pdfLink.getAttribute('href');
    expect(href).toBe(`${SECRET_LINK}.pdf`);
    const pdf = await page.request.get(new URL(href!, page.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['x-robots-tag']).toBe('noindex');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
});
