/** Starts `server-process.ts` as a child process and calls its methods over IPC. */
import { fork } from 'node:child_process';
import type { ServerMethod, ServerProcessOptions } from './server-process';

export type ServerHandle = {
  port: number;
  call: <T = unknown>(method: ServerMethod, args?: unknown) => Promise<T>;
  stop: () => Promise<void>;
};

type Reply = { id: number; result?: unknown; error?: string };

export function spawnServer(options: ServerProcessOptions): Promise<ServerHandle> {
  const child = fork(new URL('./server-process.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_EXEC_ARGV?.split(' ') ?? [])],
    env: { ...process.env, BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    // The app's request log goes nowhere: it is written, as in production, but not kept.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let exited = false;

  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      exited = true;
      const error = new Error(`the server process exited with code ${code}`);
      reject(error);
      for (const { reject: rejectCall } of pending.values()) rejectCall(error);
    });
    child.on('message', (message: Reply | { ready: true; port: number }) => {
      if ('ready' in message) {
        resolve({
          port: message.port,
          call: (method, args) =>
            new Promise((resolveCall, rejectCall) => {
              const id = nextId++;
              pending.set(id, {
                resolve: resolveCall as (value: unknown) => void,
                reject: rejectCall,
              });
              child.send({ id, method, args });
            }),
          stop: async () => {
            if (exited) return;
            const gone = new Promise((done) => child.once('exit', done));
            child.send({ id: 0, method: 'stop' });
            await gone;
          },
        });
        return;
      }
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined)
        call?.reject(new Error(`in the server process: ${message.error}`));
      else call?.resolve(message.result);
    });
  });
}
