// A custom domain's way to Active (spec §3: Pending, Configuring, Active, Unknown), decided from DNS
// answers. Pure: the server's check job asks DNS and stores what it found; the admin screen shows the
// same records with "you have …, we need …". Decision 0085 records the rules below.

export type DomainStatus = 'Pending' | 'Configuring' | 'Active' | 'Unknown';

/** Where the platform's shops answer: a CNAME target for sub-domains, IPv4 addresses for apex names. */
export type PlatformDns = { cnameTarget: string; ipv4: readonly string[] };

export type DomainRecordType = 'TXT' | 'CNAME' | 'A';

/** A record the tenant has to set: ownership (TXT) or routing (CNAME or A). */
export type ExpectedRecord = {
  purpose: 'ownership' | 'routing';
  type: DomainRecordType;
  /** The full record name, e.g. `_print-verify.shop.example.com`. */
  name: string;
  /** Any one of these values is right (A: every address found must be one of them). */
  expected: string[];
};

/** What one check found for a record; `error` when DNS gave no usable answer (SERVFAIL, timeout). */
export type RecordCheck = ExpectedRecord & { found: string[]; ok: boolean; error?: boolean };

export const VERIFY_PREFIX = '_print-verify';
export const VERIFY_VALUE_PREFIX = 'print-verify=';

/**
 * Second-level labels under which registrars sell names (`example.co.uk` is an apex). A short list
 * instead of the public suffix list: a name this misses as apex is told to set a CNAME, which DNS
 * refuses at an apex, so the tenant sees the problem (decision 0085).
 */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'or', 'ne', 'gv', 'priv']);

/** A registered name itself (`example.com`, `example.co.uk`), which cannot hold a CNAME. */
export function isApexDomain(name: string): boolean {
  const labels = name.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return true;
  return labels.length === 3 && labels[2]!.length === 2 && SECOND_LEVEL.has(labels[1]!);
}

/** The records a domain needs: TXT for ownership, then CNAME (sub-domain) or A (apex) for routing. */
export function domainRecords(name: string, token: string, platform: PlatformDns): ExpectedRecord[] {
  const host = name.toLowerCase();
  const ownership: ExpectedRecord = {
    purpose: 'ownership',
    type: 'TXT',
    name: `${VERIFY_PREFIX}.${host}`,
    expected: [`${VERIFY_VALUE_PREFIX}${token}`],
  };
  const routing: ExpectedRecord = isApexDomain(host)
    ? { purpose: 'routing', type: 'A', name: host, expected: [...platform.ipv4] }
    : { purpose: 'routing', type: 'CNAME', name: host, expected: [platform.cnameTarget.toLowerCase()] };
  return [ownership, routing];
}

const normal = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/** Compares what DNS answered (null: the lookup failed) with what a record needs. */
export function checkRecord(record: ExpectedRecord, answer: string[] | null): RecordCheck {
  if (answer === null) return { ...record, found: [], ok: false, error: true };
  const found = answer.map((value) => (record.type === 'TXT' ? value.trim() : normal(value)));
  const expected = record.type === 'TXT' ? record.expected : record.expected.map(normal);
  const ok =
    found.length > 0 &&
    (record.type === 'A'
      ? found.every((value) => expected.includes(value))
      : found.some((value) => expected.includes(value)));
  return { ...record, found, ok };
}

/** What a check learned, as the status machine needs it. */
export type DomainObservation = {
  ownershipOk: boolean;
  routingOk: boolean;
  /** Routing was right at the previous check too (a change must hold for two checks). */
  routingOkBefore: boolean;
  /** DNS gave no answer at all (every lookup failed): nothing was learned. */
  errored: boolean;
  /** Seconds since the checks started failing without a break (0 when this one answered). */
  erroredForSeconds: number;
};

/** DNS errors on every check for this long make the status Unknown. */
export const UNKNOWN_AFTER_SECONDS = 72 * 60 * 60;

/**
 * The status after a check. Pending until the TXT record proves ownership; Configuring until routing
 * has been right on two checks in a row; then Active. A failed lookup proves nothing, so the status
 * stays, until failures have lasted 72 h (Unknown). An answer without ownership or routing leaves
 * Active: a domain is never served unless both are right.
 */
export function nextDomainStatus(current: DomainStatus, seen: DomainObservation): DomainStatus {
  if (seen.errored) return seen.erroredForSeconds >= UNKNOWN_AFTER_SECONDS ? 'Unknown' : current;
  if (!seen.ownershipOk) return 'Pending';
  if (!seen.routingOk) return 'Configuring';
  if (seen.routingOkBefore || current === 'Active') return 'Active';
  return 'Configuring';
}

/** Whether a check of these records learned anything (at least one lookup answered). */
export function observe(
  checks: RecordCheck[],
  before: RecordCheck[] | null,
): Omit<DomainObservation, 'erroredForSeconds'> {
  const of = (list: RecordCheck[] | null, purpose: ExpectedRecord['purpose']) =>
    list?.find((check) => check.purpose === purpose);
  return {
    ownershipOk: of(checks, 'ownership')?.ok ?? false,
    routingOk: of(checks, 'routing')?.ok ?? false,
    routingOkBefore: of(before, 'routing')?.ok ?? false,
    errored: checks.length > 0 && checks.every((check) => check.error),
  };
}

const DELAYS = [60, 300, 900];
const HOURLY = 3600;
/** After about 72 h of checks the job stops; "check now" starts it again. */
export const MAX_CHECK_ATTEMPTS = DELAYS.length + 72;

/** Seconds until the next check after check number `attempt` (0-based), or null when checking stops. */
export function recheckDelaySeconds(attempt: number): number | null {
  if (attempt < 0 || attempt >= MAX_CHECK_ATTEMPTS) return null;
  return DELAYS[attempt] ?? HOURLY;
}

/** The status chip's translation keys. */
export const DOMAIN_STATUS_KEYS: Record<DomainStatus, { label: string; hint: string }> = {
  Pending: { label: 'admin.domainStatusPending', hint: 'admin.domainStatusPendingHint' },
  Configuring: { label: 'admin.domainStatusConfiguring', hint: 'admin.domainStatusConfiguringHint' },
  Active: { label: 'admin.domainStatusActive', hint: 'admin.domainStatusActiveHint' },
  Unknown: { label: 'admin.domainStatusUnknown', hint: 'admin.domainStatusUnknownHint' },
};

/** The message of a record that is not right yet: its key and parameters. */
export function recordMessage(check: RecordCheck): { key: string; params: Record<string, string> } | null {
  if (check.ok) return null;
  const expected = check.expected.join(', ');
  if (check.found.length === 0)
    return { key: 'admin.domainRecordMissing', params: { type: check.type, name: check.name, expected } };
  return { key: 'admin.domainRecordMismatch', params: { found: check.found.join(', '), expected } };
}
