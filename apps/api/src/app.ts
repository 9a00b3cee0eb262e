import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountJobs, registerAuthentication } from './account';
import { agentJobs } from './agent';
import { bookingJobs } from './booking';
import { soldCountsJob } from './catalogue';
import type { Config } from './config';
import type { Database } from './db/client';
import { type FileStorage, fileStorageFor } from './files';
import { registerFileRoutes } from './files/routes';
import { capConnectionsPerAddress, timeoutOptions } from './http/connections';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerLoginCheck } from './http/login';
import { registerParameterMerging } from './http/params';
import { loggerOptions, registerSecretChecks } from './http/secrets';
import { registerSecurityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import type { Viewer } from './http/viewer';
import { createJobScheduler, type JobScheduler } from './jobs/scheduler';
import { notificationJobs, pushSetupFor } from './notification';
import { finishOrderRefund, orderJobs } from './order';
import { type PaymentProvider, paymentJobs, paymentProviderFor } from './payment';
import { registerRoutes } from './routes';
import { type SmsProvider, smsProviderFor } from './sms/provider';
import { walletJobs } from './wallet';
import { registerAdminStatic, registerStatic } from './web/static';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyInstance {
    /** The background jobs; running on their timers except in tests, which run them with `runDue`. */
    jobs: JobScheduler;
  }
}

export type AppDeps = {
  config: Pick<
    Config,
    | 'storage'
    | 'webDist'
    | 'adminDist'
    | 'logLevel'
    | 'trustProxy'
    | 'connections'
    | 'env'
    | 'demo'
    | 'secretKey'
    | 'sms'
    | 'payment'
    | 'buying'
    | 'sessions'
    | 'opsToken'
    | 'bankDataKey'
    | 'push'
  >;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Replaces the provider the config names (tests use this to make sending fail). */
  sms?: SmsProvider;
  /** Replaces the payment provider the config names (tests use a Stripe provider on a local stub). */
  payment?: PaymentProvider;
  /** The file storage, when the caller has made it already (start-up seeds through the same one). */
  storage?: FileStorage;
};

export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  sms,
  payment: paymentOverride,
  storage: storageGiven,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    trustProxy: config.trustProxy,
    ...timeoutOptions(config.connections),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerAddress(app.server, config.connections.maxPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are built from typed code and tested against the shared
  // schemas, so serialisation is a plain stringify rather than a second validation on every request.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // One provider for the app: payments open and settle with it, cancellations refund with it.
  const payment =
    paymentOverride ?? paymentProviderFor(config.payment, database.db, (line) => app.log.error(line));

  app.decorateRequest('viewer', null as never);
  // Before the session is looked up: a call carrying a secret in its address is refused without work.
  registerSecretChecks(app);
  // The web's session cookie (account/web-session.ts); the apps send bearer tokens.
  await app.register(fastifyCookie);
  registerAuthentication(app, database.db, config.sessions);
  registerLoginCheck(app);

  const storage = storageGiven ?? (await fileStorageFor(config.storage));

  const indexHtml = await registerStatic(app, { webDist: config.webDist });
  const adminIndexHtml = await registerAdminStatic(app, { adminDist: config.adminDist });
  await registerSecurityHeaders(app, {
    indexHtml,
    stripe: config.payment.provider === 'stripe',
    trustProxy: config.trustProxy,
  });
  registerErrorHandling(app, { indexHtml, adminIndexHtml });
  registerFileRoutes(app, storage);
  registerParameterMerging(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Beauty shop API',
        description:
          'Storefront, accounts, orders, bookings, wallet and partner programme. Every answer is `{ success: true, data }` or the error envelope `{ success: false, code, error_message, message_key, errors }`. Parameters are accepted as query string or JSON body, except passwords, one-time codes and tokens, which are taken from the body only (in the query string: 400 `secret_in_query`). Text parameters refuse control characters (U+0000 to U+001F: 400 with `control_characters` on the field); fields marked `x-multiline` accept tab and line feed. Operations with `bearer` security need a login: without one, or with an ended or made-up token, they answer 401 before looking at their parameters.',
        version: '0.1.0',
      },
      tags: [
        { name: 'health' },
        { name: 'common' },
        { name: 'page' },
        { name: 'account' },
        { name: 'wishlist' },
        { name: 'cart' },
        { name: 'checkout' },
        { name: 'payment' },
        { name: 'order' },
        { name: 'booking' },
        { name: 'review' },
        { name: 'agent' },
        { name: 'notification', description: 'The inbox and Web Push subscriptions' },
        { name: 'ops', description: 'Operator API: Authorization: Bearer <OPS_TOKEN>' },
        { name: 'admin', description: 'Back office: the staff session cookie from /api/admin/auth/login' },
        { name: 'dev' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "Session token from login (the apps). The web sends X-Client: web at login and is authenticated by the httpOnly `session` cookie instead; its writes must carry the shop's own Origin.",
          },
          ops: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The operator token (OPS_TOKEN), or a staff API key (bk_…) whose role has the permission',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A staff API key (bk_…), created by an owner at /api/admin/api-keys; its role decides',
          },
          staff: {
            type: 'apiKey',
            in: 'cookie',
            name: 'staff_session',
            description:
              "The back office's httpOnly session cookie, set by /api/admin/auth/login; writes must carry the shop's own Origin.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const smsProvider = sms ?? smsProviderFor(config.sms, database.db, (line) => app.log.info(line));
  // The push channels, built once: the Web Push key the browsers subscribe with, and the providers the job sends by.
  const push = pushSetupFor(config.push, database.db, (line) => app.log.info(line));
  await app.register(
    (api) => registerRoutes(api, { config, database, payment, sms: smsProvider, storage, push }),
    { prefix: '/api' },
  );

  // Every domain's background work, on one scheduler that is safe with several instances (jobs/scheduler.ts).
  const jobs = createJobScheduler(database.db, app.log);
  jobs.register(
    ...orderJobs(database.db),
    ...paymentJobs(database.db, payment, finishOrderRefund),
    soldCountsJob(database.db),
  );
  jobs.register(...walletJobs(database.db, { pointsSettleDays: config.buying.pointsSettleDays }));
  jobs.register(...bookingJobs(database.db, smsProvider));
  jobs.register(...agentJobs(database.db));
  jobs.register(...notificationJobs({ db: database.db, providers: push.providers }));
  jobs.register(...accountJobs(database.db, config.sessions));
  app.decorate('jobs', jobs);
  if (config.env !== 'test') app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  return app;
}
