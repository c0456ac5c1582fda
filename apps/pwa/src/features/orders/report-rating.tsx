import { Alert, Button, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { RATING_MAX, validateRating } from '@tragkraft/domain';
import type { RateStageAnswer, RateStageBody, StageDetail } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { rateStage } from './orders-api';

interface Props {
  stage: StageDetail;
  /** Clients rate; clerks only see a given rating. */
  canAct: boolean;
  onRated: (answer: RateStageAnswer) => void;
}

const starLabel = (value: number) => (value === 1 ? '1 Stern' : `${value} Sterne`);

/** The client's feedback on a completed stage: stars 1 to 5 and an optional comment, once. */
export function ReportRating({ stage, canAct, onRated }: Props) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (stage.hasRating) {
    return (
      <Stack gap={4}>
        <Title order={4}>Ihre Bewertung</Title>
        <Rating value={stage.rating ?? 0} count={RATING_MAX} readOnly role="img" aria-label={`Bewertung: ${stage.rating ?? 0} von ${RATING_MAX} Sternen`} />
        {stage.ratingComment && <Text size="sm">{stage.ratingComment}</Text>}
      </Stack>
    );
  }
  if (!canAct || !stage.completedTime) return null;

  const send = async () => {
    const invalid = validateRating(rating || null);
    if (invalid) {
      setError(invalid.text);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body: RateStageBody = { rating, comment: comment.trim() };
      const answer = await rateStage(stage.id, body);
      notifySuccess('Vielen Dank für Ihr Feedback.');
      onRated(answer);
    } catch (failure) {
      setError(withServerMessage('Fehler: Konnte das Feedback nicht senden.', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={4}>Wie zufrieden waren Sie mit dem Einsatz?</Title>
      <Rating value={rating} onChange={(value) => { setRating(value); setError(null); }} count={RATING_MAX} size="lg" getSymbolLabel={starLabel} name={`rating-${stage.id}`} />
      <Textarea label="Kommentar (optional)" autosize minRows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={send} loading={busy}>
          Feedback senden
        </Button>
      </Group>
    </Stack>
  );
}
