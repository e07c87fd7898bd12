import type { DmsVehicle, DmsVehicleFeatures, DmsZone, RsdVehicle } from '../contract/dms.ts';
import { hotspotSubjects, imageFileName, PANORAMA_SIZE, type ImageRequest } from './assets.ts';
import { bodySpellingOf } from './bodySpellings.ts';
import { lifestyleCategoriesOf } from './categories.ts';
import {
  categoryInput,
  generateCore,
  indexOfStockId,
  mutatedPriceAndMileage,
  type GeneratorConfig,
  type VehicleCore,
} from './generate.ts';
import { FEATURE_BY_ID, type FeatureTag } from './nada.ts';
import { hexId, Rng } from './random.ts';

export interface FeatureState {
  installed: number[];
  possible: number[];
}

export interface HotspotPicture {
  _id: string;
  name: string;
  picture: string;
  title: string;
}

/**
 * The sandbox's inventory: generated vehicles plus the few changes made through the API (feature moves), kept in
 * memory only. A restart gives back the generated state, like a DMS test environment being reset.
 */
/** Serialised records kept for repeated reads (~5.7 kB each, so at most ~115 MB); bigger inventories regenerate. */
const JSON_CACHE_LIMIT = 20_000;

export class Inventory {
  private readonly featureChanges = new Map<number, FeatureState>();
  private readonly jsonCache = new Map<number, string>();
  private jsonCacheMutateSeed: number | null = null;
  private rsdCache: { index: number; zones: DmsZone[] }[] | undefined;

  constructor(
    readonly cfg: GeneratorConfig,
    readonly count: number,
    /** Absolute or root-relative base of the sandbox (its prefix), for picture URLs. */
    private readonly baseUrl: string,
    /** Keep each record's text once read (see DmsSandboxOptions.keepRecords). */
    private readonly keepRecords = false,
  ) {}

  core(index: number): VehicleCore {
    return generateCore(this.cfg, index);
  }

  /** The core of a stock id, or undefined when the inventory has no such vehicle. */
  find(stockid: string): VehicleCore | undefined {
    const index = indexOfStockId(stockid);
    return index === undefined || index >= this.count ? undefined : this.core(index);
  }

  imageUrl(req: ImageRequest): string {
    return `${this.baseUrl}/images/${req.kind}/${imageFileName(req)}`;
  }

  features(core: VehicleCore): FeatureState {
    return this.featureChanges.get(core.index) ?? { installed: core.installed, possible: core.possible };
  }

  setFeatures(core: VehicleCore, state: FeatureState): void {
    const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
    this.featureChanges.set(core.index, { installed: ascending(state.installed), possible: ascending(state.possible) });
    this.jsonCache.delete(core.index);
  }

  /** The feed record of vehicle i as JSON text (~40 µs to generate); kept, a re-read costs no generation. */
  vehicleJson(index: number, mutateSeed: number | null): string {
    if (!this.keepRecords) return JSON.stringify(this.toDms(this.core(index), mutateSeed));
    if (mutateSeed !== this.jsonCacheMutateSeed) {
      this.jsonCache.clear();
      this.jsonCacheMutateSeed = mutateSeed;
    }
    let json = this.jsonCache.get(index);
    if (json === undefined) {
      json = JSON.stringify(this.toDms(this.core(index), mutateSeed));
      if (this.jsonCache.size < JSON_CACHE_LIMIT) this.jsonCache.set(index, json);
    }
    return json;
  }

  dmsFeatures(core: VehicleCore): DmsVehicleFeatures {
    const { installed, possible } = this.features(core);
    return {
      features: installed.map((id) => {
        const f = FEATURE_BY_ID.get(id)!;
        return { featureId: id, featureName: f.name, featureDesc: f.desc };
      }),
      possibleFeatures: possible.map((id) => {
        const f = FEATURE_BY_ID.get(id)!;
        return { possibleFeatureId: id, featureName: f.name, featureDesc: f.desc, nadaEquipments: f.equipments };
      }),
    };
  }

