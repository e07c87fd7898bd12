import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import {
  classifyNadaResults,
  initialChoices,
  type FeatureItem,
  type NadaChoices,
  type NadaClassification,
  type NadaMatch,
} from './featureMoves.ts';
import { NadaAmbiguityDialog } from './NadaAmbiguityDialog.tsx';

interface NadaParseDialogProps {
  stockid: string;
  /** Possible features being installed, still without NADA equipment. */
  pending: FeatureItem[];
  /** Closes without saving anything; the lists stay as the admin left them. */
  onCancel: () => void;
  /** The chosen equipment per feature; features missing from it revert to possible. */
  onDone: (choices: NadaChoices) => void;
}

/** Per ambiguous feature: the chosen equipment, or null when the question was cancelled. */
type Decisions = ReadonlyMap<number, string | null>;

const ResultLine = ({
  match,
  decision,
  onAsk,
}: {
  match: NadaMatch;
  decision: string | null | undefined;
  onAsk?: () => void;
}) => {
  const translate = useTranslate();
  const chosen = match.candidates.find((c) => c.id === decision);
  let status = translate('app.vehicle_detail.nada.ambiguous');
  const [single, ...others] = match.candidates;
  if (single && others.length === 0)
    status = translate('app.vehicle_detail.nada.matched', { description: single.description });
  else if (chosen) status = translate('app.vehicle_detail.nada.matched', { description: chosen.description });
  else if (decision === null) status = translate('app.vehicle_detail.nada.skipped');
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap' }}>
      <ListItemText primary={match.feature.name} secondary={status} />
      {onAsk && (
        // The visible text is part of the name, so voice users can say what they see.
        <Button
          size="small"
          onClick={onAsk}
          aria-label={translate('app.vehicle_detail.nada.choose', { name: match.feature.name })}
        >
          {translate('app.vehicle_detail.nada.choose_short')}
        </Button>
      )}
    </ListItem>
  );
};

const Results = ({
  classification,
  decisions,
  onAsk,
}: {
  classification: NadaClassification;
  decisions: Decisions;
  onAsk: (id: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('app.vehicle_detail.nada.results')}>
      {classification.matched.map((match) => (
        <ResultLine key={match.feature.id} match={match} decision={match.candidates[0]?.id} />
      ))}
      {classification.ambiguous.map((match) => (
        <ResultLine
          key={match.feature.id}
          match={match}
          decision={decisions.get(match.feature.id)}
          onAsk={() => onAsk(match.feature.id)}
        />
      ))}
      {classification.unmatched.map((feature) => (
        <ListItem key={feature.id} divider>
          <ListItemText primary={feature.name} secondary={translate('app.vehicle_detail.nada.unmatched')} />
        </ListItem>
      ))}
    </List>
  );
};

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
  const [decisions, setDecisions] = useState<Decisions>(new Map());
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

  return (
    <Dialog open onClose={onCancel} aria-labelledby="nada-parse-title" fullWidth maxWidth="sm">
      <DialogTitle id="nada-parse-title">{translate('app.vehicle_detail.nada.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.vehicle_detail.nada.help')}</DialogContentText>
        {check.isPending && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} />
            <Typography>{translate('app.vehicle_detail.nada.checking', { smart_count: pending.length })}</Typography>
          </Stack>
        )}
        {check.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => check.refetch()}>
                {translate('app.vehicle_detail.nada.retry')}
              </Button>
            }
          >
            {check.error.message}
          </Alert>
        )}
        {classification && <Results classification={classification} decisions={decisions} onAsk={setReopened} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.vehicle_detail.nada.cancel')}</Button>
        <Button variant="contained" onClick={finish} disabled={!classification || question !== undefined}>
          {translate('app.vehicle_detail.nada.save')}
        </Button>
      </DialogActions>
      {question && (
        <NadaAmbiguityDialog
          key={question.feature.id}
          match={question}
          initial={decisions.get(question.feature.id) ?? undefined}
          onChoose={(equipmentId) => decide(question.feature.id, equipmentId)}
          onCancel={() => decide(question.feature.id, decisions.get(question.feature.id) ?? null)}
        />
      )}
    </Dialog>
  );
};
