import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// Local fakes of a tenant's integrations for the tests and the browser specs; nothing reaches the
// internet. One server answers both:
// - print-design: GET /print-design (and below it) with `Authorization: Bearer <printDesignKey>` is 200
//   `{ "status": "ok" }`, any other key 401; GET /slow never answers in time (the timeout's case).
// - Cal.com's API v2 as documented: GET /v2/me with `Authorization: Bearer <calComKey>` answers
//   `{ status: 'success', data: { id, email, username } }`, else 401 `{ status: 'error', error }`;
//   GET /v2/event-types/<id> (needs `cal-api-version`) answers the event type for an id in
//   `eventTypeIds`, else 404.
// Every request is recorded (path and headers) for assertions.

export type FakeIntegrationRequest = { path: string; headers: IncomingMessage['headers'] };

export type FakeIntegrationsServer = {
  url: string;
  printDesignKey: string;
  calComKey: string;
  eventTypeIds: Set<string>;
  requests: FakeIntegrationRequest[];
  close(): Promise<void>;
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const unauthorised = {
  status: 'error',
  error: { code: 'UnauthorizedException', message: 'Invalid API Key' },
};

export async function startFakeIntegrationsServer(
  options: { port?: number; printDesignKey?: string; calComKey?: string } = {},
): Promise<FakeIntegrationsServer> {
  const state = {
    printDesignKey: options.printDesignKey ?? 'pd-fake-key',
    calComKey: options.calComKey ?? 'cal_test_fake',
    eventTypeIds: new Set(['1001']),
    requests: [] as FakeIntegrationRequest[],
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    state.requests.push({ path, headers: request.headers });
    if (path === '/health') return send(response, 200, { ok: true });
    if (path === '/slow') return; // never answers: the caller's deadline ends it
    if (path.startsWith('/print-design')) {
      return request.headers.authorization === `Bearer ${state.printDesignKey}`
        ? send(response, 200, { status: 'ok' })
        : send(response, 401, { error: 'unauthorised' });
    }
    if (request.headers.authorization !== `Bearer ${state.calComKey}`)
      return send(response, 401, unauthorised);
    if (path === '/v2/me')
      return send(response, 200, {
        status: 'success',
        data: { id: 1, email: 'owner@example.com', username: 'owner' },
      });
    const eventType = /^\/v2\/event-types\/([^/]+)$/.exec(path);
    if (eventType && request.headers['cal-api-version']) {
      const id = decodeURIComponent(eventType[1]!);
      return state.eventTypeIds.has(id)
        ? send(response, 200, {
            status: 'success',
            data: { id: Number(id), title: 'Consultation', lengthInMinutes: 30 },
          })
        : send(response, 404, {
            status: 'error',
            error: { code: 'NotFoundException', message: 'Event type not found' },
          });
    }
    send(response, 404, { status: 'error', error: { code: 'NotFoundException', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
