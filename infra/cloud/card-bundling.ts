/**
 * What the site publisher needs to draw social cards (lambdas/adapters/social-card.ts), installed
 * as real node_modules beside its bundle: resvg, a native module with one prebuilt binary per
 * platform, and the card font's .woff files (read from a path). satori itself is bundled.
 *
 * The bundle is built on an x64 machine for an ARM64 function: the install that NodejsFunction runs
 * (`npm ci` beside the bundle) is told the function's platform through npm's own settings, so npm
 * picks resvg's linux-arm64-gnu binary (measured: `npm_config_cpu=arm64 npm_config_os=linux
 * npm_config_libc=glibc npm ci` installed exactly resvg-js, resvg-js-linux-arm64-gnu, an "ARM aarch64"
 * ELF object, and the font package). The font package's other files (5 MB) are removed after install.
 */
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

export const CARD_NODE_MODULES = ['@resvg/resvg-js', '@fontsource/plus-jakarta-sans'] as const;

/** The font files a card reads (lambdas/adapters/social-card.ts FONT_WEIGHTS). */
export const CARD_FONT_FILES = ['plus-jakarta-sans-latin-500-normal.woff', 'plus-jakarta-sans-latin-800-normal.woff'] as const;

/** npm settings choosing the optional native packages of Lambda's ARM64 (Amazon Linux, glibc). */
export const ARM64_INSTALL_ENVIRONMENT = { npm_config_cpu: 'arm64', npm_config_os: 'linux', npm_config_libc: 'glibc' } as const;

export function cardBundling(): Required<Pick<BundlingOptions, 'nodeModules' | 'environment'>> & {
  afterInstall: (outputDir: string) => string[];
} {
  return {
    nodeModules: [...CARD_NODE_MODULES],
    environment: { ...ARM64_INSTALL_ENVIRONMENT },
    afterInstall: (outputDir) => {
      const files = `${outputDir}/node_modules/@fontsource/plus-jakarta-sans/files`;
      const keep = CARD_FONT_FILES.map((name) => `! -name '${name}'`).join(' ');
      return [`find "${files}" -type f ${keep} -delete`];
    },
  };
}
