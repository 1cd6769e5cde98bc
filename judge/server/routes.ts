import type { FastifyInstance, FastifyReply } from 'fastify';
import { createServer, type LogLevel, type ServerAnswers } from '@gfm/server-kit/server';
import type { DecisionRecord } from './look';

/** The judge's answers: plain text, for operators and the balancer. */
const text = (reply: FastifyReply, status: number, body = '') =>
  reply.code(status).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(body);

export const judgeAnswers: ServerAnswers = {
  notFound: (_request, reply) => text(reply, 404),
  badRequest: (_request, reply, status) => text(reply, status, 'Bad request\n'),
  failed: (_request, reply) => text(reply, 500, 'The judge failed to answer.\n'),
};

/**
 * The judge's server (operators only, never behind the front): `/health`,
 * and `/decisions`, each remote's last records (`?remote=` one remote's).
 */
export function judgeServer(
  recent: ReadonlyMap<string, readonly DecisionRecord[]>,
  { logLevel }: { logLevel: LogLevel },
): FastifyInstance {
  const app = createServer({ logLevel, answers: judgeAnswers });
  app.get('/health', { logLevel: 'silent' }, (_request, reply) => text(reply, 200, 'ok\n'));
  app.get('/decisions', (request, reply) => {
    const { remote } = request.query as { remote?: unknown };
    const body = typeof remote === 'string' && remote !== '' ? (recent.get(remote) ?? []) : Object.fromEntries(recent);
    return reply.code(200).type('application/json').header('Cache-Control', 'no-store').send(JSON.stringify(body));
  });
  return app;
}
