import ipaddr from 'ipaddr.js';

/** Exceptions to the public-address rule, from SCANNER_ALLOWED_HOSTS (host names, IPs or CIDRs). */
export interface AllowedHosts {
  names: ReadonlySet<string>;
  /** IPs and CIDRs, in the form request-filtering-agent's allow list takes. */
  addresses: readonly string[];
}

export function parseAllowedHosts(
  value: string | undefined = process.env.SCANNER_ALLOWED_HOSTS,
): AllowedHosts {
  const names = new Set<string>();
  const addresses: string[] = [];
  for (const entry of (value ?? '').split(',').map((item) =>
    item
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, ''),
  )) {
    if (entry === '') continue;
    if (ipaddr.isValid(entry) || isCidr(entry)) addresses.push(entry);
    else names.add(entry);
  }
  return { names, addresses };
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** Whether an address (as text) is one of the allowed IPs or inside an allowed CIDR. */
export function isAddressAllowed(address: string, allowed: AllowedHosts): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return allowed.addresses.some((entry) => {
    if (!entry.includes('/')) return ipaddr.process(entry).toString() === parsed.toString();
    const [range, bits] = ipaddr.parseCIDR(entry);
    return parsed.kind() === range.kind() && parsed.match(range, bits);
  });
}
