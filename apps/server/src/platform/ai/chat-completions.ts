import type { JsonSchema } from '@print/core/pages/fields';

// The one AI adapter of the product (issue 25, decision 0076): any service that speaks OpenAI's Chat
// Completions API (OpenAI itself, Azure's compatible endpoint, a local model server such as Ollama,
// vLLM or LM Studio), by base URL, key and model. Every answer is structured output in a JSON Schema
// (`response_format: json_schema`, strict) and is parsed here; what it means is the caller's to check.
// Bounded: a timeout for the whole call, a cap on the answer's bytes read. Errors say what went wrong
// in words an operator can act on and never contain the key.

export type AiSettings = {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (the path up to /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
};

/** What went wrong, for the message a user sees (AI_ERROR_KEYS) and for the log. */
export type AiErrorKind =
  | 'timeout'
  | 'unreachable'
  | 'rejected'
  | 'rateLimited'
  | 'providerError'
  | 'tooLarge'
  | 'invalidAnswer'
  | 'refused'
  | 'truncated';

export class AiError extends Error {
  readonly kind: AiErrorKind;
  readonly status: number | null;
  constructor(kind: AiErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'AiError';
    this.kind = kind;
    this.status = status;
  }
}

/** The catalogue key of each failure (admin group), shown where the AI's work is followed. */
export const AI_ERROR_KEYS: Record<AiErrorKind, string> = {
  timeout: 'admin.aiTimeout',
  unreachable: 'admin.aiUnavailable',
  rateLimited: 'admin.aiUnavailable',
  providerError: 'admin.aiUnavailable',
  rejected: 'admin.aiRejected',
  tooLarge: 'admin.aiInvalidAnswer',
  invalidAnswer: 'admin.aiInvalidAnswer',
  truncated: 'admin.aiInvalidAnswer',
  refused: 'admin.aiRefused',
};

export type StructuredRequest = {
  /** The schema's name (letters, digits, _ and -), e.g. `page`. */
  name: string;
  /** An object schema in the strict subset (every object closed, every key required). */
  schema: JsonSchema;
  /** What the model is and must do. */
  system: string;
  /** The request itself. */
  user: string;
  /** Aborts the call (the job's signal: the instance stops). */
  signal?: AbortSignal;
};

export type AiClient = {
  readonly model: string;
  /** The answer's JSON value (parsed, not checked); AiError for every failure. */
  completeJson(request: StructuredRequest): Promise<unknown>;
};

export type AiClientOptions = {
  /** The whole call, answer included (default 120 s: a model writing a page takes its time). */
  timeoutMs?: number;
  /** Bytes of the answer read at most (default 2 MiB; a page document is at most 1 MB of JSON). */
  maxAnswerBytes?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** The body as text, refused once it passes `max` bytes (without reading the rest). */
async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) {
    await response.body?.cancel();
    throw new AiError('tooLarge', `The AI service's answer is larger than ${max} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new AiError('tooLarge', `The AI service's answer is larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const redact = (text: string, key: string) => (key ? text.split(key).join('[redacted]') : text).slice(0, 300);

/** The provider's own words on a refused request (`{ error: { message } }`), if it sent any. */
function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    return typeof message === 'string' ? message : '';
  } catch {
    return body.slice(0, 200);
  }
}

function statusError(status: number, body: string, key: string): AiError {
  const detail = redact(providerMessage(body), key);
  const said = detail ? `: ${detail}` : '';
  if (status === 429)
    return new AiError('rateLimited', `The AI service is busy or out of quota (429)${said}`, status);
  if (status >= 500) return new AiError('providerError', `The AI service failed (${status})${said}`, status);
  return new AiError('rejected', `The AI service refused the request (${status})${said}`, status);
}

type ChatAnswer = {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
};

/** The structured answer in a chat completion: parsed JSON, or why there is none. */
function answerOf(body: string): unknown {
  let completion: ChatAnswer;
  try {
    completion = JSON.parse(body) as ChatAnswer;
  } catch {
    throw new AiError('invalidAnswer', 'The AI service answered with something that is not JSON');
  }
  const choice = completion.choices?.[0];
  const refusal = choice?.message?.refusal;
  if (typeof refusal === 'string' && refusal !== '')
    throw new AiError('refused', `The model refused: ${refusal.slice(0, 200)}`);
  if (choice?.finish_reason === 'length')
    throw new AiError('truncated', 'The model stopped before its answer was complete (length)');
  const content = choice?.message?.content;
  if (typeof content !== 'string')
    throw new AiError('invalidAnswer', 'The AI service answered without a message');
  try {
    return JSON.parse(content) as unknown;
  } catch {
    throw new AiError('invalidAnswer', "The model's answer is not valid JSON");
  }
}

export function createAiClient(settings: AiSettings, options: AiClientOptions = {}): AiClient {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const send = options.fetch ?? fetch;
  return {
    model: settings.model,
    async completeJson(request) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const body = JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.name, strict: true, schema: request.schema },
        },
      });
      try {
        const response = await send(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal,
          redirect: 'error',
        });
        const text = await readCapped(response, maxBytes);
        if (!response.ok) throw statusError(response.status, text, settings.apiKey);
        return answerOf(text);
      } catch (error) {
        if (error instanceof AiError) throw error;
        if (timeout.aborted)
          throw new AiError(
            'timeout',
            `The AI service did not answer within ${Math.round(timeoutMs / 1000)} s`,
          );
        if (request.signal?.aborted) throw new AiError('unreachable', 'The AI request was cancelled');
        const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null;
        const message = cause ? redact(cause.message, settings.apiKey) : 'unknown error';
        throw new AiError('unreachable', `The AI service at ${url} could not be reached: ${message}`);
      }
    },
  };
}
