import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { markUploadUnderWay, uploadKey } from './mediaRules.ts';

/** The field's upload under way, as a ref its validators read at submit, and in the form-level validator's registry. */
export const useUploadUnderWay = (collection: string, source: string, underWay: boolean) => {
  const uploading = useRef(false);
  useLayoutEffect(() => {
    uploading.current = underWay;
  }, [underWay]);
  useEffect(() => {
    if (!underWay) return undefined;
    const key = uploadKey(collection, source);
    markUploadUnderWay(key, true);
    return () => markUploadUnderWay(key, false);
  }, [underWay, collection, source]);
  return uploading;
};

/**
 * The focused button goes away (the drop zone during an upload, Cancel after it, Remove): the focus moves on to the
 * alt text after an upload, else the field's first button, unless the admin has gone elsewhere meanwhile.
 */
export const useFocusNext = (fieldsetRef: RefObject<HTMLFieldSetElement | null>, altId: string) => {
  // A new object per request, so that asking for the same target twice moves the focus twice.
  const [focusRequest, setFocusRequest] = useState<{ target: 'alt' | 'button' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const active = document.activeElement;
    if (active && active !== document.body && !fieldsetRef.current?.contains(active)) return;
    const target =
      focusRequest.target === 'alt' ? document.getElementById(altId) : fieldsetRef.current?.querySelector('button');
    target?.focus();
  }, [focusRequest, altId, fieldsetRef]);
  return (target: 'alt' | 'button') => setFocusRequest({ target });
};
