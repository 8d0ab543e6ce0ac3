/** Upload jobs for test/upload-jobs.test.ts: each misbehaves in one way a hostile file could. */
import { badRequest } from '../../src/lib/http-error';

export type TestTask = { kind: 'echo'; value: string } | { kind: 'spin' | 'hog' | 'refuse' };

export function run(task: TestTask): string {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'refuse':
      throw badRequest('Refused by the job', { file: ['Refused'] });
    case 'spin':
      for (;;) {
        // Never answers: only the time budget ends it.
      }
    case 'hog': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
    }
  }
}
