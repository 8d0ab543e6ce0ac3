/**
 * Reading an upload (a spreadsheet, an image) runs in a worker thread of its own, never on
 * the thread that answers requests (issue 13, decision 0019): a 100,000-row guest list or a
 * hostile SVG costs seconds of CPU, which would stall every other request of the process.
 * Each worker has a V8 heap limit and a time budget (terminated past it, and a worker
 * that failed is never used again), and only a few run at once per process; a few more wait for a place, and beyond that the upload is
 * answered 503 with Retry-After.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_DIR } from '../../server-dir';
import { HttpError } from '../http-error';

export type UploadJobLimits = {
  /** Workers reading uploads at once in this process. */
  maxRunning: number;
  /** Uploads waiting for a worker; one more is answered 503. */
  maxWaiting: number;
  timeoutMs: number;
  /** V8 old-generation heap of one worker (native memory, e.g. sharp's, is bounded apart). */
  maxHeapMb: number;
};

const DEFAULT_UPLOAD_JOB_LIMITS: UploadJobLimits = {
  maxRunning: 2,
  maxWaiting: 8,
  timeoutMs: 60_000,
  maxHeapMb: 384,
};

/** Seconds a refused upload is told to wait: about one upload's reading time. */
const RETRY_AFTER_SECONDS = 10;

/** What the worker posts back. */
type JobAnswer =
  | { ok: true; value: unknown }
  | { ok: false; status?: number; message: string; fieldErrors?: Record<string, string[]> };

export type UploadJob = {
  /** The module that exports `run(input)`: `sourceModule('modules/events/guest-import/analyse-guest-sheet.ts')`. */
  task: URL;
  input: unknown;
  /** How the upload is named in messages ("The file", "The picture"). */
  subject: string;
  /** The request field that carried it, for fieldErrors. */
  field: string;
};

/**
 * A module of the server's TypeScript source, for a worker to load. Found from SERVER_DIR,
 * not from `import.meta.url`: `npm start` runs the bundle (dist/main.js, decision 0021),
 * where every module's URL is the bundle's own, while workers always run the source
 * through tsx.
 */
export function sourceModule(pathInSrc: string): URL {
  return pathToFileURL(path.join(SERVER_DIR, 'src', pathInSrc));
}

const WORKER_URL = sourceModule('lib/upload-jobs/upload-job-worker.mjs');

export class UploadJobs {
  /** Jobs handed to a worker so far (a repeated check that was skipped is not one). */
  started = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Workers kept warm between jobs: starting one (and loading its modules) takes a while. */
  private readonly idle = new Set<Worker>();

  constructor(private limits: UploadJobLimits = DEFAULT_UPLOAD_JOB_LIMITS) {}

  configure(limits: UploadJobLimits): void {
    this.limits = limits;
    // Warm workers were started with the old heap limit.
    for (const worker of this.idle) void worker.terminate();
    this.idle.clear();
  }

  /** Runs the job in a worker thread; the answer or its 4xx error comes back. */
  async run<T>(job: UploadJob): Promise<T> {
    const release = await this.hold();
    try {
      return (await this.runInWorker(job)) as T;
    } finally {
      release();
    }
  }

  /** A place among the running jobs (waiting for one if needed); call the answer to free it. */
  async hold(): Promise<() => void> {
    if (this.running < this.limits.maxRunning) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.limits.maxWaiting) throw busy();
      // The place is handed over by release(), so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }

  private takeWorker(): Worker {
    const [warm] = this.idle;
    if (warm) {
      this.idle.delete(warm);
      return warm;
    }
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
      },
    });
    // A warm worker must not keep the process alive, nor its death go unheard.
    worker.unref();
    worker.on('error', () => this.idle.delete(worker));
    worker.on('exit', () => this.idle.delete(worker));
    return worker;
  }

  private runInWorker(job: UploadJob): Promise<unknown> {
    const { timeoutMs, maxHeapMb, maxRunning } = this.limits;
    const worker = this.takeWorker();
    this.started += 1;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        finish(false, () =>
          reject(
            refused(
              job,
              `${job.subject} took longer than ${Math.round(timeoutMs / 1000)} seconds to read, so reading it was stopped`,
            ),
          ),
        );
      }, timeoutMs);
      const onMessage = (answer: JobAnswer) => {
        finish(true, () => {
          if (answer.ok) resolve(answer.value);
          else if (answer.status !== undefined) {
            reject(new HttpError(answer.status, answer.message, answer.fieldErrors));
          } else reject(new Error(`Upload job failed: ${answer.message}`));
        });
      };
      const onError = (error: Error & { code?: string }) => {
        finish(false, () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? refused(
                  job,
                  `${job.subject} needs more than the ${maxHeapMb} MB of memory one upload may use`,
                )
              : error,
          ),
        );
      };
      const onExit = (code: number) => {
        finish(false, () =>
          reject(new Error(`Upload worker stopped (exit code ${code}) without an answer`)),
        );
      };
      const finish = (healthy: boolean, settle: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
        if (healthy && this.idle.size < maxRunning) this.idle.add(worker);
        else void worker.terminate();
        settle();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      worker.postMessage({ task: job.task.href, input: job.input });
    });
  }
}

const refused = (job: UploadJob, reason: string) =>
  new HttpError(422, `${reason}. Upload a smaller or simpler file.`, { [job.field]: [reason] });

const busy = () =>
  new HttpError(
    503,
    `The server is busy reading other uploads. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

/** One per process: the bound is on the process, whichever route the upload came by. */
export const uploadJobs = new UploadJobs();
