import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESUME_WORKER_NICE_ENV } from '../../../lambdas/contract/limits';
import { extractLinesIsolated } from '../../../lambdas/resume/isolated';

const DOCX = new Uint8Array(readFileSync(join(__dirname, '../../fixtures/resumes/documents/01-priya-classic.docx')));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe.runIf(process.platform === 'linux')('the resume worker thread’s priority', () => {
  afterEach(() => delete process.env[RESUME_WORKER_NICE_ENV]);

  it('runs below the request thread when RESUME_WORKER_NICE asks (the local stack sets it), leaving this thread and the shared thread pool at the process’s own', async () => {
    const before = threadNices().filter((nice) => nice === 10).length;
    // The first worker of this file is started now, with the setting in its environment.
    process.env[RESUME_WORKER_NICE_ENV] = '10';
    const lines = await extractLinesIsolated(DOCX_TYPE, DOCX);
    expect(lines.length).toBeGreaterThan(5);
    // The pooled worker stays idle after its job: one more thread at nice 10, and this one still at 0.
    expect(threadNices().filter((nice) => nice === 10).length).toBe(before + 1);
    expect(threadNices()[0]).toBe(0);
  });
});
