/** Switches for a headless Debian Chromium in tests and benches: no sandbox, GPU, first-run or background traffic. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
