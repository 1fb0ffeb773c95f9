import { performance } from 'node:perf_hooks';
import { followAnnouncements } from '../db/announcements.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { EngineModule, ModuleDependencies } from './module.ts';
import type { EngineServices } from './services.ts';

/** Builds every module's service in list order; later modules get the earlier ones' services. */
export async function createServices(
  modules: readonly EngineModule[],
  dependencies: ModuleDependencies,
  given: Partial<EngineServices>,
): Promise<EngineServices> {
  const services: Partial<EngineServices> = {};
  for (const module of modules) {
    const service =
      given[module.name] ?? (await module.createService({ ...dependencies, services }));
    (services as Record<string, unknown>)[module.name] = service;
  }
  return services as EngineServices;
}

/**
 * Listens on every channel a module follows. Announcements on one channel are applied in order
 * (refreshes never overlap); then the engine hears what went stale.
 */
export async function followModuleChanges(
  modules: readonly EngineModule[],
  services: EngineServices,
  database: DatabaseHandle,
  handlers: {
    onApplied(applied: { tags: string[]; schemaChanged?: boolean }): void;
    onError(error: unknown): void;
    onTimed(module: string, seconds: number): void;
  },
): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const queues: (() => Promise<void>)[] = [];
  for (const module of modules) {
    for (const follower of module.follows ?? []) {
      let queue = Promise.resolve();
      queues.push(() => queue);
      const apply = (change: unknown) => {
        let started = 0;
        queue = queue
          .then(() => {
            started = performance.now();
            return follower.apply(services[module.name], change);
          })
          .then((applied) => {
            handlers.onTimed(module.name, (performance.now() - started) / 1000);
            return applied;
          })
          .then(handlers.onApplied)
          .catch(handlers.onError);
      };
      stops.push(
        await followAnnouncements(
          database,
          follower.channel,
          apply,
          handlers.onError,
          follower.missed,
        ),
      );
    }
  }
  return async () => {
    for (const stop of stops) await stop();
    // Changes heard before stopping are applied before the database closes under them.
    await Promise.all(queues.map((queue) => queue()));
  };
}
