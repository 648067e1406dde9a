import type { ExecutionResult } from 'graphql';

/** Whether an execution ended in one result (not a stream of them, as @defer or a subscription give). */
export const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
