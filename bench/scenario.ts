import type { Options } from 'autocannon';

/** One measured request of the bench (scenarios.ts lists them; admin and executed scenarios add theirs). */
export type Scenario = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  host: string;
  body?: string;
  headers?: Record<string, string>;
  /** Extra autocannon options prepared against the running server (e.g. a signed-in session). */
  prepare?: () => Promise<Partial<Options>>;
  /** Text the answer must contain (checked once before the load), e.g. the signed-in shopper's name. */
  expect?: string;
};
