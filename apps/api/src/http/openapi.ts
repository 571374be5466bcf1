import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** Where the browsable reference is served (beside the hand-written docs at /docs/). */
export const REFERENCE_PREFIX = "/docs/api-reference";

/**
 * The OpenAPI 3.1 document of the whole API (issue 18 "OpenAPI"), generated from the routes'
 * declared schemas: nothing here describes a route by hand. Only /api routes are in it; the
 * apps, the embed bundles and the docs are not API. Register before any route.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Foyer API",
        version: "1.0.0",
        description:
          "Events, organizations, forms, portals and records. Every successful JSON answer wraps its data " +
          "in `payload`; every error answers `{ statusCode, code, message, details? }`. Sign in with " +
          "`POST /api/user/auth/login` and send the id token as `Authorization: Bearer`.",
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The id token from sign-in (or a refresh).",
          },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith("/api/")) return { schema: { hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  // Its own CSP, like the app's: no outside hosts (no online validator badge), and no
  // upgrade-insecure-requests on a plain-http address, where it would break every asset.
  const upgrade = options.publicUrl.startsWith("https:") ? " upgrade-insecure-requests;" : "";
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PREFIX,
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; " +
      `object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self';${upgrade}`,
    uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
  });
}
