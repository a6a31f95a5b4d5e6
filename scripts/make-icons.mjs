// Draws the app icons (apps/web/public/icons/*.png) from the brand mark — the red drop of the favicon in
// apps/web/index.html — with Debian's Chromium, so no image library is needed. Run again after changing the mark:
//   node scripts/make-icons.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const out = join(import.meta.dirname, '../apps/web/public/icons');
const RED = '#b91c1c';

/** The drop on a square; `safe` is the share of the side the mark may use (maskable icons keep to the middle 80%). */
function svg(size, { background, safe }) {
  const mark = size * safe;
  const offset = (size - mark) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${background === RED ? 0 : size * 0.22}" fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${mark / 32})">
    <path d="M16 2C16 2 5 14.5 5 21a11 11 0 0 0 22 0C27 14.5 16 2 16 2z" fill="${background === RED ? '#fff' : RED}"/>
    <path d="M11 21a5 5 0 0 0 5 5" stroke="${background === RED ? RED : '#fff'}" stroke-width="2" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, background: '#ffffff', safe: 0.8 },
  { file: 'icon-512.png', size: 512, background: '#ffffff', safe: 0.8 },
  // Maskable: the launcher may crop to a circle, so the drop stays well inside the centre and the red fills the rest.
  { file: 'maskable-512.png', size: 512, background: RED, safe: 0.55 },
  { file: 'apple-touch-icon.png', size: 180, background: '#ffffff', safe: 0.8 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<body style="margin:0;background:transparent">${svg(icon.size, icon)}</body>`);
    await page.locator('svg').screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${icons.length} icons to ${out}`);
