import { addressFields } from '@print/core/users/profile';
import { describe, expect, it } from 'vitest';
import { addressFieldSpecs, standardFieldSpec } from './field-specs.ts';

const t = (key: string) => `[${key}]`;

describe('standard field specs', () => {
  it('addresses: the fields of their kind, billing with e-mails and cost center', () => {
    for (const kind of ['billing', 'shipping'] as const) {
      const names = addressFieldSpecs(kind, t).map((spec) => spec.name);
      expect([...names].sort()).toEqual(addressFields(kind).sort());
    }
    const billing = addressFieldSpecs('billing', t);
    expect(billing.find((spec) => spec.name === 'email')).toMatchObject({
      type: 'email',
      autoComplete: 'billing email',
      rule: { required: true, kind: 'email' },
    });
    expect(addressFieldSpecs('shipping', t).find((spec) => spec.name === 'city')?.autoComplete).toBe(
      'shipping address-level2',
    );
  });

  it('addresses: a prefix puts the inputs under a path of the form values, nothing else changes', () => {
    const plain = addressFieldSpecs('shipping', t);
    const nested = addressFieldSpecs('shipping', t, 'shipping.');
    expect(nested.map((spec) => spec.name)).toEqual(plain.map((spec) => `shipping.${spec.name}`));
    expect(nested.map(({ name: _name, ...rest }) => rest)).toEqual(
      plain.map(({ name: _name, ...rest }) => rest),
    );
  });

  it('salutation is a select of Mr./Mrs./Diverse; other fields get their keyboard', () => {
    expect(standardFieldSpec('salutation', {}, t)).toMatchObject({
      control: 'select',
      options: [
        { id: 'mr', label: '[profile.salutationMr]' },
        { id: 'mrs', label: '[profile.salutationMrs]' },
        { id: 'diverse', label: '[profile.salutationDiverse]' },
      ],
    });
    expect(standardFieldSpec('phone', { kind: 'phone' }, t)).toMatchObject({
      type: 'tel',
      autoComplete: 'tel',
    });
  });
});
