import type { ListName } from '../../offline/field-types';

/** The server path of each field list. */
export const LIST_PATH: Record<ListName, (limit?: number) => string> = {
  future: () => '/api/operation/future',
  past: (limit) => (limit ? `/api/operation/past/${limit}` : '/api/operation/past'),
  ownFuture: () => '/api/employee/operations/future',
  ownPast: () => '/api/employee/operations/past',
};
