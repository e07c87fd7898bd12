import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hotspotSubjects, imageFileName, type ImageRequest } from '../assets.ts';
import type { VehicleCore } from '../generate.ts';
import { exteriorSvg, spinSvg } from './exterior.ts';
import { hotspotSvg } from './hotspot.ts';
import { interiorSvg } from './interior.ts';
import { svgToJpeg } from './svg.ts';

/** Bump when drawings change, so stale cached files are not served. */
const RENDER_VERSION = 1;

/**
 * Renders pictures on first request and keeps them on disk under cacheDir. Concurrent requests for the same
 * picture share one render; files are written to a temporary name and renamed so a reader never sees half a file.
 */
export class ImageStore {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly root: string;

  constructor(
    cacheDir: string,
    private readonly seed: number,
    asOf: string,
  ) {
    this.root = join(cacheDir, `v${RENDER_VERSION}-seed${seed}-${asOf}`);
  }

  async get(req: ImageRequest, core: VehicleCore): Promise<Buffer> {
    const file = join(this.root, req.kind, imageFileName(req));
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = this.load(file, req, core).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, work);
    return work;
  }

  private async load(file: string, req: ImageRequest, core: VehicleCore): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      const jpeg = await svgToJpeg(svgFor(req, core, this.seed));
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, jpeg);
      await rename(tmp, file);
      return jpeg;
    }
  }
}

function svgFor(req: ImageRequest, core: VehicleCore, seed: number): string {
  switch (req.kind) {
    case 'exterior':
      return exteriorSvg(core, req.n);
    case 'spin': {
      const row = core.spinRows.find((r) => r.angle === req.angle);
      return spinSvg(core, req.angle, req.frame, row?.frames ?? 36);
    }
    case 'interior':
      return interiorSvg(core);
    case 'hotspot': {
      const subject = hotspotSubjects(seed, core.index, core.hotspotCount)[req.n - 1];
      if (!subject) throw new RangeError(`Vehicle ${core.index} has no hotspot picture ${req.n}`);
      return hotspotSvg(core, subject, req.n);
    }
  }
}

/** Whether the vehicle really has this picture (anything else is a 404, like a missing file on a DMS). */
export function imageExists(req: ImageRequest, core: VehicleCore): boolean {
  switch (req.kind) {
    case 'exterior':
      return req.n >= 1 && req.n <= core.pictureCount;
    case 'spin': {
      const row = core.spinRows.find((r) => r.angle === req.angle);
      return !!row && req.frame >= 1 && req.frame <= row.frames;
    }
    case 'interior':
      return core.hasInterior;
    case 'hotspot':
      return req.n >= 1 && req.n <= core.hotspotCount;
  }
}
