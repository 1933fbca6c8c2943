import ipaddr from 'ipaddr.js';
import { type AllowedHosts, isAddressAllowed } from './allowed-hosts';
import { ScanFetchError } from './scan-fetch.error';

/** Names that always mean this machine or a cloud's metadata service, whatever DNS says. */
const INTERNAL_NAMES =
  /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$|^metadata(\.google\.internal)?$/;

/**
 * The check made on a URL before any connection: scheme, and a literal address's range. WHATWG URL
 * parsing has already turned decimal, hex and octal IPv4 forms into dotted quads; IPv4-mapped IPv6
 * is unwrapped here. Addresses a host name resolves to are checked at connect time by the agent.
 */
export function assertSafeUrl(url: URL, allowed: AllowedHosts): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScanFetchError(
      'unsafe-url',
      `Only http and https addresses can be scanned, not ${url.protocol}`,
    );
  }
  if (url.username || url.password)
    throw new ScanFetchError('unsafe-url', 'Addresses with credentials are not scanned');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.names.has(host)) return;
  if (ipaddr.isValid(host)) {
    const address = ipaddr.process(host);
    if (isAddressAllowed(address.toString(), allowed)) return;
    const range = address.range();
    if (range !== 'unicast') {
      throw new ScanFetchError(
        'blocked-address',
        `Refused ${url.host}: ${range} address ${address.toString()} is not public`,
      );
    }
    return;
  }
  if (INTERNAL_NAMES.test(host.replace(/\.$/, ''))) {
    throw new ScanFetchError('blocked-address', `Refused ${url.host}: internal host name`);
  }
}
