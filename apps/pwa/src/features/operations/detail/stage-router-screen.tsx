import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { zurichToday } from '@tragkraft/domain';
import { detailKey, fieldDb } from '../../../offline/field-db';
import { loadStageDate } from '../operations-api';
import { routeForStage } from './stage-router';
import { useFieldUser } from '../use-field-user';
import { Loading } from '../../../ui/loading';

const DATE_FAILED = 'Fehler: Konnte das Einsatzdatum nicht laden';

/** The stage's date from the server, or offline from the stored detail. */
async function stageDate(userId: number, stageId: number): Promise<string> {
  try {
    return await loadStageDate(stageId);
  } catch (error) {
    const stored = await fieldDb.details.get(detailKey(userId, stageId));
    if (stored) return stored.detail.date ?? '';
    throw error;
  }
}

/** o/{stageId}: the link of the invite; opens the right screen for the role and the date. */
export function StageRouterScreen() {
  const stageId = Number(useParams().stageId);
  const { userId, role } = useFieldUser();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stageDate(userId, stageId)
      .then((date) => {
        if (!live) return;
        const route = routeForStage(role, stageId, date, zurichToday(new Date()));
        if (route.kind === 'go') void navigate(route.to, { replace: true });
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [userId, role, stageId, navigate]);
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {DATE_FAILED}
      </Alert>
    );
  }
  return <Loading />;
}
