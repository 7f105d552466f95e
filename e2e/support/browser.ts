import sparticuzChromium from '@sparticuz/chromium';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The browser comes from the npm registry: `@sparticuz/chromium` ships a Chromium build inside the
 * package and unpacks it to /tmp on first use, so `npm install` is the whole set-up. A system
 * Chromium is used instead when CHROMIUM_PATH names one.
 */
async function chromiumExecutable(): Promise<string> {
  const systemChromium = process.env.CHROMIUM_PATH;
  if (systemChromium) {
    if (!existsSync(systemChromium))
      throw new Error(`CHROMIUM_PATH is set to ${systemChromium}, but no file is there.`);
    return systemChromium;
  }
  return sparticuzChromium.executablePath();
}

/**
 * Headless, with the flags this sandbox needs (no network but loopback). The package's own default
 * args are not used: their `--single-process` paints grey bands into screenshots.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
