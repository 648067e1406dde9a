import { createServer, type Server } from 'node:net';

/** A minimal SMTP server on loopback for tests: records each message, or refuses every recipient. */
export async function startFakeSmtpServer(options: { refuse?: boolean; port?: number } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          reply('250 fake-smtp');
        } else if (command === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (command === 'RCPT') {
          if (options.refuse) {
            reply('550 mailbox unavailable');
          } else {
            current.to.push(line);
            reply('250 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
