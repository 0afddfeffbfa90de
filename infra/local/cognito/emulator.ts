/**
 * cognito-local, composed in-process (instead of its `createDefaultServer`, which is fixed to
 * `./.cognito` and prints codes to the console): data under the stack's data folder, codes
 * delivered to the local outbox, and the service objects shared with the compatibility layer so it
 * reads the same users the emulator writes.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { withPreferredPort } from '../emulators';
import { createServer } from 'cognito-local/lib/server/server.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';

/** What the pool would e-mail: the reason (cognito-local's message source), recipient and code. */
export interface CodeDelivery {
  source: string;
  to: string;
  code: string;
}

export interface CognitoEmulator {
  url: string;
  services: Services;
  ctx: Context;
  stop(): Promise<void>;
}

/** No Lambda triggers locally: every `enabled()` check answers false, so nothing else is called. */
const noTriggers = { enabled: () => false } as unknown as Triggers;

export async function startCognitoEmulator(opts: {
  dataDir: string;
  /** Port of an earlier run, tried first so the token issuer stays the same. */
  preferredPort?: number;
  onCode: (delivery: CodeDelivery) => void;
  logLevel?: string;
}): Promise<CognitoEmulator> {
  const logger = pino({ level: opts.logLevel ?? 'silent' });
  const ctx: Context = { logger };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(opts.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    opts.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, { UsernameAttributes: ['email'] });

  const messages: Messages = {
    deliver: async (_ctx, source, _clientId, _poolId, user, code, _meta, details) => {
      const to = details.Destination ?? user.Attributes.find((a) => a.Name === 'email')?.Value ?? user.Username;
      opts.onCode({ source, to, code });
    },
  };

  // The issuer must name the port this server ends up on, so listen first and configure after.
  const tokenConfig: { IssuerDomain?: string } = {};
  const config: Config = {
    ...DefaultConfig,
    TokenConfig: tokenConfig,
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false },
  };
  const services: Services = {
    clock,
    cognito,
    config,
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, noTriggers, tokenConfig),
    triggers: noTriggers,
  };
  const router = Router(services);
  const server = await withPreferredPort(
    opts.preferredPort,
    async (port) => (await createServer(router, logger, { ...config.ServerConfig, port }, services).start()) as Server,
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  tokenConfig.IssuerDomain = url;

  return {
    url,
    services,
    ctx,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
