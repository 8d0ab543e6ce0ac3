/**
 * The worker thread that owns the embedded database (pglite-worker-client.ts, decision
 * 0054): PostgreSQL compiled to WebAssembly runs each statement synchronously on the
 * thread that calls it, so here it holds up this thread instead of the one answering
 * requests. Plain JavaScript, so it starts without tsx, from the source and the bundle alike.
 *
 * Every request is handed to PGlite as it arrives: PGlite's own locks order them as they
 * did on the main thread (a query waits while a transaction is open, then runs in turn).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * V8 recompiles a WebAssembly function with its optimising compiler once it has run for a
 * budget of time. At the default budget, PostgreSQL's start-up code (run once) was
 * recompiled too, and the idle server kept about 40 MB of that code (issue 14). Fifty times
 * the budget leaves run-once code to the baseline compiler; what queries run often still
 * reaches the optimising one. Set before the module is compiled, for this process.
 */
v8.setFlagsFromString('--wasm-tiering-budget=100000000');

const { dataDir, sharedBuffers } = workerData;
/** Set once the database is open (the first message). */
let pg;

/**
 * Opens the database, from a tarball when one is given. PGlite keeps its options for as
 * long as it runs: the tarball (41 MB for the template) would stay in memory (decision
 * 0040), so it comes in a message rather than in `workerData`, and is dropped once open.
 */
async function open(loadDataDir) {
  const options = {
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    // pg_trgm backs text search on large lists; the migrations create the extension.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  };
  const database = new PGlite(options);
  await database.waitReady;
  delete options.loadDataDir;
  return database;
}

/** Open transactions by the id the main thread gave them: their handle and how to end them. */
const transactions = new Map();

/** Thrown inside PGlite's transaction to make it roll back, then swallowed. */
const ROLL_BACK = Symbol('roll back');

/**
 * Parsers cannot cross threads: the main thread names the types it parses itself, and
 * their values cross as PostgreSQL's text.
 */
function textParsers(oids) {
  return Object.fromEntries((oids ?? []).map((oid) => [oid, (value) => value]));
}

/**
 * An error as plain data: PGlite's DatabaseError carries its SQLSTATE, constraint and the
 * rest as own properties. `queryOptions` holds functions; the main thread puts its own back.
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error), props: {} };
  const props = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'queryOptions' && typeof value !== 'function') props[key] = value;
  }
  return { message: error.message, stack: error.stack, props };
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? pg : transactions.get(message.tx).tx;
      return target.query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: textParsers(message.textOids),
      });
    }
    case 'exec': {
      const target = message.tx === undefined ? pg : transactions.get(message.tx).tx;
      return target.exec(message.sql);
    }
    case 'begin':
      return new Promise((begun, failed) => {
        pg.transaction(
          (tx) =>
            new Promise((commit, rollBack) => {
              transactions.set(message.tx, { tx, commit, rollBack, ended: undefined });
              begun(undefined);
            }),
        )
          .then(
            () => transactions.get(message.tx)?.ended?.resolve(),
            (error) => {
              const entry = transactions.get(message.tx);
              if (!entry) return failed(error);
              if (error === ROLL_BACK) entry.ended.resolve();
              else entry.ended.reject(error);
            },
          )
          .finally(() => transactions.delete(message.tx));
      });
    case 'rollback':
      return transactions.get(message.tx).tx.rollback();
    case 'end': {
      const entry = transactions.get(message.tx);
      const ended = new Promise((resolve, reject) => (entry.ended = { resolve, reject }));
      if (message.commit) entry.commit();
      else entry.rollBack(ROLL_BACK);
      return ended;
    }
    case 'dump': {
      const dump = await pg.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      return pg.close();
    default:
      throw new Error(`unknown database request ${message.op}`);
  }
}

function answer(message) {
  run(message).then(
    (value) => {
      // A dump's bytes move to the main thread instead of being copied.
      const transfer = value instanceof Uint8Array ? [value.buffer] : [];
      parentPort.postMessage({ id: message.id, ok: true, value }, transfer);
    },
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
}

parentPort.once('message', ({ loadDataDir }) => {
  open(loadDataDir).then(
    (database) => {
      pg = database;
      parentPort.on('message', answer);
      parentPort.postMessage({ ready: true });
    },
    (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
  );
});
