import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container (Powertools): JSON lines with the request id. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'website-api',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});

const runningFunction = new AsyncLocalStorage<string>();

/** Runs a handler family's work with its name in context (the local grant check reads it). */
export const runAsFunction = <T>(family: string, work: () => T): T => runningFunction.run(family, work);

/** The handler family whose request is being served, if any. */
export const currentFunction = (): string | undefined => runningFunction.getStore();
