import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built console under /admin; any /admin path falls back to index.html for client routing. */
export async function registerConsole(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`The console is not built (${index} missing): run "npm run build". /admin will answer 503.`);
  } else {
    // Assets are looked up per request (wildcard), so a rebuild while the server runs serves the new chunks.
    // Their names carry a content hash, so browsers may keep them for good: a reload then costs no request
    // (and Chromium reuses its compiled code); index.html stays no-cache and names the current chunks.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/admin/assets/',
      index: false,
      wildcard: true,
      decorateReply: true,
      maxAge: '365d',
      immutable: true,
    });
  }
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    fs.existsSync(index)
      ? // Without `cacheControl: false`, sendFile applied the assets' year-long immutable caching to index.html:
        // browsers would have kept opening the chunks of an old build (gone after a deploy) for a year.
        reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile('index.html', distDir, { cacheControl: false })
      : reply.code(503).type('text/plain').send('The console is not built: run "npm run build".');
  app.get('/', (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin/', (_req, reply) => sendIndex(reply));
  app.get('/admin/*', (req, reply) => {
    // Missing files must 404 rather than return HTML with a 200.
    if (/\.[a-z0-9]{1,5}$/i.test(req.url.split('?', 1)[0] ?? req.url))
      return reply.code(404).send({ message: 'Not found' });
    return sendIndex(reply);
  });
}
