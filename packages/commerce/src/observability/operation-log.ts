import { performance } from 'node:perf_hooks';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { logger, type Logger } from '../engine/logger.ts';

/** Longest operation name logged: names are the client's, and a log line is not a store. */
const maxNameLength = 64;

/**
 * One `debug` line per GraphQL operation the engine runs, over HTTP or in process: its name,
 * type, time and error count, and (through the log's mixin) the request id of the page or call
 * that asked for it, so an operator can follow one request into the engine (ADR 0031). At the
 * default level `info` it writes nothing and costs one level check: a page render runs several
 * operations, which would multiply the log's volume.
 */
export function operationLog(log: Logger = logger): Plugin {
  return {
    onExecute({ args }) {
      if (!log.isLevelEnabled('debug')) return;
      const started = performance.now();
      const definition = getOperationAST(args.document, args.operationName ?? undefined);
      return {
        onExecuteDone({ result }) {
          const errors = Symbol.asyncIterator in result ? 0 : (result.errors?.length ?? 0);
          log.debug(
            {
              operation: definition?.name?.value.slice(0, maxNameLength) ?? null,
              type: definition?.operation ?? 'unknown',
              ms: Math.round(performance.now() - started),
              errors,
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
