// Takes samples/web-page.png: the page at 1366 × 768 with the demo task,
// an answer clicked and its cell explained.
//
//   cd web/e2e && node screenshot.mjs
import { join } from 'node:path';
import { launch, serve, open, ROOT } from './browser.mjs';

const { context, close } = await launch({ locale: 'ru-RU' });
const server = await serve();
const { page } = await open(context, server.url);
await page.selectOption('#lang', 'ru');
await page.click('#answers li[data-id="21"]');
await page.waitForSelector('#explain:not([hidden])');
await page.screenshot({ path: join(ROOT, 'samples/web-page.png') });
await close();
await server.close();
