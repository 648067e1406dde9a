import { isIPv4, isIPv6 } from 'node:net';
import { checkDomain } from '@print/core/validation/admin-rules';

/**
 * Custom domains of the shops (decision 0085): where their DNS must point, and which resolvers the
 * domain check asks.
 */
export type DomainSettings = {
  /** PLATFORM_DOMAIN: fallback hosts are `<slug>.<platform domain>`; unset: `<slug>.localhost`. */
  platformDomain: string | undefined;
  /** DOMAIN_CNAME_TARGET: the host a shop's sub-domain must CNAME to (default `shops.<platform domain>`). */
  cnameTarget: string;
  /** DOMAIN_A_RECORDS: comma-separated IPv4 addresses an apex domain's A records must point to. */
  ipv4: string[];
  /**
   * DNS_SERVERS: comma-separated `ip` or `ip:port` the domain check asks (the tests' fake DNS); unset:
   * the system's resolvers.
   */
  dnsServers: string[] | undefined;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`: what node's Resolver.setServers takes. */
const isServer = (value: string) => {
  const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(value);
  if (bracketed) return isIPv6(bracketed[1]!);
  if (isIPv4(value) || isIPv6(value)) return true;
  const [host, port, ...rest] = value.split(':');
  return rest.length === 0 && isIPv4(host ?? '') && /^\d{1,5}$/.test(port ?? '');
};

export function readDomainSettings(env: NodeJS.ProcessEnv, problems: string[]): DomainSettings {
  const platformDomain = env.PLATFORM_DOMAIN?.trim().toLowerCase() || undefined;
  if (platformDomain && checkDomain(platformDomain)) {
    problems.push(`PLATFORM_DOMAIN must be a host name such as print.example.com, not "${platformDomain}".`);
  }
  const cnameTarget =
    env.DOMAIN_CNAME_TARGET?.trim().toLowerCase() || `shops.${platformDomain ?? 'localhost'}`;
  if (env.DOMAIN_CNAME_TARGET && checkDomain(cnameTarget)) {
    problems.push(`DOMAIN_CNAME_TARGET must be a host name, not "${cnameTarget}".`);
  }
  const ipv4 = list(env.DOMAIN_A_RECORDS);
  for (const address of ipv4.filter((item) => !isIPv4(item))) {
    problems.push(`DOMAIN_A_RECORDS must list IPv4 addresses, not "${address}".`);
  }
  const servers = list(env.DNS_SERVERS);
  for (const server of servers.filter((item) => !isServer(item))) {
    problems.push(`DNS_SERVERS must list addresses such as 1.1.1.1 or 127.0.0.1:5353, not "${server}".`);
  }
  return { platformDomain, cnameTarget, ipv4, dnsServers: servers.length ? servers : undefined };
}
