// The two budgeted endpoints as load.mjs requests, signed in as their demo users (run.mjs,
// profile.mjs).
import { signIn } from './server.mjs';

const KITCHEN = {
  meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 2, amount: 1 }] }],
  driveKilometers: 10,
  lift: null,
  stagesCount: 1,
  express: false,
};

/** [{ key, name, spec }]; spec { method, path, headers, body } as load.mjs sends it. */
export async function budgetedEndpoints(port) {
  const client = await signIn(port, 'client@demo.ch');
  const operator = await signIn(port, 'operator@demo.ch');
  return [
    {
      key: 'offer',
      name: 'POST /api/offer/kitchen (client)',
      spec: { method: 'POST', path: '/api/offer/kitchen', headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(KITCHEN)) },
    },
    {
      key: 'list',
      name: 'GET /api/operation/future (operator)',
      spec: { method: 'GET', path: '/api/operation/future', headers: { authorization: `Bearer ${operator.token}` } },
    },
  ];
}
