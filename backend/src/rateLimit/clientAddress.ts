import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-IP limit counts under. `req.ip` already honours `TRUST_PROXY` (Express `trust proxy`):
 * X-Forwarded-For is read only from the proxies it names. IPv4 (and IPv4-mapped IPv6) count per address;
 * IPv6 counts per /64, the block one subscriber usually holds, so rotating addresses inside it does not help.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
