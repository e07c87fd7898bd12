import { z } from 'zod';
import { dmsError } from '../../contract/dms.ts';
import { parseImage } from '../assets.ts';
import { DmsError, type SandboxApp, type SandboxContext } from '../context.ts';
import { imageExists } from '../render/index.ts';

/** Any kind/file is accepted here so that a wrong one is a 404 (a missing file), not a 400. */
const imageParams = z.object({
  kind: z.string().describe('exterior, spin, interior or hotspot'),
  file: z.string().describe('e.g. A10000-3.jpg, A10000-45-07.jpg, A10000-interior.jpg'),
});

/** Public picture URLs (no key, like a DMS's image host): rendered on first request, then served from disk. */
export function imageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.get<{ Params: z.output<typeof imageParams>; Reply: Buffer }>(
    '/images/:kind/:file',
    {
      config: { dmsSandboxPublic: true },
      schema: {
        tags: ['Pictures', 'X-HIDDEN'],
        summary: 'A generated JPEG: exterior photo, spin frame, interior panorama or hotspot close-up',
        params: imageParams,
        response: { 404: dmsError },
        security: [],
      },
    },
    async (request, reply) => {
      const req = parseImage(request.params.kind, request.params.file);
      const core = req && ctx.inventory.find(req.stockid);
      if (!req || !core || !imageExists(req, core))
        throw new DmsError(404, `No picture ${request.params.kind}/${request.params.file}`);
      const jpeg = await ctx.images.get(req, core);
      // Same seed, same picture: safe for browsers and proxies to keep a day.
      reply.type('image/jpeg').header('cache-control', 'public, max-age=86400');
      return jpeg;
    },
  );
}
