// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import dmsSandbox from './plugin.ts';
import { TEST_KEY } from './testing.ts';

describe('mounted in the product server', () => {
  it('keeps its routes out of the product OpenAPI, and its own document and errors inside its prefix', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'dms-mount-'));
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 'product', version: '1' } },
      transform: jsonSchemaTransform,
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'product 404' }));
    app.get('/v1/health', async () => ({ ok: true }));
    await app.register(dmsSandbox, { prefix: '/dms-sandbox', apiKey: TEST_KEY, vehicles: 5, cacheDir });
    try {
      await app.ready();
      const product = app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(product.paths)).toEqual(['/v1/health']);
      const own = await app.inject({ url: '/dms-sandbox/openapi.json' });
      expect(Object.keys(own.json().paths)).toContain('/Inventory/Vehicles');
      expect((await app.inject({ url: '/elsewhere' })).json()).toEqual({ message: 'product 404' });
      expect(
        (await app.inject({ url: '/dms-sandbox/elsewhere', headers: { 'x-api-key': TEST_KEY } })).json(),
      ).toHaveProperty('msg');
    } finally {
      await app.close();
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
