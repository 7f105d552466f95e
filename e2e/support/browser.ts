import sparticuzChromium from '@sparticuz/chromium';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

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
 * One Chromium for the whole run, started by the global setup (e2e/support/global-setup.ts); each
 * test file connects to it (connectBrowser) and works in its own contexts, which share nothing.
 * Headless, with the flags this sandbox needs (no network but loopback). The package's own default
 * args are not used: their `--single-process` paints grey bands into screenshots.
 */
export async function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
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

/** The run's Chromium (startBrowserServer). `close()` ends this file's connection and closes its contexts. */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A download's bytes (`download.path()` is not offered over a connected browser; saveAs is). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = join(tmpdir(), `courtcash-e2e-download-${randomUUID()}`);
  try {
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(file, { force: true });
  }
}
