import { useMemo, useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { AppDialog } from '../layout/AppDialog.tsx';
import { LoadingStatus } from './LoadStatus.tsx';
import { RetryAlert } from '../layout/RetryAlert.tsx';
import {
  classifyNadaResults,
  initialChoices,
  type FeatureItem,
  type NadaChoices,
  type NadaMatch,
} from './featureMoves.ts';

interface NadaAmbiguityDialogProps {
  match: NadaMatch;
  /** The equipment chosen earlier, when the admin reopens the question. */
  initial?: string;
  onChoose: (equipmentId: string) => void;
  /** Spec §4: the feature then stays unresolved and reverts to possible. */
  onCancel: () => void;
}

const labelOf = ({ id, description }: { id: string; description: string }) =>
  description && description !== id ? `${description} (${id})` : id;

/** Spec §4: more than one NADA equipment matches a possible feature; the admin picks one. */
const NadaAmbiguityDialog = ({
  match: { feature, candidates },
  initial,
  onChoose,
  onCancel,
}: NadaAmbiguityDialogProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState(initial ?? '');
  const optionsId = `nada-ambiguity-options-${feature.id}`;
  return (
    <AppDialog
      open
      onClose={onCancel}
      title="app.vehicle_detail.ambiguity.title"
      titleOptions={{ name: feature.name }}
      description={translate('app.vehicle_detail.ambiguity.help')}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={value === ''} onClick={() => onChoose(value)}>
            {translate('app.vehicle_detail.ambiguity.choose')}
          </Button>
        </>
      }
    >
      <FormControl>
        <FormLabel id={optionsId}>
          {translate('app.vehicle_detail.ambiguity.options', { name: feature.name })}
        </FormLabel>
        <RadioGroup aria-labelledby={optionsId} value={value} onChange={(event) => setValue(event.target.value)}>
          {candidates.map((candidate) => (
            <FormControlLabel key={candidate.id} value={candidate.id} control={<Radio />} label={labelOf(candidate)} />
          ))}
        </RadioGroup>
      </FormControl>
    </AppDialog>
  );
};

interface NadaParseDialogProps {
  stockid: string;
  /** Possible features being installed, still without NADA equipment. */
  pending: FeatureItem[];
  /** Closes without saving anything; the lists stay as the admin left them. */
  onCancel: () => void;
  /** The chosen equipment per feature; features missing from it revert to possible. */
  onDone: (choices: NadaChoices) => void;
}

/**
 * Spec §2/§4 "Parse NADA equipment": asks the DMS (CheckNADAEquipment) which equipment
 * matches each possible feature being installed. One match is taken as is; several open the
 * ambiguity dialog, one feature at a time; none leaves the feature possible.
 */
export const NadaParseDialog = ({ stockid, pending, onCancel, onDone }: NadaParseDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const ids = useMemo(() => pending.map((f) => f.id), [pending]);
  const check = useQuery({
    queryKey: ['nadaCheck', stockid, ids],
    queryFn: () => dataProvider.checkNadaEquipment(stockid, ids),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const classification = useMemo(
    () => (check.data ? classifyNadaResults(pending, check.data) : undefined),
    [check.data, pending],
  );
  /** Per ambiguous feature: the chosen equipment, or null when the question was cancelled. */
  const [decisions, setDecisions] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [reopened, setReopened] = useState<number | null>(null);

  // The open question: one the admin reopened, else the first ambiguous feature not yet decided.
  const question =
    classification?.ambiguous.find((m) => m.feature.id === reopened) ??
    classification?.ambiguous.find((m) => !decisions.has(m.feature.id));

  const decide = (id: number, equipmentId: string | null) => {
    setDecisions((previous) => new Map(previous).set(id, equipmentId));
    setReopened(null);
  };

  const finish = () => {
    if (!classification) return;
    const choices = initialChoices(classification);
    for (const [id, equipmentId] of decisions) if (equipmentId !== null) choices.set(id, equipmentId);
    onDone(choices);
  };

  const statusOf = ({ feature, candidates }: NadaMatch) => {
    const decision = decisions.get(feature.id);
    const chosen = candidates.length === 1 ? candidates[0] : candidates.find((c) => c.id === decision);
    if (chosen) return translate('app.vehicle_detail.nada.matched', { description: chosen.description });
    if (candidates.length === 0) return translate('app.vehicle_detail.nada.unmatched');
    return translate(`app.vehicle_detail.nada.${decision === null ? 'skipped' : 'ambiguous'}`);
  };
  const rows: NadaMatch[] | undefined = classification && [
    ...classification.matched,
    ...classification.ambiguous,
    ...classification.unmatched.map((feature) => ({ feature, candidates: [] })),
  ];

  return (
    <AppDialog
      open
      onClose={onCancel}
      title="app.vehicle_detail.nada.title"
      description={translate('app.vehicle_detail.nada.help')}
      actions={
        <>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={finish} disabled={!classification || question !== undefined}>
            {translate('app.vehicle_detail.nada.save')}
          </Button>
        </>
      }
    >
      {check.isPending && (
        <LoadingStatus>{translate('app.vehicle_detail.nada.checking', { smart_count: pending.length })}</LoadingStatus>
      )}
      {check.isError && (
        <RetryAlert retry="app.vehicle_detail.nada.retry" onRetry={() => void check.refetch()}>
          {check.error.message}
        </RetryAlert>
      )}
      {rows && (
        <List dense aria-label={translate('app.vehicle_detail.nada.results')}>
          {rows.map((match) => (
            <ListItem key={match.feature.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <ListItemText primary={match.feature.name} secondary={statusOf(match)} />
              {match.candidates.length > 1 && (
                // The visible text is part of the name, so voice users can say what they see.
                <Button
                  size="small"
                  onClick={() => setReopened(match.feature.id)}
                  aria-label={translate('app.vehicle_detail.nada.choose', { name: match.feature.name })}
                >
                  {translate('app.vehicle_detail.nada.choose_short')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {question && (
        <NadaAmbiguityDialog
          key={question.feature.id}
          match={question}
          initial={decisions.get(question.feature.id) ?? undefined}
          onChoose={(equipmentId) => decide(question.feature.id, equipmentId)}
          onCancel={() => decide(question.feature.id, decisions.get(question.feature.id) ?? null)}
        />
      )}
    </AppDialog>
  );
};
