import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=1: the server's own host and
 * networks (loopback, private, link-local with the cloud metadata service, carrier NAT), and
 * addresses no receiver has (unspecified, multicast, reserved). An admin's endpoint must not
 * become a way to probe or call what sits beside the server.
 */
const blocked = new net.BlockList();
for (const [range, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(range, bits, 'ipv4');
for (const [range, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(range, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_REFUSAL =
  'The address is on a private or local network, which webhooks may not reach (WEBHOOK_ALLOW_PRIVATE=1 allows it).';

/**
 * A `lookup` for http.request that refuses a host resolving to a private address, at connect time:
 * the address checked is the address connected to, so a name that resolves differently on a
 * second ask (DNS rebinding) gains nothing. (A host given as an address is checked by the caller:
 * Node connects to it without a lookup.)
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(Object.assign(new Error(PRIVATE_REFUSAL), { code: 'EWEBHOOKPRIVATE' }), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      callback(null, first.address, first.family);
    });
  };
}