  toDms(core: VehicleCore, mutateSeed: number | null): DmsVehicle {
    const { spec, stockid } = core;
    const { listPrice, mileage } = mutatedPriceAndMileage(core, mutateSeed);
    const features = this.dmsFeatures(core);
    const tags = new Set<FeatureTag>();
    for (const f of features.features) {
      const tag = FEATURE_BY_ID.get(f.featureId)?.tag;
      if (tag) tags.add(tag);
    }
    // Shuffled on purpose: the console orders pictures by the number in the file name (spec §3).
    const order = new Rng(this.cfg.seed, core.index, 0x9c7).shuffle(
      Array.from({ length: core.pictureCount }, (_, i) => i + 1),
    );
    return {
      stockid,
      VIN: core.VIN,
      make: spec.make,
      model: spec.model,
      series: core.series.name,
      carYear: core.carYear,
      mileage,
      purchaseDate: core.purchaseDate,
      listPrice,
      body: spec.body,
      bodyType: bodySpellingOf(this.cfg.seed, core.index, spec.body),
      fuelType: spec.fuel,
      exteriorColor: core.exterior.name,
      interiorColor: core.interiorColor,
      seats: spec.seats,
      doors: spec.doors,
      lotState: core.lotState,
      pictures: order.map((n) => ({
        _id: hexId(this.cfg.seed, core.index, n),
        name: `${stockid}-${n}.jpg`,
        picture: this.imageUrl({ kind: 'exterior', stockid, n }),
      })),
      features,
      rideShareCategory: core.rideShareCategory,
      lifestyleCategory: lifestyleCategoriesOf(categoryInput(core, this.cfg.asOf, listPrice, mileage), tags),
      zones: core.zones,
      spin: {
        rows: core.spinRows.map(({ angle, frames }) => ({
          angle,
          frames: Array.from({ length: frames }, (_, i) =>
            this.imageUrl({ kind: 'spin', stockid, angle, frame: i + 1 }),
          ),
        })),
      },
      interior: core.hasInterior
        ? {
            panorama: this.imageUrl({ kind: 'interior', stockid }),
            width: PANORAMA_SIZE.width,
            height: PANORAMA_SIZE.height,
          }
        : null,
    };
  }

  hotspotPictures(core: VehicleCore): HotspotPicture[] {
    return hotspotSubjects(this.cfg.seed, core.index, core.hotspotCount).map((subject, i) => ({
      _id: hexId(this.cfg.seed, core.index, 1000 + i),
      name: `${core.stockid}-${i + 1}.jpg`,
      picture: this.imageUrl({ kind: 'hotspot', stockid: core.stockid, n: i + 1 }),
      title: subject.title,
    }));
  }

  /** Ride-share vehicles (index and zones), computed once: categories do not depend on API changes. */
  private rideShare(): { index: number; zones: DmsZone[] }[] {
    if (!this.rsdCache) {
      const list: { index: number; zones: DmsZone[] }[] = [];
      for (let i = 0; i < this.count; i++) {
        const core = this.core(i);
        if (core.rideShareCategory) list.push({ index: i, zones: core.zones });
      }
      this.rsdCache = list;
    }
    return this.rsdCache;
  }

  rsdVehicles(zone?: DmsZone): RsdVehicle[] {
    return this.rideShare()
      .filter((v) => !zone || v.zones.includes(zone))
      .map(({ index }) => {
        const c = this.core(index);
        return {
          stockid: c.stockid,
          VIN: c.VIN,
          make: c.spec.make,
          model: c.spec.model,
          series: c.series.name,
          carYear: c.carYear,
          rideShareCategory: c.rideShareCategory ?? '',
          zones: c.zones,
        };
      });
  }

  zoneCounts(zones: readonly DmsZone[]): { zoneName: DmsZone; count: number }[] {
    const counts = new Map<DmsZone, number>(zones.map((z) => [z, 0]));
    for (const v of this.rideShare()) for (const z of v.zones) counts.set(z, (counts.get(z) ?? 0) + 1);
    return zones.map((z) => ({ zoneName: z, count: counts.get(z) ?? 0 }));
  }
}
