import { lazy, Suspense, type ComponentType } from 'react';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { addScreenMessages } from '../../../i18n/index.ts';

/** What a registered field component gets: the field's full source ('subCategories.0.link' inside an array). */
export interface FieldComponentProps {
  collection: CollectionDeclaration;
  source: string;
  label: string;
  mode: 'create' | 'edit';
  readOnly?: boolean;
}

type FieldComponent = ComponentType<FieldComponentProps>;

/**
 * A type's own inputs load with their texts on the first form that names them, not with every generic screen (the
 * ride-share city's DMS selects would weigh on the warranty's form).
 */
const loaded = <M, P extends object = FieldComponentProps>(
  load: () => Promise<M & { messages?: object }>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> => {
  const Lazy = lazy(async () => {
    const module = await load();
    if (module.messages) await addScreenMessages(module.messages);
    return { default: pick(module) };
  });
  const Field = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Field;
};

const cityFields = () =>
  import('../../rideShare/cityFields/index.ts').then((module) => ({
    ...module,
    messages: module.rideShareCityMessages,
  }));

/**
 * Console components a declaration may name for a field (`admin.fields.<key>.component: '<Name>'`), where the
 * input derived from the schema is not the right one (a rich text body, a map pin). Registered here by name, so the
 * contract stays free of console code.
 */
export const fieldComponents: Record<string, FieldComponent> = {
  /** A ride-share city's zones and work state, from the DMS (spec §5: at most 7 zones). */
  CityZoneState: loaded(cityFields, (module) => module.CityZoneStateInputs),
  /** A ride-share city's image with the removal of the saved one at once (spec §7 DELETE /ride-share-seo/image/{id}). */
  CityImage: loaded(cityFields, (module) => module.CityImageInput),
};

const carouselParts = () =>
  Promise.all([import('../../../resources/carousel/ContrastPreview.tsx'), import('../../../i18n/carousel.en.ts')]).then(
    ([module, texts]) => ({
      ...module,
      messages: texts.carouselMessages,
    }),
  );

/** Components a declaration may show under its form's inputs (`admin.after: '<Name>'`): previews. */
export const afterComponents: Record<string, ComponentType<{ collection: CollectionDeclaration }>> = {
  /** The carousel's text on its background, with the contrast ratio (beyond the spec: WCAG AA). */
  CarouselContrastPreview: loaded(carouselParts, (module) => module.ContrastPreview),
};
