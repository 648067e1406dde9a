import { describe, expect, it } from 'vitest';
import { readDomainSettings } from './domain-config.ts';

describe('the domain settings', () => {
  it('derives the CNAME target from the platform domain and reads the lists', () => {
    const problems: string[] = [];
    const settings = readDomainSettings(
      {
        PLATFORM_DOMAIN: 'Print.Example',
        DOMAIN_A_RECORDS: '203.0.113.1, 203.0.113.2',
        DNS_SERVERS: '127.0.0.1:5353',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      platformDomain: 'print.example',
      cnameTarget: 'shops.print.example',
      ipv4: ['203.0.113.1', '203.0.113.2'],
      dnsServers: ['127.0.0.1:5353'],
    });
  });

  it('names every bad value', () => {
    const problems: string[] = [];
    readDomainSettings(
      { DOMAIN_A_RECORDS: 'example.com', DNS_SERVERS: 'dns.example', PLATFORM_DOMAIN: 'x' },
      problems,
    );
    expect(problems).toHaveLength(3);
  });
});
