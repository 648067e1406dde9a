import type { FastifyBaseLogger } from 'fastify';
import { installModuleContributions, moduleContributions } from './host/module-contributions.ts';
import { serverModules } from './modules/index.ts';
import { serviceContextLoaders } from './modules/users/service-context-loaders.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import type { AppServices } from './platform/graphql/context.ts';
import { jobQueueOf, startJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import type { ModuleJobContext } from './modules/server-module.ts';
import type { MediaStorage } from './platform/storage/media-storage.ts';

/**
 * Starts the job queue with every module's jobs (serve.ts on each instance; tests that need them). The
 * returned stop lets running jobs finish, then closes what the modules registered (mail transport).
 */
export async function startModuleJobs(options: {
  database: Database;
  services: AppServices;
  config: Config;
  log: FastifyBaseLogger;
  media: MediaStorage;
}): Promise<JobQueue> {
  installModuleContributions();
  const closers: (() => void | Promise<void>)[] = [];
  const context: ModuleJobContext = {
    ...options,
    mediaReferences: moduleContributions.mediaReferences ?? [],
    contextLoaders: serviceContextLoaders,
    send: (name, data, sendOptions) => {
      const queue = jobQueueOf(options.database);
      if (!queue) throw new Error(`the job queue is not running (queueing ${name})`);
      return queue.send(name, data, sendOptions);
    },
    onStop: (close) => void closers.push(close),
  };
  const definitions = serverModules.flatMap((module) => module.jobs?.(context) ?? []);
  const queue = await startJobQueue(options.database, definitions, options.log);
  return {
    ...queue,
    stop: async () => {
      await queue.stop();
      for (const close of closers) await close();
    },
  };
}
