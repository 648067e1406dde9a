import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server.ts';
import { AiError, createAiClient, type AiClient } from './chat-completions.ts';

// The AI adapter against a local server speaking OpenAI's wire format: structured output asked in a
// strict JSON Schema, the answer parsed, and every failure a clear AiError without the key in it.

let fake: FakeOpenAiServer;
let ai: AiClient;

const schema = {
  type: 'object' as const,
  properties: { greeting: { type: 'string' as const } },
  required: ['greeting'],
  additionalProperties: false as const,
};
const ask = (client = ai) =>
  client.completeJson({ name: 'greeting', schema, system: 'Be brief.', user: 'Hi' });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  ai = createAiClient({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'test-model' });
});
afterAll(() => fake.close());

describe('the AI adapter', () => {
  it('asks for structured output in the strict schema and returns the parsed answer', async () => {
    fake.answerWith(() => ({ json: { greeting: 'Hello' } }));
    expect(await ask()).toEqual({ greeting: 'Hello' });
    expect(fake.requests.at(-1)).toMatchObject({
      model: 'test-model',
      schemaName: 'greeting',
      strict: true,
      schema,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi' },
      ],
    });
  });

  it('says the key was refused without repeating it', async () => {
    const wrong = createAiClient({ baseUrl: fake.url, apiKey: 'sk-wrong-key-123', model: 'm' });
    const error = await failure(ask(wrong));
    expect(error).toMatchObject({ kind: 'rejected', status: 401 });
    expect(error.message).toContain('Incorrect API key provided.');
    expect(error.message).not.toContain('sk-wrong-key-123');
  });

  it('tells a busy service, a failing one, a refusal and a cut-off answer apart', async () => {
    fake.answerWith(() => ({
      status: 429,
      body: { error: { message: 'Rate limit reached', type: 'requests' } },
    }));
    expect(await failure(ask())).toMatchObject({ kind: 'rateLimited', status: 429 });
    fake.answerWith(() => ({
      status: 503,
      body: { error: { message: 'Overloaded', type: 'server_error' } },
    }));
    expect(await failure(ask())).toMatchObject({ kind: 'providerError', status: 503 });
    fake.answerWith(() => ({ refusal: 'I cannot help with that.' }));
    expect(await failure(ask())).toMatchObject({ kind: 'refused' });
    fake.answerWith(() => ({ content: '{"greeting": "Hel', finishReason: 'length' }));
    expect(await failure(ask())).toMatchObject({ kind: 'truncated' });
  });

  it('refuses an answer that is not JSON, in the message or around it', async () => {
    fake.answerWith(() => ({ content: 'Sure! Here is your page: {' }));
    expect(await failure(ask())).toMatchObject({ kind: 'invalidAnswer' });
    fake.answerWith(() => ({ rawBody: '<html>Bad gateway</html>' }));
    expect(await failure(ask())).toMatchObject({ kind: 'invalidAnswer' });
  });

  it('stops reading an answer past its size cap, and waiting past its timeout', async () => {
    fake.answerWith(() => ({ json: { greeting: 'x'.repeat(5000) } }));
    const small = createAiClient(
      { baseUrl: fake.url, apiKey: fake.apiKey, model: 'm' },
      { maxAnswerBytes: 1000 },
    );
    expect(await failure(ask(small))).toMatchObject({ kind: 'tooLarge' });
    fake.answerWith(() => ({ delayMs: 2000, then: { json: { greeting: 'late' } } }));
    const hasty = createAiClient({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'm' }, { timeoutMs: 200 });
    const error = await failure(ask(hasty));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('says where it could not reach the service', async () => {
    const nowhere = createAiClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' });
    const error = await failure(ask(nowhere));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('http://127.0.0.1:9/v1/chat/completions');
    fake.answerWith(null);
  });
});
