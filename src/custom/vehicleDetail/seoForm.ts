import { get, type FieldValues } from 'react-hook-form';
import { SEO_LIMITS, vehicleUpdateRequest, type Vehicle, type VehicleUpdateRequest } from '../../../contract/index.ts';
import { textLength } from '../content/fields/fieldLimits.ts';

/** The contract's rim size limit (20), read from the schema so the two cannot drift apart. */
const RIM_SIZE_MAX = vehicleUpdateRequest.shape.rimSize.unwrap().unwrap().maxLength ?? 20;

export interface LimitedField {
  source: string;
  /** i18n key of the label. */
  label: string;
  max: number;
  multiline?: boolean;
}

const SEO_SOURCES = ['seo.title', 'seo.keywords', 'seo.description', 'seoTags.h1', 'seoTags.h2', 'seoTags.h3'] as const;

/** Spec §5 limits, from the contract; the order is the form's. 'seo.title' is labelled app.vehicle_detail.form.title. */
export const SEO_FIELDS: readonly LimitedField[] = SEO_SOURCES.map((source) => {
  const key = source.replace(/^\w+\./, '') as keyof typeof SEO_LIMITS;
  const multiline = key === 'keywords' || key === 'description';
  return { source, label: `app.vehicle_detail.form.${key}`, max: SEO_LIMITS[key], multiline };
});

export const RIM_SIZE_FIELD: LimitedField = {
  source: 'rimSize',
  label: 'app.vehicle_detail.form.rim_size',
  max: RIM_SIZE_MAX,
};

export const LIMITED_FIELDS: readonly LimitedField[] = [RIM_SIZE_FIELD, ...SEO_FIELDS];

/** react-admin validator: the message carries the count so the counter stays visible in error. */
export const maxChars = (max: number) => (value: unknown) => {
  const count = textLength(value);
  return count > max ? { message: 'app.vehicle_detail.form.too_long', args: { count, max } } : undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const isOverLimit = (values: FieldValues): boolean =>
  LIMITED_FIELDS.some(({ source, max }) => textLength(get(values, source)) > max);

/** The form's initial values: only the admin-owned fields it edits (a change of anything else must not reset it). */
export const toFormValues = ({ rimSize, seo, seoTags }: Pick<Vehicle, 'rimSize' | 'seo' | 'seoTags'>) => ({
  rimSize: rimSize ?? '',
  seo: { title: seo.title, keywords: seo.keywords, description: seo.description },
  seoTags: { h1: seoTags.h1, h2: seoTags.h2, h3: seoTags.h3 },
});

/** Whether a save would change anything: the fields as they would be sent against the saved ones. */
export const hasUnsavedChanges = (values: FieldValues, saved: FieldValues): boolean =>
  LIMITED_FIELDS.some(({ source }) => text(get(values, source)) !== text(get(saved, source)));

/** PUT /v1/vehicles/{id} body; an empty rim size clears it. */
export const toUpdateRequest = (values: FieldValues, version: number): VehicleUpdateRequest => {
  const at = (path: string) => text(get(values, path));
  return {
    version,
    rimSize: at('rimSize') || null,
    seo: { title: at('seo.title'), keywords: at('seo.keywords'), description: at('seo.description') },
    seoTags: { h1: at('seoTags.h1'), h2: at('seoTags.h2'), h3: at('seoTags.h3') },
  };
};

/** The vehicle's page name on the public site, as the preview shows it: year-make-model-series-stockid. */
export const vehicleSlug = (v: Pick<Vehicle, 'carYear' | 'make' | 'model' | 'series' | 'stockid'>): string =>
  [String(v.carYear), v.make, v.model, v.series, v.stockid]
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
