/**
 * A TCP proxy on 127.0.0.1 in front of a server, that a test can take away and bring back
 * on the same port: `stop()` resets every connection through it and refuses new ones, as
 * a PostgreSQL that went down (or a failover's old address) does; `start()` listens again.
 */
import net from 'node:net';

export type TcpProxy = {
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        // Either side's end or failure ends both, as a dropped connection would.
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) {
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve((listening.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    stop: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    start: async () => {
      await listen(port);
    },
  };
}
