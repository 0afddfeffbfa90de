/**
 * What the media function needs to resize images (lambdas/adapters/image-variants.ts): sharp, a
 * native module, installed as a real node module beside the bundle (a single-file bundle cannot
 * hold its binary). npm installs sharp's prebuilt binary for the platform it is told, not the one
 * it runs on: Linux ARM64 with glibc, as the function runs (Architecture.ARM_64 on Amazon Linux
 * 2023), wherever `cdk deploy` runs. No Docker and no compiler: sharp ships libvips prebuilt.
 */
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

export const IMAGE_NODE_MODULES = ['sharp'] as const;

/** npm's platform overrides for the install into the bundle (npm >= 10: os, cpu, libc). */
export const LAMBDA_NATIVE_PLATFORM = { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' } as const;

export function imageBundling(): Pick<BundlingOptions, 'nodeModules' | 'environment'> {
  return { nodeModules: [...IMAGE_NODE_MODULES], environment: { ...LAMBDA_NATIVE_PLATFORM } };
}
