import { Navigate, useParams } from 'react-router-dom';
import { setPendingReport } from './pending-report';

/** /operation-report/{stageId}: remembers the stage and opens its report on the orders screen. */
export function OperationReportScreen() {
  const stageId = Number(useParams().stageId);
  if (Number.isInteger(stageId) && stageId > 0) setPendingReport(stageId);
  return <Navigate to="/orders" replace />;
}
