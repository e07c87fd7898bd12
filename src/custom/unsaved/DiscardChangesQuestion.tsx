import { CancelFirstConfirm } from '../content/CancelFirstConfirm.tsx';

interface DiscardChangesQuestionProps {
  isOpen: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/**
 * The console's one question before unsaved input is thrown away, for a dialog closed with Escape and for leaving
 * a page alike: 'Discard your changes?', react-admin's unsaved-changes sentence, Keep editing focused.
 */
export const DiscardChangesQuestion = ({ isOpen, onDiscard, onKeepEditing }: DiscardChangesQuestionProps) => (
  <CancelFirstConfirm
    isOpen={isOpen}
    title="app.content.discard.title"
    content="ra.message.unsaved_changes"
    cancel="app.content.discard.keep_editing"
    confirm="app.content.discard.discard"
    confirmColor="error"
    onConfirm={onDiscard}
    onClose={onKeepEditing}
  />
);
