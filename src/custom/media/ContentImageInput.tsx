import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { get, useFormContext } from 'react-hook-form';
import {
  FieldTitle,
  InputHelperText,
  required,
  TextInput,
  useInput,
  useTranslate,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import type { CollectionDeclaration } from '../../../contract/content/index.ts';
import { chunkLoader } from '../layout/chunkLoader.ts';
import { ChunkComponent } from '../layout/ChunkComponent.tsx';
import type { CroppedImage } from './cropCanvas.ts';
import { CurrentImage, ImageDropZone, UploadProgressView } from './ImageInputParts.tsx';
import {
  ACCEPTED_TYPES,
  formatRatio,
  imageAltProblem,
  imageUrlOf,
  imageFieldOf,
  isImageValue,
  messageOf,
  precheckFile,
  rememberUploadedFileName,
  tooNarrow,
  tooSmallToCrop,
  WAIT_FOR_UPLOAD,
} from './mediaRules.ts';
import { useFocusNext, useUploadUnderWay } from './imageInputHooks.ts';
import { useMediaUpload } from './useMediaUpload.ts';

// react-image-crop, its CSS and the canvas code load only when a file is first chosen.
const cropDialog = chunkLoader(() => import('./CropDialog.tsx').then((module) => module.default));

export interface ContentImageInputProps {
  /** 'img', 'mobileImg', 'subCategories.0.logoImage': its ratio, folder and URL key come from `collection.images`. */
  source: string;
  collection: CollectionDeclaration;
  /** Text or i18n key; defaults to `resources.<collection>.fields.<source>`. */
  label?: string;
  helperText?: string;
  disabled?: boolean;
}

const ACCEPT = ACCEPTED_TYPES.join(',');
const identity = <T,>(value: T) => value;

/**
 * The one input of every content image field (issue 16): choose or drop a file, crop it to the field's ratio, upload
 * it with progress, describe it in the alt text. The value is the contract's image value, or null once removed (the
 * file stays on the server: revisions may still show it).
 */
export const ContentImageInput = ({ source, collection, label, helperText, disabled }: ContentImageInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const image = imageFieldOf(collection, source);
  const uploader = useMediaUpload({ folder: image.folder, preset: 'default', target: `${collection.name}.${source}` });
  const { progress, error: uploadError, setError: setUploadError } = uploader;

  const underWay = progress !== null;
  const uploading = useUploadUnderWay(collection.name, source, underWay);

  // The contract's required, and no save during an upload.
  const validators = useMemo(() => {
    const waitForUpload: Validator = () => (uploading.current ? WAIT_FOR_UPLOAD : undefined);
    return [...(image.required ? [required()] : []), waitForUpload];
  }, [image.required, uploading]);
  const altValidator = useMemo(
    () =>
      // A removed image has no alt to check (its old input may still be registered with the form). Forms with a
      // form-level validator (contentValidator) run the same check there: react-hook-form skips this one then.
      Object.assign((_alt: unknown, values: unknown) => imageAltProblem(get(values, source)), { isRequired: true }),
    [source],
  );

  const { id, field, fieldState, isRequired } = useInput({
    source,
    resource: collection.name,
    validate: validators,
    // The value is an object or null: react-admin's default format/parse would turn null into ''.
    format: identity,
    parse: identity,
    disabled,
  });
  const value = isImageValue(field.value) ? field.value : null;
  // An error under `img.alt` (the server's) is the alt input's; only the image's own message shows here. react-admin
  // files an input validator's message as '@@react-admin@@"key"', a form-level one's as `{message, args}`.
  const imageError = messageOf(fieldState.error?.message as unknown);
  // 'Wait for the image upload to finish' is true only while it lasts: once the upload ends (cancelled, failed or
  // done), the message goes, instead of staying until some other input changes.
  const { clearErrors } = useFormContext();
  const waitShown = imageError?.includes(WAIT_FOR_UPLOAD) === true;
  useEffect(() => {
    if (!underWay && waitShown) clearErrors(source);
  }, [underWay, waitShown, clearErrors, source]);
  const altId = `${id}-alt`;
  const helpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);

  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const setFocusNext = useFocusNext(fieldsetRef, altId);

  const busy = disabled || underWay;
  const fieldLabel = translateLabel({ label, resource: collection.name, source });

  const choose = async (file: File) => {
    setUploadError(null);
    const problem = await precheckFile(file);
    if (problem) setUploadError(problem);
    else setPending(file);
  };
  const openChooser = () => fileInput.current?.click();

  const onCropped = async (cropped: CroppedImage) => {
    const fileName = pending?.name;
    setPending(null);
    setFocusNext('button');
    const narrow = tooNarrow(image, cropped);
    if (narrow) {
      setUploadError(narrow);
      return;
    }
    const media = await uploader.upload(cropped.file);
    if (!media) {
      setFocusNext('button');
      return;
    }
    // Remembered for the alt rule ('IMG_2041' is no description of IMG_2041.jpg), wherever the form checks it.
    if (fileName) rememberUploadedFileName(media.publicId, fileName);
    // A new image gets a new description: the old one described another picture.
    field.onChange({
      publicId: media.publicId,
      [image.srcKey ?? 'src']: media.src,
      width: media.width,
      height: media.height,
      alt: '',
    });
    field.onBlur();
    setFocusNext('alt');
  };

  const hasFiles = (event: DragEvent) => !busy && event.dataTransfer.types.includes('Files');
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving for a child of the fieldset is no leaving.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      setDragging(false);
      if (!hasFiles(event)) return;
      event.preventDefault();
      const file = event.dataTransfer.files[0];
      if (file) void choose(file);
    },
  };

  return (
    <FormControl
      component="fieldset"
      ref={fieldsetRef}
      id={id}
      error={imageError !== undefined || uploadError !== null}
      fullWidth
      margin="dense"
      className={`ra-input ra-input-${source}`}
      // While a file is dragged over the field (the current image included), the whole field takes it.
      sx={{
        gap: 1,
        border: 0,
        p: 0,
        minWidth: 0,
        borderRadius: 1,
        outline: dragging ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 4,
      }}
      {...dropHandlers}
    >
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        <FieldTitle label={label} source={source} resource={collection.name} isRequired={isRequired} />
      </FormLabel>
      <Typography variant="caption" color="text.secondary">
        {translate('app.media.shape', { ratio: formatRatio(image.ratio), width: image.minWidth })}
      </Typography>
      {progress ? (
        <UploadProgressView progress={progress} onCancel={uploader.cancel} />
      ) : value ? (
        <CurrentImage
          value={value}
          url={imageUrlOf(value, image.srcKey)}
          disabled={busy}
          onReplace={openChooser}
          onRemove={() => {
            field.onChange(null);
            field.onBlur();
            setFocusNext('button');
          }}
        />
      ) : (
        <ImageDropZone dragging={dragging} disabled={busy} helpId={helpId} onChoose={openChooser} />
      )}
      <input
        ref={fileInput}
        type="file"
        id={`${id}-file`}
        name={`${source}-file`}
        accept={ACCEPT}
        aria-label={translate('app.media.file_input', { label: fieldLabel })}
        hidden
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after Cancel) still counts as a change.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {uploadError !== null && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {translate(uploadError, { _: uploadError })}
        </FormHelperText>
      )}
      {(imageError !== undefined || helperText) && (
        <FormHelperText error={imageError !== undefined} sx={{ mx: 0 }}>
          <InputHelperText error={imageError} helperText={helperText} />
        </FormHelperText>
      )}
      {value && !progress && (
        <TextInput
          source={`${source}.alt`}
          id={altId}
          label="app.media.alt"
          helperText="app.media.alt_help"
          validate={altValidator}
          disabled={disabled}
          fullWidth
        />
      )}
      {pending && (
        <ChunkComponent
          chunk={cropDialog}
          props={{
            file: pending,
            ratio: image.ratio,
            onCancel: () => setPending(null),
            onCropped: (cropped: CroppedImage) => void onCropped(cropped),
            onRefused: (message: string) => {
              setPending(null);
              setUploadError(message);
            },
            refuse: (largest: { width: number; height: number }, natural: { width: number; height: number }) =>
              tooSmallToCrop(image, largest, natural),
          }}
        />
      )}
    </FormControl>
  );
};
