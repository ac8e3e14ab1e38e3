// Greenhouse's Assessment Partner contract (greenhouse.json: the JSON Schemas written from its
// published document, with the source and date) as ajv validators (draft 2020-12, ajv-formats): the
// tests check every request they send as Greenhouse would send it, and every answer of ours, with them.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import contrato from './greenhouse.json' with { type: 'json' };

export type EsquemaGreenhouse = keyof typeof contrato.schemas;

export const contratoGreenhouse = contrato;

// Strict, but a `then` may require a property its parent schema defines (partner_profile_url once complete).
const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
const validadores = new Map<string, ValidateFunction>();

/** The errors of `valor` against the named schema ([] when it conforms), in ajv's words with their path. */
export function erroresGreenhouse(esquema: EsquemaGreenhouse, valor: unknown): string[] {
  let validar = validadores.get(esquema);
  if (!validar) {
    validar = ajv.compile(contrato.schemas[esquema]);
    validadores.set(esquema, validar);
  }
  return validar(valor) ? [] : (validar.errors ?? []).map((e) => `${esquema}${e.instancePath} ${e.message}`);
}
