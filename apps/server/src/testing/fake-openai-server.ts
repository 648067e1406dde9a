import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { JsonSchema } from '@print/core/pages/fields';

// A local server speaking OpenAI's Chat Completions wire format (POST /v1/chat/completions with a
// `response_format` of type json_schema), for the AI adapter's tests and the browser specs: nothing
// reaches the internet. It checks what the real API checks of our requests (the key, a model, messages,
// a strict schema whose root is an object) and answers with OpenAI's shapes: a completion whose
// message content is the JSON text, or `{ error: { message, type, code } }` with the status.
// By default it answers each schema plausibly (a page, a block, translations); a test replaces the
// answer with `answerWith`.

export type FakeChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  schemaName: string;
  schema: JsonSchema;
  strict: boolean;
};

/** What the fake answers: a value (sent as the message's JSON), or a raw reply of any kind. */
export type FakeAnswer =
  | { json: unknown }
  | { content: string; finishReason?: string }
  | { refusal: string }
  | { status: number; body: unknown }
  | { delayMs: number; then: FakeAnswer }
  | { rawBody: string };

export type FakeOpenAiServer = {
  /** Ends with /v1, as AI_BASE_URL. */
  url: string;
  apiKey: string;
  requests: FakeChatRequest[];
  /** Answers every following request this way (null: the default answers again). */
  answerWith(answer: ((request: FakeChatRequest) => FakeAnswer) | null): void;
  close(): Promise<void>;
};

/** The smallest value of a schema: first enum option, minimum, empty lists, the first of `anyOf`. */
export function minimalValue(schema: JsonSchema): unknown {
  if (schema.anyOf)
    return minimalValue(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, minimalValue(child)]),
      );
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const section = (blocks: unknown[]) => ({
  settings: {
    background: '',
    padding: { base: 'large', tablet: null, desktop: null },
    gap: 'regular',
    width: 'regular',
    textBackground: 'none',
    anchor: '',
  },
  blocks,
});

/** A page a model might write for any prompt: a hero, a text, a picture and a call to action. */
export const FAKE_PAGE_ANSWER = {
  title: 'Business cards that stay',
  seoDescription: 'Business cards printed on thick paper, delivered in three days.',
  page: {
    sections: [
      section([
        {
          type: 'hero',
          props: {
            title: 'Business cards that stay',
            subtitle: 'Thick paper, sharp print, delivered in three days.',
            buttonLabel: 'Order now',
            buttonUrl: '/catalog',
          },
        },
        {
          type: 'text',
          props: {
            body: 'Your card is the first thing people keep.\nWe print it so they do.',
            align: 'start',
          },
        },
      ]),
      section([
        {
          type: 'image',
          props: {
            image: {
              src: 'https://images.example.com/cards.jpg',
              alt: 'A stack of business cards',
              creditName: '',
              creditUrl: '',
            },
            aspectRatio: { base: 'widescreen', tablet: null, desktop: null },
            caption: '',
          },
        },
        { type: 'cta', props: { label: 'See all cards', url: '/catalog', target: 'same' } },
      ]),
    ],
  },
};

/** Blocks a model might write for a page being edited: one section of a heading, a text and a picture. */
export const FAKE_SECTIONS_ANSWER = {
  sections: [
    section([
      { type: 'heading', props: { text: 'Flyers that get read', subline: '', level: 'h2', align: 'start' } },
      { type: 'text', props: { body: 'Bright colours, crisp paper.\nReady in two days.', align: 'start' } },
      {
        type: 'image',
        props: {
          image: { src: '', alt: 'A fan of colourful flyers', creditName: '', creditUrl: '' },
          aspectRatio: { base: 'widescreen', tablet: null, desktop: null },
          caption: '',
        },
      },
    ]),
  ],
};

/** Translations the way a model returns them: each text with the target language in front, tags kept. */
function fakeTranslations(request: FakeChatRequest): unknown {
  const asked = JSON.parse(request.messages.at(-1)?.content ?? '{}') as {
    targetLanguage?: string;
    texts?: string[];
  };
  return { translations: (asked.texts ?? []).map((text) => `[${asked.targetLanguage}] ${text}`) };
}

/** What the fake answers unless a test says otherwise (a test's own answer can fall back to it). */
export function defaultAnswer(request: FakeChatRequest): FakeAnswer {
  if (request.schemaName === 'page') return { json: FAKE_PAGE_ANSWER };
  if (request.schemaName === 'sections') return { json: FAKE_SECTIONS_ANSWER };
  if (request.schemaName === 'translations') return { json: fakeTranslations(request) };
  const value = minimalValue(request.schema) as Record<string, unknown>;
  if (request.schemaName === 'block' && value.props && typeof value.props === 'object') {
    // A block with words in each of its texts, as a model writes it.
    for (const [key, prop] of Object.entries(value.props)) {
      if (prop === '' && !/url|src|colour/i.test(key))
        (value.props as Record<string, unknown>)[key] = `New ${key}`;
    }
  }
  return { json: value };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeOpenAiServer(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeOpenAiServer> {
  const apiKey = options.apiKey ?? `sk-test-${randomBytes(8).toString('hex')}`;
  const requests: FakeChatRequest[] = [];
  let custom: ((request: FakeChatRequest) => FakeAnswer) | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, type: string, code: string | null) =>
    send(res, status, { error: { message, type, param: null, code } });

  const completion = (
    request: FakeChatRequest,
    content: string | null,
    finish = 'stop',
    refusal: string | null = null,
  ) => ({
    id: `chatcmpl-${randomBytes(8).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal }, logprobs: null, finish_reason: finish },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });

  async function reply(res: ServerResponse, request: FakeChatRequest, answer: FakeAnswer): Promise<void> {
    if ('delayMs' in answer) {
      await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return reply(res, request, answer.then);
    }
    if ('status' in answer) return send(res, answer.status, answer.body);
    if ('rawBody' in answer) return send(res, 200, answer.rawBody);
    if ('refusal' in answer) return send(res, 200, completion(request, null, 'stop', answer.refusal));
    if ('json' in answer) return send(res, 200, completion(request, JSON.stringify(answer.json)));
    return send(res, 200, completion(request, answer.content, answer.finishReason));
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return error(
          res,
          404,
          `Unknown request URL: ${req.method} ${req.url}`,
          'invalid_request_error',
          'unknown_url',
        );
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return error(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return error(
          res,
          400,
          'We could not parse the JSON body of your request.',
          'invalid_request_error',
          null,
        );
      }
      const format = body.response_format as
        { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: JsonSchema } } | undefined;
      const schema = format?.json_schema?.schema;
      if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0)
        return error(
          res,
          400,
          "Missing required parameter: 'model' or 'messages'.",
          'invalid_request_error',
          null,
        );
      if (format?.type !== 'json_schema' || !schema || schema.type !== 'object' || !format.json_schema?.name)
        return error(
          res,
          400,
          'Invalid schema for response_format: root must be an object.',
          'invalid_request_error',
          null,
        );
      const request: FakeChatRequest = {
        model: body.model,
        messages: body.messages as FakeChatRequest['messages'],
        schemaName: format.json_schema.name,
        schema,
        strict: format.json_schema.strict === true,
      };
      requests.push(request);
      await reply(res, request, custom ? custom(request) : defaultAnswer(request));
    })().catch((failure: unknown) => {
      if (!res.headersSent) error(res, 500, String(failure), 'server_error', null);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    answerWith: (answer) => void (custom = answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
