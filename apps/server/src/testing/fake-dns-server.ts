import { createSocket } from 'node:dgram';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny authoritative DNS server over UDP for the domain check's tests (RFC 1035 wire format): answers
// A, CNAME and TXT from records set by the test, NXDOMAIN for unknown names, an empty answer for a known
// name without that type, and SERVFAIL for names told to fail. E2E specs set records through a small
// HTTP control port (POST /records {type, name, values}, POST /servfail {name, on}, POST /reset).

export type FakeRecordType = 'A' | 'CNAME' | 'TXT';
const TYPE_CODES: Record<FakeRecordType, number> = { A: 1, CNAME: 5, TXT: 16 };

export type FakeDnsServer = {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  address: string;
  /** The control port's address (http://127.0.0.1:<port>). */
  controlUrl: string;
  /** Sets a name's records of one type (no values: removes them). */
  set(type: FakeRecordType, name: string, values: string[]): void;
  /** Makes every question about `name` answer SERVFAIL (or stop doing so). */
  servfail(name: string, on: boolean): void;
  reset(): void;
  /** How many questions it was asked. */
  questions(): number;
  close(): Promise<void>;
};

const norm = (name: string) => name.toLowerCase().replace(/\.$/, '');

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = start;
  while (at < message.length && message[at] !== 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.'), end: at + 1 };
}

function encodeName(name: string): Buffer {
  const parts = norm(name)
    .split('.')
    .filter(Boolean)
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'latin1')]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function rdata(type: FakeRecordType, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'CNAME') return encodeName(value);
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length || chunks.length === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(chunks);
}

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
};

export async function startFakeDnsServer(
  options: { port?: number; controlPort?: number } = {},
): Promise<FakeDnsServer> {
  const records = new Map<string, string[]>();
  const failing = new Set<string>();
  let asked = 0;

  const answer = (query: Buffer): Buffer | null => {
    if (query.length < 12) return null;
    const { name, end } = readName(query, 12);
    const qtype = query.readUInt16BE(end);
    const question = query.subarray(12, end + 4);
    const host = norm(name);
    asked += 1;
    const type = (Object.keys(TYPE_CODES) as FakeRecordType[]).find((key) => TYPE_CODES[key] === qtype);
    const known = [...records.keys()].some((key) => key.endsWith(`:${host}`));
    const values = type ? (records.get(`${type}:${host}`) ?? []) : [];
    const rcode = failing.has(host) ? 2 : !known ? 3 : 0;
    const answers = rcode === 0 && type ? values : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // QR, AA, RD copied, RA; the rcode.
    header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const body = answers.map((value) => {
      const data = rdata(type!, value);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(qtype, 2);
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    return Buffer.concat([header, question, ...body]);
  };

  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const reply = answer(message);
    if (reply) socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(options.port ?? 0, '127.0.0.1', resolve));

  const server: Omit<FakeDnsServer, 'address' | 'controlUrl' | 'close'> = {
    set(type, name, values) {
      if (values.length) records.set(`${type}:${norm(name)}`, [...values]);
      else records.delete(`${type}:${norm(name)}`);
    },
    servfail(name, on) {
      if (on) failing.add(norm(name));
      else failing.delete(norm(name));
    },
    reset() {
      records.clear();
      failing.clear();
    },
    questions: () => asked,
  };

  const control = createServer((request, response) => {
    void (async () => {
      const body = request.method === 'POST' ? await readJson(request) : {};
      if (request.url === '/records') {
        server.set(body.type as FakeRecordType, String(body.name), (body.values as string[]) ?? []);
      } else if (request.url === '/servfail') server.servfail(String(body.name), Boolean(body.on));
      else if (request.url === '/reset') server.reset();
      else if (request.url !== '/health') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    })().catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => control.listen(options.controlPort ?? 0, '127.0.0.1', resolve));

  return {
    ...server,
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => socket.close(() => resolve()));
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
