// Request validation: bodies are taken exactly as sent (no type coercion, unknown fields
// removed), while path parameters and query strings, which are always text, are coerced
// to the schema's numbers and booleans. Before any schema, a NUL character anywhere in the
// path parameters, query or JSON body is refused (issue 29): PostgreSQL cannot store it and
// answered a database error (500), SQLite kept it; no text of this business contains one.
// The two compilers are made once per process: ajv keeps what it compiled per schema object, and
// the schemas are module constants, so an app built again in the same process (the tests build
// hundreds) compiles nothing again. Compiling was most of the CPU of building an app.
import fp from 'fastify-plugin';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest } from './errors';

export const NUL_REFUSED = 'Die Anfrage enthält ein unzulässiges Zeichen (NUL).';

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ removeAdditional: 'all', useDefaults: true, allErrors: false, ...options });
  addFormats.default(ajv);
  return ajv;
}

/** Whether a parsed JSON value holds a NUL in any string or key; iterative, so no depth can overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const strict = makeAjv({ coerceTypes: false });
const coercing = makeAjv({ coerceTypes: true });

export default fp(async (app) => {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest(NUL_REFUSED);
  });
});
