import { useEffect, useState } from 'react';

/**
 * The hours recorded with the "Zeit" screen at this stage, per user id: the report proposes
 * them (issue 32). The code loads with the first report form, apart from the field bundle.
 */
export function useRecordedHours(userId: number, stageId: number, date: string | null): Map<number, number> {
  const [hours, setHours] = useState<Map<number, number>>(new Map());
  useEffect(() => {
    let live = true;
    import('../../working-time/recorded-hours')
      .then((module) => module.recordedHours(userId, stageId, date))
      .then((found) => live && setHours(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, stageId, date]);
  return hours;
}
