/**
 * The embedded database in a worker thread (decision 0054). PGlite runs each statement
 * synchronously on the thread that calls it: on the request thread, a guest import's
 * statements held up every other request, even one that needed no query. Here one worker
 * thread owns PGlite (one data directory, opened once) and this client, on the request
 * thread, passes it the calls Drizzle's pglite driver makes: `query` (with `rowMode` and
 * `parsers`), `exec` and `transaction`, whose handle's queries run inside it.
 *
 * A worker that dies (a WebAssembly abort, running out of memory) fails every call waiting
 * on it with SQLSTATE 57P02, which the app answers 503 (decision 0017); the next call opens
 * the data directory again in a new worker (PostgreSQL recovers from its WAL as after any
 * crash). An in-memory database cannot come back and keeps answering 57P02.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { SERVER_DIR } from '../server-dir';

/** Found from SERVER_DIR: the bundle (dist/main.js, decision 0021) keeps no module's own place. */
const WORKER_URL = pathToFileURL(path.join(SERVER_DIR, 'src', 'db', 'pglite-worker.mjs'));

export type PgliteWorkerOptions = {
  dataDir?: string;
  /** A data directory's tarball to start from (a template or a test's dump). */
  loadDataDir?: Blob;
  sharedBuffers: string;
};

type PlainError = { message: string; stack?: string; props: Record<string, unknown> };
type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      textOids: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' | 'rollback'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' | 'close' };

/** What a transaction's callback gets: PGlite's `Transaction`, as far as it is used here. */
export type WorkerTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/** SQLSTATE crash_shutdown: the database process went away, as PostgreSQL reports it. */
class DatabaseWorkerExitedError extends Error {
  readonly code = '57P02';
}

function rebuildError(plain: PlainError): Error {
  const error = new Error(plain.message);
  // PGlite's DatabaseError names itself 'error' (its message type): kept as it was.
  Object.assign(error, plain.props);
  if (plain.stack) error.stack = plain.stack;
  return error;
}

/** One started worker: its thread, and the calls it has not answered yet. */
class WorkerThread {
  readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Set once the thread is gone: every later call fails with it. */
  private exitError: Error | undefined;
  private closing = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    // Idle, it must not keep the process alive; while a call waits, it does (`call`).
    worker.unref();
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`exit code ${code}`)));
  }

  static async start({ dataDir, loadDataDir, sharedBuffers }: PgliteWorkerOptions) {
    const bytes = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, sharedBuffers } });
    // The tarball (41 MB for the template) moves instead of being copied.
    worker.postMessage({ loadDataDir: bytes }, bytes ? [bytes] : []);
    const ready = await new Promise<{ ready: boolean; error?: PlainError }>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`The database worker exited at start (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: PlainError }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    });
    if (!ready.ready) {
      await worker.terminate();
      throw rebuildError(ready.error!);
    }
    return new WorkerThread(worker);
  }

  get alive(): boolean {
    return this.exitError === undefined;
  }

  call(request: Request): Promise<unknown> {
    if (this.exitError) return Promise.reject(this.exitError);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function): this call fails, nothing waits.
        this.settle({ id, ok: false, error: { message: String(error), props: {} } });
      }
    });
  }

  /** Closes PGlite in the worker (which writes out its files), then ends the thread. */
  async close(): Promise<void> {
    try {
      if (this.alive) await this.call({ op: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  private settle(answer: Answer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuildError(answer.error));
  }

  private fail(cause: Error): void {
    if (this.exitError) return;
    this.exitError = this.closing
      ? new Error('PGlite is closed')
      : new DatabaseWorkerExitedError(`The embedded database stopped: ${cause.message}`, {
          cause,
        });
    for (const pending of this.pending.values()) pending.reject(this.exitError);
    this.pending.clear();
  }
}

/** The client Drizzle's pglite driver is given in place of a PGlite instance. */
export class PgliteWorkerClient {
  private current: Promise<WorkerThread>;
  private nextTx = 0;
  private closed = false;

  private constructor(
    first: WorkerThread,
    private readonly options: PgliteWorkerOptions,
  ) {
    this.current = Promise.resolve(first);
  }

  static async open(options: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
    const first = await WorkerThread.start(options);
    // A restart opens the data directory as it is: never the tarball again.
    return new PgliteWorkerClient(first, { ...options, loadDataDir: undefined });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.execIn(undefined, sql);
  }

  /**
   * Runs `callback` in a transaction; its handle's queries run inside it, while every
   * other query waits for it to end (PGlite's one connection, as before).
   */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const thread = await this.thread();
    const id = this.nextTx++;
    await thread.call({ op: 'begin', tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      // Async, so a closed handle rejects as PGlite's does rather than throwing.
      query: async (sql, params = [], options) => {
        open();
        return this.queryIn({ thread, id }, sql, params, options);
      },
      exec: async (sql) => {
        open();
        return this.execIn({ thread, id }, sql);
      },
      rollback: async () => {
        open();
        await thread.call({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await thread.call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await thread.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async dump(): Promise<Blob> {
    const bytes = (await (await this.thread()).call({ op: 'dump' })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await (await this.current).close();
  }

  /** Ends the worker thread as a crash would: the tests of the recovery use it. */
  async crashForTest(): Promise<void> {
    await (await this.thread()).worker.terminate();
  }

  /** The live worker, or a new one on the data directory once the last one died. */
  private async thread(): Promise<WorkerThread> {
    if (this.closed) throw new Error('PGlite is closed');
    const thread = await this.current;
    if (thread.alive || !this.options.dataDir) return thread;
    const restart = WorkerThread.start(this.options).catch((cause: unknown) => {
      throw new DatabaseWorkerExitedError('The embedded database could not be opened again', {
        cause,
      });
    });
    // Calls made meanwhile wait for the same restart; a failed one leaves the dead thread,
    // so the next call tries again.
    this.current = restart.catch(() => thread);
    return restart;
  }

  private async queryIn<T>(
    inTx: { thread: WorkerThread; id: number } | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const thread = inTx?.thread ?? (await this.thread());
    const parsers = options?.parsers ?? {};
    const textOids = Object.keys(parsers).map(Number);
    let results: Results<T>;
    try {
      results = (await thread.call({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        textOids,
        tx: inTx?.id,
      })) as Results<T>;
    } catch (error) {
      // PGlite attaches the query's options to its errors; they stayed on this side.
      if (error instanceof Error && 'query' in error)
        Object.assign(error, { queryOptions: options });
      throw error;
    }
    if (textOids.length > 0) parseColumns(results, parsers, options?.rowMode);
    return results;
  }

  private async execIn(
    inTx: { thread: WorkerThread; id: number } | undefined,
    sql: string,
  ): Promise<Results[]> {
    const thread = inTx?.thread ?? (await this.thread());
    return (await thread.call({ op: 'exec', sql, tx: inTx?.id })) as Results[];
  }
}

/** Applies the caller's parsers to the columns whose values crossed as text. */
function parseColumns(
  results: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: QueryOptions['rowMode'],
): void {
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const key = rowMode === 'array' ? index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
