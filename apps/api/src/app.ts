import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthentication } from './account/auth';
import { accountCommonRoutes } from './account/common-routes';
import { accountRoutes } from './account/routes';
import { articleRoutes } from './article/routes';
import { cartRoutes } from './cart/routes';
import { productDetailRoutes } from './catalogue/product-detail-routes';
import { pageRoutes } from './catalogue/routes';
import { checkoutRoutes } from './checkout/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { devRoutes } from './dev/routes';
import { fileStorageFor } from './files/provider';
import { registerFileRoutes } from './files/routes';
import type { FileStorage } from './files/storage';
import { uploadRoutes } from './files/upload-routes';
import { healthRoutes } from './health/routes';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerLoginCheck } from './http/login';
import { registerParameterMerging } from './http/params';
import { validatorCompiler } from './http/validation';
import type { Viewer } from './http/viewer';
import { opsRoutes } from './ops/routes';
import { orderRoutes } from './order/routes';
import { paymentProviderFor } from './payment/factory';
import type { PaymentProvider } from './payment/provider';
import { paymentRoutes } from './payment/routes';
import { commonRoutes } from './reference/routes';
import { storeRoutes } from './salons/routes';
import { type SmsProvider, smsProviderFor } from './sms/provider';
import { registerStatic } from './web/static';
import { wishlistRoutes } from './wishlist/routes';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export type AppDeps = {
  config: Pick<
    Config,
    | 'storage'
    | 'webDist'
    | 'logLevel'
    | 'trustProxy'
    | 'env'
    | 'demo'
    | 'secretKey'
    | 'sms'
    | 'payment'
    | 'buying'
    | 'opsToken'
  >;
  database: Database;
  logger?: boolean;
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
  sms,
  payment: paymentOverride,
  storage: storageGiven,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are built from typed code and tested against the shared
  // schemas, so serialisation is a plain stringify rather than a second validation on every request.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // One provider for the app: payments open and settle with it, cancellations refund with it.
  const payment =
    paymentOverride ?? paymentProviderFor(config.payment, database.db, (line) => app.log.error(line));

  app.decorateRequest('viewer', null as never);
  registerAuthentication(app, database.db);
  registerLoginCheck(app);

  const storage = storageGiven ?? (await fileStorageFor(config.storage));

  const indexHtml = await registerStatic(app, { webDist: config.webDist });
  registerErrorHandling(app, { indexHtml });
  registerFileRoutes(app, storage);
  registerParameterMerging(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Beauty shop API',
        description:
          'Storefront, accounts, orders, bookings, wallet and partner programme. Every answer is `{ success: true, data }` or the error envelope `{ success: false, code, error_message, message_key, errors }`. Parameters are accepted as query string or JSON body. Text parameters refuse control characters (U+0000 to U+001F: 400 with `control_characters` on the field); fields marked `x-multiline` accept tab and line feed. Operations with `bearer` security need a login: without one, or with an ended or made-up token, they answer 401 before looking at their parameters.',
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
        { name: 'ops', description: 'Operator API: Authorization: Bearer <OPS_TOKEN>' },
        { name: 'dev' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from login' },
          ops: { type: 'http', scheme: 'bearer', description: 'The operator token (OPS_TOKEN)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(commonRoutes, { prefix: '/common', db: database.db });
      await api.register(storeRoutes, { prefix: '/common', db: database.db });
      const otp = {
        db: database.db,
        sms: sms ?? smsProviderFor(config.sms, database.db, (line) => app.log.info(line)),
        secret: config.secretKey,
      };
      await api.register(accountRoutes, { prefix: '/account', ...otp });
      await api.register(accountCommonRoutes, { prefix: '/common', ...otp });
      if (config.demo) await api.register(devRoutes, { prefix: '/dev', db: database.db });
      await api.register(pageRoutes, { prefix: '/page', database });
      await api.register(productDetailRoutes, { prefix: '/page', db: database.db });
      await api.register(articleRoutes, { prefix: '/page', db: database.db });
      await api.register(wishlistRoutes, { prefix: '/wishlist', db: database.db });
      const buying = { orderCompletedDay: config.buying.pointsSettleDays };
      await api.register(cartRoutes, { db: database.db, ...buying });
      await api.register(checkoutRoutes, {
        db: database.db,
        ...buying,
        paymentMinutes: config.buying.paymentMinutes,
      });
      await api.register(paymentRoutes, { prefix: '/payment', db: database.db, provider: payment });
      await api.register(uploadRoutes, { prefix: '/common', storage });
      await api.register(orderRoutes, {
        prefix: '/order',
        db: database.db,
        payments: payment,
        runJobs: config.env !== 'test',
      });
      if (config.opsToken)
        await api.register(opsRoutes, {
          prefix: '/ops',
          db: database.db,
          payments: payment,
          opsToken: config.opsToken,
          pointsSettleDays: config.buying.pointsSettleDays,
        });
    },
    { prefix: '/api' },
  );

  return app;
}
