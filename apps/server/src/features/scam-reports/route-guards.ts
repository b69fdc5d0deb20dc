// The onRequest guards the scam-report routes share: an optional viewer, a signed-in user and a validator.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidatorRank } from '@satark/shared/constants';
import type { AppDeps } from '../../http/app-deps.js';
import { loadUser, requireUser } from '../../http/authentication.js';
import { forbidden, unauthenticated } from '../../http/errors.js';

export const bearer = [{ bearer: [] }];

export function scamReportGuards({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const tokenDeps = { db, jwtSecret: config.jwtSecret };
  const requireSignedIn = requireUser(tokenDeps);
  // A swept (DELETED) account keeps its sessions only to learn that it was deleted.
  const withUser = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireSignedIn(request, reply);
    if (request.user!.status === 'DELETED') throw unauthenticated();
  };
  const withValidator = async (request: FastifyRequest, reply: FastifyReply) => {
    await withUser(request, reply);
    if (!isValidatorRank(request.user!.rank)) throw forbidden();
  };
  return { withOptionalUser: loadUser(tokenDeps), withUser, withValidator };
}
