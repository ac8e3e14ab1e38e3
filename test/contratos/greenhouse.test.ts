// Greenhouse's Assessment Partner contract as written down (greenhouse.json) and the product's own
// schemas of it (shared/schemas/greenhouse.ts): the document's examples conform to the JSON Schemas,
// the schemas refuse what the document rules out, and what the product accepts and answers agrees with
// them. The calls themselves, through the local stack, are test/integration/greenhouse.test.ts.
import { describe, expect, it } from 'vitest';
import {
  EnvioGreenhouse,
  EnvioGreenhouseRespuesta,
  ErrorRespuestaGreenhouse,
  EstadoGreenhouse,
  ListaPruebasGreenhouse,
} from '../../shared/schemas/greenhouse.js';
import { contratoGreenhouse, erroresGreenhouse, type EsquemaGreenhouse } from './greenhouse.js';

const ejemplos = contratoGreenhouse.ejemplos as Record<EsquemaGreenhouse, unknown>;

describe("Greenhouse's document, as written down", () => {
  it('names where it comes from: the repository, its commit and when it was read', () => {
    expect(contratoGreenhouse.fuente).toMatchObject({
      url: 'https://developers.greenhouse.io/assessment.html',
      repo: 'grnhse/greenhouse-api-docs',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      consultado: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it.each(Object.keys(ejemplos) as EsquemaGreenhouse[])("the document's example of %s conforms", (esquema) => {
    expect(erroresGreenhouse(esquema, ejemplos[esquema])).toEqual([]);
  });

  it('refuses what the document rules out', () => {
    // partner_profile_url is required once the test is complete.
    expect(erroresGreenhouse('TestStatusResponse', { partner_status: 'complete', partner_score: 80 })).not.toEqual([]);
    expect(erroresGreenhouse('TestStatusResponse', { partner_status: 'en_progreso' })).toEqual([]);
    // metadata is flat: no object as a value.
    expect(erroresGreenhouse('TestStatusResponse', { partner_status: 'x', metadata: { Notas: { texto: 'anidado' } } })).not.toEqual([]);
    // send_test answers exactly one key.
    expect(erroresGreenhouse('SendTestResponse', { partner_interview_id: '1', otra: 2 })).not.toEqual([]);
    expect(erroresGreenhouse('SendTestResponse', { partner_interview_id: 98765 })).not.toEqual([]);
    // A test without its name; a request without its take-home test's URL.
    expect(erroresGreenhouse('ListTestsResponse', [{ partner_test_id: '1' }])).not.toEqual([]);
    const { url: _url, ...sinUrl } = ejemplos.SendTestRequest as Record<string, unknown>;
    expect(erroresGreenhouse('SendTestRequest', sinUrl)).not.toEqual([]);
  });
});

describe("the product's schemas of it", () => {
  it("accept Greenhouse's requests: the example, one with nulls where the document allows them, one with a property added later", () => {
    expect(EnvioGreenhouse.safeParse(ejemplos.SendTestRequest).success).toBe(true);
    const conNulos = {
      ...(ejemplos.SendTestRequest as object),
      sent_by: null,
      candidate: {
        ...(ejemplos.SendTestRequest as { candidate: object }).candidate,
        preferred_name: null,
        phone_number: null,
        resume_url: null,
      },
    };
    expect(erroresGreenhouse('SendTestRequest', conNulos)).toEqual([]);
    expect(EnvioGreenhouse.safeParse(conNulos).success).toBe(true);
    expect(EnvioGreenhouse.safeParse({ ...conNulos, job_id: 4 }).success).toBe(true);
    expect(ErrorRespuestaGreenhouse.safeParse(ejemplos.ResponseErrorRequest).success).toBe(true);
  });

  it("accept the document's answers, so the product's answers are of the same shapes", () => {
    expect(ListaPruebasGreenhouse.safeParse(ejemplos.ListTestsResponse).success).toBe(true);
    expect(EnvioGreenhouseRespuesta.safeParse(ejemplos.SendTestResponse).success).toBe(true);
    expect(EstadoGreenhouse.safeParse(ejemplos.TestStatusResponse).success).toBe(true);
  });
});
