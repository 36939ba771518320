/**
 * The installed app's files, drawn by the client build from the logo (client/favicon.svg) with sharp: the web app
 * manifest, its icons, the favicon and the touch icon. Nothing generated is committed.
 *
 * The sizes are those browsers ask for: 192 and 512 px icons in the manifest (Chrome's install prompt and splash
 * screen), a maskable 512 px one (Android crops it to its own shape, so the logo's red reaches every edge), Apple's
 * 180 px touch icon (iOS fills transparency with black: it is the full-bleed drawing too), and /favicon.ico at 16, 32
 * and 48 px for whatever reads no <link rel="icon">: an image opened on its own, feed readers, older browsers.
 */
const { readFile } = require('node:fs/promises');
const sharp = require('sharp');
const icoEndec = require('ico-endec');

/** The logo's own red (favicon.svg's circle): the full-bleed icons fill their corners with it, so no edge shows. */
const LOGO_RED = '#e60023';

/** The manifest's fields besides its icons; its one theme colour is the light scheme's, as is the splash screen's. */
const manifestFields = (themeColors) => ({
  id: '/',
  name: 'Pinboard',
  short_name: 'Pinboard',
  description: 'Find ideas, save the pins you love to boards, and follow the people who make them.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: themeColors.light,
  background_color: themeColors.light,
});

/** The manifest's icons: `any` is the logo as drawn (a red disc on transparency), `maskable` the full-bleed one. */
const MANIFEST_ICONS = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 512, purpose: 'maskable' },
];
const TOUCH_ICON_SIZE = 180;
const FAVICON_SIZES = [16, 32, 48];

/** The logo as a PNG of `size` px, rendered at that size (not scaled from a small bitmap), full bleed or not. */
async function draw(logo, size, fullBleed) {
  const { width } = await sharp(logo).metadata();
  const image = sharp(logo, { density: (72 * size) / width }).resize(size, size);
  return (fullBleed ? image.flatten({ background: LOGO_RED }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Every file of the installed app, `{ name, contents, hashed }`: the manifest's icons under assets/, named by
 * `hashedName(stem, contents)` (their urls never change content, so they are cached for a year); the manifest, the
 * favicon and the touch icon at the fixed names browsers ask for (`files` and `themeColors`: shared/constants/webApp.ts).
 */
async function webAppFiles({ logo, files, themeColors, hashedName }) {
  const icons = await Promise.all(
    MANIFEST_ICONS.map(async ({ size, purpose }) => {
      const contents = await draw(logo, size, purpose === 'maskable');
      return { size, purpose, contents, name: hashedName(`assets/icon-${purpose}-${size}`, contents) };
    }),
  );
  const favicons = await Promise.all(FAVICON_SIZES.map((size) => draw(logo, size, false)));
  const manifest = {
    ...manifestFields(themeColors),
    icons: icons.map(({ name, size, purpose }) => ({ src: `/${name}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
  return [
    ...icons.map(({ name, contents }) => ({ name, contents, hashed: true })),
    { name: files.manifest, contents: Buffer.from(JSON.stringify(manifest)), hashed: false },
    { name: files.touchIcon, contents: await draw(logo, TOUCH_ICON_SIZE, true), hashed: false },
    { name: files.favicon, contents: icoEndec.encode(favicons), hashed: false },
  ];
}

/** Emits webAppFiles into the client build, drawn again whenever the logo changes. */
class WebAppPlugin {
  constructor({ logo, files, themeColors, hashLength }) {
    this.logo = logo;
    this.files = files;
    this.themeColors = themeColors;
    this.hashLength = hashLength;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(WebAppPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: WebAppPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.logo);
        const logo = await readFile(this.logo);
        const hashedName = (stem, contents) =>
          `${stem}.${util.createHash(compilation.outputOptions.hashFunction).update(contents).digest('hex').slice(0, this.hashLength)}.png`;
        for (const { name, contents, hashed } of await webAppFiles({ logo, files: this.files, themeColors: this.themeColors, hashedName })) {
          compilation.emitAsset(name, new sources.RawSource(contents), { immutable: hashed });
        }
      });
    });
  }
}

module.exports = { WebAppPlugin, webAppFiles };
