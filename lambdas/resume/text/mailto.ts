/** "mailto:Ana%40x.com?subject=Hi" → "Ana@x.com"; undefined for any other link or a target that is no address. */
export function mailtoAddress(url: string): string | undefined {
  if (!/^mailto:/i.test(url)) return undefined;
  let address = url.slice('mailto:'.length).split('?')[0]!;
  try {
    address = decodeURIComponent(address);
  } catch {
    return undefined;
  }
  address = address.split(',')[0]!.trim();
  return /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/.test(address) ? address : undefined;
}
