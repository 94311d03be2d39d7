import dns from "node:dns";
import https from "node:https";
import type { LookupAddress, LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";

/**
 * Whether an address is on the public internet: plain unicast, so not loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, unspecified or reserved (an IPv4 address mapped into IPv6 is judged as itself).
 */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === "unicast";
  } catch {
    return false;
  }
}

/** A push service's name resolved to an address that is not public; nothing was sent. */
export class PrivateAddressRefused extends Error {
  readonly code = "EPRIVATEADDRESS";
  constructor(hostname: string, address: string) {
    super(`${hostname} resolved to ${address}, which is not a public address; the push was not sent`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Resolve = (hostname: string, options: LookupOptions & { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for a connection that refuses any answer holding a non-public address. It is the connection's own
 * lookup, so the address checked is the address connected to: a name that resolves differently a moment later
 * (DNS rebinding) cannot slip past a check made beforehand. `resolve` is dns.lookup; tests give their own answers.
 */
export function publicAddressLookup(resolve: Resolve = dns.lookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new PrivateAddressRefused(hostname, refused.address), "");
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
      callback(null, first.address, first.family);
    });
  };
}

/** An HTTPS agent whose connections reach public addresses only (push sends: web-push's `agent` option). */
export function publicAddressAgent(options: { ca?: string; resolve?: Resolve } = {}): https.Agent {
  return new https.Agent({
    lookup: publicAddressLookup(options.resolve),
    ...(options.ca && { ca: options.ca }),
  });
}
