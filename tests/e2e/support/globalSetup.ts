import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { startProduct } from './startProduct.ts';

async function checkBrowser() {
  try {
    const b = await chromium.launch({
      executablePath:
        process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
        (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: ['--no-sandbox'],
    });
    await b.close();
  } catch (err) {
    throw new Error(
      'No Chromium to run the end-to-end tests. Install Debian\'s: "apt-get install -y chromium" (gives /usr/bin/chromium), ' +
        'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary.\n' +
        String(err),
    );
  }
}

/**
 * The product every spec shares (support/product.ts reads it from these variables). A spec that needs a product
 * nobody has used yet (adminAccounts.spec.ts: the first-start link, an empty inventory) starts its own.
 */
export default async function globalSetup() {
  await checkBrowser();
  const product = await startProduct();
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_DATA_DIR = product.dataDir;
  process.env.E2E_SERVER_OUTPUT = product.outputFile;
  return () => product.stop();
}
