import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../i18n/catalogue/index.ts';
import {
  checkRecord,
  domainRecords,
  DOMAIN_STATUS_KEYS,
  isApexDomain,
  nextDomainStatus,
  observe,
  recheckDelaySeconds,
  recordMessage,
  UNKNOWN_AFTER_SECONDS,
  type DomainStatus,
} from './domain-status.ts';

const platform = { cnameTarget: 'shops.print.example', ipv4: ['203.0.113.10', '203.0.113.11'] };

describe('the records a domain needs', () => {
  it('asks a sub-domain for a TXT proof and a CNAME to the platform', () => {
    expect(domainRecords('Shop.Example.com', 'abc', platform)).toEqual([
      {
        purpose: 'ownership',
        type: 'TXT',
        name: '_print-verify.shop.example.com',
        expected: ['print-verify=abc'],
      },
      { purpose: 'routing', type: 'CNAME', name: 'shop.example.com', expected: ['shops.print.example'] },
    ]);
  });

  it('asks an apex name for A records, since an apex cannot hold a CNAME', () => {
    expect(domainRecords('example.com', 't', platform)[1]).toEqual({
      purpose: 'routing',
      type: 'A',
      name: 'example.com',
      expected: platform.ipv4,
    });
    expect(isApexDomain('example.co.uk')).toBe(true);
    expect(isApexDomain('shop.example.co.uk')).toBe(false);
    expect(isApexDomain('shop.example.de')).toBe(false);
  });

  it('compares answers: CNAME ignoring case and the final dot, A only within the list, TXT exactly', () => {
    const [txt, cname] = domainRecords('shop.example.com', 'abc', platform);
    expect(checkRecord(cname!, ['Shops.Print.Example.']).ok).toBe(true);
    expect(checkRecord(cname!, ['elsewhere.example']).ok).toBe(false);
    expect(checkRecord(txt!, ['something', 'print-verify=abc']).ok).toBe(true);
    expect(checkRecord(txt!, ['print-verify=ABC']).ok).toBe(false);
    const a = domainRecords('example.com', 't', platform)[1]!;
    expect(checkRecord(a, ['203.0.113.10']).ok).toBe(true);
    expect(checkRecord(a, ['203.0.113.10', '198.51.100.1']).ok).toBe(false);
    expect(checkRecord(a, null)).toMatchObject({ ok: false, error: true, found: [] });
  });

  it('tells what is missing or wrong in the texts of both languages', () => {
    const [txt, cname] = domainRecords('shop.example.com', 'abc', platform);
    const missing = recordMessage(checkRecord(txt!, []))!;
    expect(missing.key).toBe('admin.domainRecordMissing');
    const wrong = recordMessage(checkRecord(cname!, ['old.host.example']))!;
    expect(wrong).toEqual({
      key: 'admin.domainRecordMismatch',
      params: { found: 'old.host.example', expected: 'shops.print.example' },
    });
    expect(builtInCatalogue[wrong.key]?.['en-GB']).toBe('You have {found}, we need {expected}');
    expect(recordMessage(checkRecord(cname!, ['shops.print.example']))).toBeNull();
    for (const { label, hint } of Object.values(DOMAIN_STATUS_KEYS)) {
      for (const language of ['en-GB', 'de-DE'] as const) {
        expect(builtInCatalogue[label]?.[language]).toBeTruthy();
        expect(builtInCatalogue[hint]?.[language]).toBeTruthy();
      }
    }
  });
});

describe('the status after a check', () => {
  const seen = (over: Partial<Parameters<typeof nextDomainStatus>[1]>) => ({
    ownershipOk: false,
    routingOk: false,
    routingOkBefore: false,
    errored: false,
    erroredForSeconds: 0,
    ...over,
  });

  it('goes Pending → Configuring → Active as the records appear and routing holds twice', () => {
    expect(nextDomainStatus('Pending', seen({}))).toBe('Pending');
    expect(nextDomainStatus('Pending', seen({ ownershipOk: true }))).toBe('Configuring');
    expect(nextDomainStatus('Configuring', seen({ ownershipOk: true, routingOk: true }))).toBe('Configuring');
    const twice = seen({ ownershipOk: true, routingOk: true, routingOkBefore: true });
    expect(nextDomainStatus('Configuring', twice)).toBe('Active');
  });

  it('keeps the status through DNS errors and turns Unknown after 72 hours of them', () => {
    expect(nextDomainStatus('Configuring', seen({ errored: true, erroredForSeconds: 3600 }))).toBe(
      'Configuring',
    );
    expect(
      nextDomainStatus('Pending', seen({ errored: true, erroredForSeconds: UNKNOWN_AFTER_SECONDS })),
    ).toBe('Unknown');
  });

  it('is never Active unless both ownership and routing were seen', () => {
    const statuses: DomainStatus[] = ['Pending', 'Configuring', 'Active', 'Unknown'];
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.record({
          ownershipOk: fc.boolean(),
          routingOk: fc.boolean(),
          routingOkBefore: fc.boolean(),
          errored: fc.boolean(),
          erroredForSeconds: fc.nat(UNKNOWN_AFTER_SECONDS * 2),
        }),
        (current, observation) => {
          const next = nextDomainStatus(current, observation);
          if (next !== 'Active') return;
          // Staying Active through a lookup that failed is the one way without fresh proof.
          if (observation.errored) expect(current).toBe('Active');
          else expect(observation.ownershipOk && observation.routingOk).toBe(true);
          if (current !== 'Active') expect(observation.routingOkBefore).toBe(true);
        },
      ),
    );
  });

  it('counts a check as errored only when every lookup failed', () => {
    const [txt, cname] = domainRecords('shop.example.com', 'abc', platform);
    expect(observe([checkRecord(txt!, null), checkRecord(cname!, null)], null).errored).toBe(true);
    expect(observe([checkRecord(txt!, null), checkRecord(cname!, [])], null).errored).toBe(false);
  });
});

describe('when to check again', () => {
  it('waits 1, 5, 15 minutes, then hourly, and stops after about 72 hours', () => {
    expect([0, 1, 2, 3, 10].map(recheckDelaySeconds)).toEqual([60, 300, 900, 3600, 3600]);
    let total = 0;
    for (let attempt = 0; ; attempt++) {
      const delay = recheckDelaySeconds(attempt);
      if (delay === null) break;
      total += delay;
    }
    expect(total).toBeGreaterThanOrEqual(UNKNOWN_AFTER_SECONDS);
    expect(total).toBeLessThan(UNKNOWN_AFTER_SECONDS + 2 * 3600);
  });
});
