import { imageBundling } from '../../../infra/cloud/image-bundling';

describe('media function bundling', () => {
  it("installs sharp beside the bundle with npm told the Lambda's platform (Linux ARM64, glibc), not the deploying machine's", () => {
    const bundling = imageBundling();
    expect(bundling.nodeModules).toEqual(['sharp']);
    // npm >= 10 reads these as --os, --cpu and --libc: sharp's optional dependency for that
    // platform (@img/sharp-linux-arm64 with its libvips) is what gets installed, on any host.
    expect(bundling.environment).toEqual({ npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' });
  });
});
