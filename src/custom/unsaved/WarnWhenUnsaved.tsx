import { useFormState } from 'react-hook-form';
import { useReportUnsaved } from './UnsavedChangesProvider.tsx';

/**
 * Inside a form: leaving with changed, unsaved fields asks first. Replaces react-admin's `warnWhenUnsavedChanges`,
 * whose blocker per form left all but one form of a page unguarded; like it, a form whose save succeeded (before
 * its redirect) does not hold the navigation back.
 */
export const WarnWhenUnsaved = () => {
  const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useReportUnsaved(dirty && (isSubmitting ? 'saving' : 'unsaved'));
  return null;
};
