// Answers are written by fast-json-stringify from the route's response schema, as Fastify does by
// default, but each schema is compiled once per process: the schemas are module constants, so an
// app built again in the same process (the tests build hundreds) reuses the writers. Compiling
// them was about a quarter of the CPU of building an app. Same options as Fastify's default
// compiler (no shared schemas are added with addSchema here).
import fp from 'fastify-plugin';
import fastJson from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<object, Serialize>();

function serializerFor(schema: object): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(schema) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

export default fp(async (app) => {
  app.setSerializerCompiler(({ schema }) => serializerFor(schema as object));
});
