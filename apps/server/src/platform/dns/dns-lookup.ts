import { Resolver } from 'node:dns/promises';

/** The answers of one record name and type: values, `[]` when none exist, null when DNS failed. */
export type DnsLookup = {
  txt(name: string): Promise<string[] | null>;
  cname(name: string): Promise<string[] | null>;
  a(name: string): Promise<string[] | null>;
};

/** Answers meaning "no such record" (the name or the type does not exist): a real, empty answer. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

const TIMEOUT_MS = 3_000;

/**
 * DNS lookups for the domain check through node's resolver: the system's servers, or `servers` (config
 * DNS_SERVERS, e.g. the tests' fake DNS server). A failure (SERVFAIL, timeout, refused) answers null,
 * which the status machine counts as "nothing learned", apart from a missing record.
 */
export function createDnsLookup(servers?: readonly string[]): DnsLookup {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
  if (servers?.length) resolver.setServers([...servers]);
  const ask = async <T>(query: () => Promise<T[]>, map: (value: T) => string) => {
    try {
      return (await query()).map(map);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (NO_RECORD.has(code)) return [];
      return null;
    }
  };
  return {
    // A TXT record's value may come in several strings of at most 255 bytes: they are one value.
    txt: (name) =>
      ask(
        () => resolver.resolveTxt(name),
        (parts) => parts.join(''),
      ),
    cname: (name) =>
      ask(
        () => resolver.resolveCname(name),
        (value) => value,
      ),
    a: (name) =>
      ask(
        () => resolver.resolve4(name),
        (value) => value,
      ),
  };
}
