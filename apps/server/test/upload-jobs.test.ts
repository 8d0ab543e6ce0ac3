/**
 * The upload worker pool (lib/upload-jobs): a job past its time budget or its heap limit
 * is stopped with a 422 that says why, a 4xx thrown in the worker keeps its status, the
 * pool keeps working after a worker died, and beyond the running and waiting bounds an
 * upload is answered 503 with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-error';
import { UploadJobs, type UploadJobLimits } from '../src/lib/upload-jobs/upload-jobs';
import type { TestTask } from './support/upload-job-task';

const task = new URL('./support/upload-job-task.ts', import.meta.url);
const limits: UploadJobLimits = { maxRunning: 1, maxWaiting: 1, timeoutMs: 60_000, maxHeapMb: 64 };
const job = (input: TestTask) => ({ task, input, subject: 'The file', field: 'file' });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

// Workers run at a low priority (nice 10): on a busy machine a job may take its time.
describe('upload jobs', { timeout: 60_000 }, () => {
  it('answers what the job returns, and keeps a 4xx thrown in the worker', async () => {
    const jobs = new UploadJobs(limits);
    expect(await jobs.run(job({ kind: 'echo', value: 'hello' }))).toBe('hello');
    const refused = await failure(jobs.run(job({ kind: 'refuse' })));
    expect(refused.statusCode).toBe(400);
    expect(refused.fieldErrors).toEqual({ file: ['Refused'] });
  });

  it('stops a job past its time budget with a 422, and the next job still runs', async () => {
    const jobs = new UploadJobs({ ...limits, timeoutMs: 1000 });
    const stopped = await failure(jobs.run(job({ kind: 'spin' })));
    expect(stopped.statusCode).toBe(422);
    expect(stopped.message).toMatch(/^The file took longer than 1 seconds to read/);
    // A new worker may itself take more than a second to start on a busy machine.
    jobs.configure(limits);
    expect(await jobs.run(job({ kind: 'echo', value: 'after' }))).toBe('after');
  });

  it('stops a job past its heap limit with a 422, and the next job still runs', async () => {
    const jobs = new UploadJobs(limits);
    const stopped = await failure(jobs.run(job({ kind: 'hog' })));
    expect(stopped.statusCode).toBe(422);
    expect(stopped.fieldErrors).toEqual({
      file: ['The file needs more than the 64 MB of memory one upload may use'],
    });
    expect(await jobs.run(job({ kind: 'echo', value: 'after' }))).toBe('after');
  });

  it('lets jobs wait for a place up to a bound, then answers 503 with Retry-After', async () => {
    const jobs = new UploadJobs(limits);
    const release = await jobs.hold();
    const waiting = jobs.run(job({ kind: 'echo', value: 'waited' }));
    const busy = await failure(jobs.run(job({ kind: 'echo', value: 'refused' })));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers).toEqual({ 'retry-after': '10' });
    expect(busy.message).toMatch(/busy reading other uploads/);
    release();
    expect(await waiting).toBe('waited');
  });
});
