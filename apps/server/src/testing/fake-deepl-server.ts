import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// A local server speaking DeepL's documented v2 wire format, as deepl-node 1.28 calls it, for the
// translation tests and the browser specs: nothing reaches the internet. `Authorization: DeepL-Auth-Key
// <key>` (403 otherwise), 456 when the quota is used up (`quotaExceeded`). POST /v2/translate takes form
// fields or JSON (`text` repeated, source_lang, target_lang, formality, context, tag_handling,
// ignore_tags, glossary_id) and answers deterministically: `[EN-GB] <text>` with every tag kept, except
// for texts containing `dropPlaceholderIn`, whose first `<x0/>` it drops (the "refused" case). GET
// /v2/usage, /v2/languages, /v2/glossary-language-pairs; /v2/glossaries (list, create from TSV, get,
// entries, delete). Every request is recorded for assertions.

export type FakeDeepLRequest = {
  method: string;
  path: string;
  /** The form or JSON fields (repeated fields as lists). */
  fields: Record<string, string | string[]>;
};

export type FakeGlossary = {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: string;
};

export type FakeDeepLServer = {
  url: string;
  authKey: string;
  requests: FakeDeepLRequest[];
  glossaries: Map<string, FakeGlossary>;
  /** Texts containing this lose their first placeholder tag (null: none). */
  dropPlaceholderIn: string | null;
  quotaExceeded: boolean;
  /** The next this many requests lose their connection unanswered ("socket hang up"), as a kept-alive one the server closed. */
  hangUps: number;
  /** Listed by GET /v2/glossaries but gone when deleted (another client deleted them meanwhile). */
  ghosts: Omit<FakeGlossary, 'entries'>[];
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, string | string[]>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if (request.headers['content-type']?.includes('application/json'))
    return JSON.parse(raw) as Record<string, string | string[]>;
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const had = fields[key];
    fields[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return fields;
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const LANGUAGES = ['DE', 'EN-GB', 'EN-US', 'FR', 'IT', 'ES', 'NL', 'PL', 'PT-PT', 'PT-BR'];

export async function startFakeDeepLServer(
  options: { port?: number; authKey?: string } = {},
): Promise<FakeDeepLServer> {
  const authKey = options.authKey ?? 'fake-deepl-key:fx';
  const state: Omit<FakeDeepLServer, 'url' | 'close'> = {
    authKey,
    requests: [],
    glossaries: new Map(),
    dropPlaceholderIn: null,
    quotaExceeded: false,
    hangUps: 0,
    ghosts: [],
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const fields = { ...Object.fromEntries(url.searchParams), ...(await bodyOf(request)) };
      state.requests.push({ method: request.method ?? 'GET', path: url.pathname, fields });
      if (state.hangUps > 0) {
        state.hangUps -= 1;
        request.socket.destroy();
        return;
      }
      if (request.headers.authorization !== `DeepL-Auth-Key ${authKey}`)
        return send(response, 403, { message: 'Wrong auth key' });
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /v2/translate') {
        if (state.quotaExceeded) return send(response, 456, { message: 'Quota exceeded' });
        const target = String(fields['target_lang'] ?? '').toUpperCase();
        if (!target) return send(response, 400, { message: "Value for 'target_lang' not supported." });
        const translations = list(fields['text']).map((text) => {
          let out = `[${target}] ${text}`;
          if (state.dropPlaceholderIn && text.includes(state.dropPlaceholderIn))
            out = out.replace('<x0/>', '');
          const source = String(fields['source_lang'] ?? 'DE').toUpperCase();
          return { detected_source_language: source, text: out, billed_characters: text.length };
        });
        return send(response, 200, { translations });
      }
      if (route === 'GET /v2/usage')
        return send(response, 200, { character_count: 0, character_limit: 500000 });
      if (route === 'GET /v2/languages')
        return send(
          response,
          200,
          (fields['type'] === 'target' ? LANGUAGES : ['DE', 'EN', 'FR', 'IT', 'ES', 'NL', 'PL', 'PT']).map(
            (language) => ({
              language,
              name: language,
              supports_formality: true,
            }),
          ),
        );
      if (route === 'GET /v2/glossary-language-pairs')
        return send(response, 200, {
          supported_languages: [
            { source_lang: 'de', target_lang: 'en' },
            { source_lang: 'en', target_lang: 'de' },
          ],
        });
      if (route === 'GET /v2/glossaries')
        return send(response, 200, {
          glossaries: [
            ...[...state.glossaries.values()].map(({ entries: _entries, ...info }) => info),
            ...state.ghosts,
          ],
        });
      if (route === 'POST /v2/glossaries') {
        const entries = String(fields['entries'] ?? '');
        const glossary: FakeGlossary = {
          glossary_id: randomUUID(),
          name: String(fields['name'] ?? ''),
          ready: true,
          source_lang: String(fields['source_lang'] ?? ''),
          target_lang: String(fields['target_lang'] ?? ''),
          creation_time: new Date().toISOString(),
          entry_count: entries.split('\n').filter(Boolean).length,
          entries,
        };
        state.glossaries.set(glossary.glossary_id, glossary);
        const { entries: _entries, ...info } = glossary;
        return send(response, 201, info);
      }
      const glossaryMatch = /^\/v2\/glossaries\/([\w-]+)(\/entries)?$/.exec(url.pathname);
      const glossary = glossaryMatch ? state.glossaries.get(glossaryMatch[1]!) : undefined;
      if (glossaryMatch && !glossary) return send(response, 404, { message: 'Glossary not found' });
      if (glossary && request.method === 'DELETE') {
        state.glossaries.delete(glossary.glossary_id);
        response.writeHead(204).end();
        return;
      }
      if (glossary && glossaryMatch?.[2]) {
        response.writeHead(200, { 'content-type': 'text/tab-separated-values' });
        response.end(glossary.entries);
        return;
      }
      if (glossary) {
        const { entries: _entries, ...info } = glossary;
        return send(response, 200, info);
      }
      send(response, 404, { message: 'Not found' });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake = state as FakeDeepLServer;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
