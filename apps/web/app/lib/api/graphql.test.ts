import { describe, expect, it } from 'vitest';
import { graphql, operationName, operationText } from './graphql.ts';

// Typed documents are sent as their text: the operation, then every fragment it uses once, however
// many of its fragments use the same one.

const Amount = graphql(`
  fragment TestAmount on PriceAmount {
    amountMinor
    currency
  }
`);
const Price = graphql(
  `
    fragment TestPrice on PriceTableRow {
      unitPrice {
        ...TestAmount
      }
      total {
        ...TestAmount
      }
    }
  `,
  [Amount],
);
const Query = graphql(
  `
    query TestProduct($slug: String!) {
      product(slug: $slug) {
        id
        priceTable {
          ...TestPrice
        }
        fromPrice {
          unitPrice {
            ...TestAmount
          }
        }
      }
    }
  `,
  [Price, Amount],
);

describe('typed documents', () => {
  it('are the operation followed by each fragment it uses, once', () => {
    const text = operationText(Query);
    expect(text.trimStart().startsWith('query TestProduct')).toBe(true);
    expect(text.match(/fragment TestAmount on PriceAmount/g)).toHaveLength(1);
    expect(text.match(/fragment TestPrice on PriceTableRow/g)).toHaveLength(1);
  });

  it('are named by their operation', () => {
    expect(operationName(Query)).toBe('TestProduct');
    expect(() => operationName(Amount)).toThrow(/needs a name/);
  });

  it('are sent as plain JSON text', () => {
    expect(JSON.parse(JSON.stringify({ query: operationText(Query) })).query).toBe(operationText(Query));
  });
});
