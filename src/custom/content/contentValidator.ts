import {
  contentErrors,
  imagesIn,
  normalizeInput,
  withoutEnvelope,
  type CollectionDeclaration,
} from '../../../contract/content/index.ts';
import { imageAltProblem, isUploadUnderWay, uploadKey, WAIT_FOR_UPLOAD } from '../media/mediaRules.ts';

type Errors = { [key: string]: string | Errors };

/** `{'img.alt': m}` → `{img: {alt: m}}`: react-hook-form reads nested errors by the input's path. */
const nest = (flat: Record<string, string>): Errors => {
  const out: Errors = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      const next = node[key];
      node = typeof next === 'object' ? next : (node[key] = {});
    });
    const last = keys.at(-1);
    if (last !== undefined && node[last] === undefined) node[last] = message;
  }
  return out;
};

/**
 * A form-level validator from a collection's declaration: the same rules the server applies (contract/content/
 * rules.ts), so a form shows 'Title is required' before any request. Media and uniqueness stay server-side.
 */
export const contentValidator = (collection: CollectionDeclaration) => (values: Record<string, unknown>) => {
  const { errors } = contentErrors(collection, {
    ...collection.defaults,
    ...normalizeInput(collection, withoutEnvelope(values)),
  });
  // Plus the one alt rule the contract cannot know: not the name of the file the image was uploaded from. The
  // image input's own validator does not run under this form-level one (react-hook-form runs either, not both).
  // Every image, top-level or inside an array ('subCategories.0.logoImage'), under its own path.
  for (const { path: field, value } of imagesIn(collection, values)) {
    // An upload under way: saving now would keep the field's old image and lose the new one.
    if (isUploadUnderWay(uploadKey(collection.name, field))) errors[field] = WAIT_FOR_UPLOAD;
    const path = `${field}.alt`;
    const problem = errors[path] === undefined ? imageAltProblem(value) : undefined;
    if (problem) errors[path] = problem;
  }
  return nest(errors);
};
