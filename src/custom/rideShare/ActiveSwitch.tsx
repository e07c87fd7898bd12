import { Switch } from '@mui/material';
import {
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { answerMessageOf, failureMessageOf, isConflict, withoutAnswerKeys } from '../content/contentValues.ts';

interface ActiveSwitchProps {
  /** The boolean field it flips ('isActive', 'active', 'visible'). */
  source: string;
  /** i18n key of the switch's accessible name, with `%{name}`. */
  label: string;
  /** The record's name in that label. */
  nameOf: (record: RaRecord) => string;
  /** More of the label's arguments (the generic list's `%{field}`). */
  labelArgs?: Record<string, unknown>;
}

/**
 * A list row's on/off switch that saves at once (spec §4: "an active toggle updates immediately"): the whole record
 * goes back with its version, so a row someone changed meanwhile is refused (412) and the list reloads to show it.
 * Pessimistic: the switch moves when the server has saved.
 */
export const ActiveSwitch = ({ source, label, nameOf, labelArgs }: ActiveSwitchProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const onChange = (checked: boolean) =>
    update(
      resource,
      { id: record.id, data: { ...withoutAnswerKeys(record), [source]: checked }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => notify(answerMessageOf(answer) ?? 'app.content.updated', { type: 'info' }),
        onError: (error) => {
          notify(failureMessageOf(error), { type: 'error' });
          if (isConflict(error)) refresh();
        },
      },
    );
  return (
    <Switch
      checked={record[source] === true}
      disabled={isPending}
      // The row may open the record on click: the switch only flips.
      onClick={(event) => event.stopPropagation()}
      onChange={(_, checked) => void onChange(checked)}
      slotProps={{ input: { 'aria-label': translate(label, { ...labelArgs, name: nameOf(record) }) } }}
    />
  );
};
