/** Uploads that the server should answer before it has received them. */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Sends only the headers and the first 64 kB of a body that claims `length` bytes, and
 * answers the status: an answer at all proves the server did not wait for the body.
 */
export function statusBeforeBodyOf(
  app: FastifyInstance,
  url: string,
  method: string,
  headers: Record<string, string>,
  length: number,
): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        headers: { ...headers, 'content-length': length },
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      },
    );
    req.on('error', (error) => {
      // The server may close the connection once it answered; the answer already counted.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.write(Buffer.alloc(64 * 1024, 'a'));
  });
}
