import { ContentImageInput } from '../../media/ContentImageInput.tsx';
import type { FieldComponentProps } from '../../content/generic/fieldComponents.tsx';
import { CityImageRemoveButton } from './CityImageRemoveButton.tsx';

/**
 * A city page's image (registered as `admin.fields.img`): the one image input (16:9.09, folder ride-share-cities)
 * and, on a saved page, the spec's own removal (DELETE /ride-share-seo/image/{id}) that acts at once.
 */
export const CityImageInput = ({ collection, source, label, mode, readOnly }: FieldComponentProps) => (
  <>
    <ContentImageInput
      source={source}
      collection={collection}
      label={label}
      helperText={collection.admin?.fields?.[source]?.help}
      disabled={readOnly}
    />
    {mode === 'edit' ? <CityImageRemoveButton /> : null}
  </>
);
