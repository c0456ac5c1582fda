// Request validation: bodies are taken exactly as sent (no type coercion, unknown fields
// removed), while path parameters and query strings, which are always text, are coerced
// to the schema's numbers and booleans.
import fp from 'fastify-plugin';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ removeAdditional: 'all', useDefaults: true, allErrors: false, ...options });
  addFormats.default(ajv);
  return ajv;
}

export default fp(async (app) => {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
});
