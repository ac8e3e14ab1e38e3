// The one pipeline (D177): the job and the benchmark run it; the method of relevance it used is in the
// report — by meaning when vectors came, by words with the reason when the meaning method failed.
import { describe, expect, it } from 'vitest';
import { entrevista, FUERTE, PROFUNDIDAD } from '../../../test/testing/entrevistas-prueba.js';
import { respuestasMarcadas } from '../../../shared/schemas/integridad.js';
import { evaluar, informeDeEntrada, redaccionIntegrada } from './evaluar.js';

const e = entrevista(PROFUNDIDAD, FUERTE);
const unitario = (k: number) => {
  const v = new Float32Array(16);
  v[k] = 1;
  return v;
};

describe('evaluar', () => {
  it('without a meaning method the words decide, and the report says so', async () => {
    const i = await informeDeEntrada(e, [7, 'plantilla']);
    expect(i.integridad.pertinencia).toMatchObject({ metodo: 'palabras' });
    expect(i.recomendacion?.umbral).toBe(7);
  });

  it('with vectors the meaning decides «otra pregunta», named in the report with its model', async () => {
    const respuestas = new Map(e.turnos.map((t) => [t.n, unitario(t.n)]));
    respuestas.set(4, unitario(6));
    const r = await evaluar(e, redaccionIntegrada(e), undefined, async () => ({
      modelo: 'amazon.titan-embed-text-v2:0',
      donde: 'Amazon Bedrock en eu-west-1',
      preguntas: PROFUNDIDAD.preguntas.map((_, i) => unitario(i)),
      respuestas,
    }));
    expect(r.informe.integridad.pertinencia).toMatchObject({ metodo: 'significado', modelo: 'amazon.titan-embed-text-v2:0' });
    expect(r.informe.integridad.marcas).toContainEqual(expect.objectContaining({ tipo: 'otra_pregunta', pregunta: 4, relacionadas: [6] }));
    expect(r.informe.softSkills.find((s) => s.habilidad === 'Adaptabilidad')?.evaluado).toBe(false);
  });

  it('when the meaning method fails the words decide, and the report says why', async () => {
    const r = await evaluar(e, redaccionIntegrada(e), undefined, async () => ({ fallo: 'Amazon Bedrock limitó las peticiones' }));
    expect(r.informe.integridad.pertinencia?.metodo).toBe('palabras');
    expect(r.informe.integridad.pertinencia?.detalle).toContain('(Amazon Bedrock limitó las peticiones)');
  });
});

describe('answers pasted whole (issue 65 item 3)', () => {
  it('are recorded and summed up beside the flags, counted in the Informes list, and change no score', async () => {
    const pegar = (n: number, caracteres: number) => ({
      ...e,
      turnos: e.turnos.map((t) =>
        t.n === n ? { ...t, senales: { pegados: 1, caracteresPegados: caracteres, perdidasFoco: 0, msEnPantalla: 30_000 } } : t,
      ),
    });
    const limpio = await informeDeEntrada(e, [7, 'plantilla']);
    const una = pegar(3, e.turnos[3]!.respuesta.length);
    const dos = {
      ...una,
      turnos: pegar(5, Math.ceil(e.turnos[5]!.respuesta.length * 0.9)).turnos.map((t, i) => (i === 3 ? una.turnos[3]! : t)),
    };
    const conPegadas = await informeDeEntrada(dos, [7, 'plantilla']);
    expect(limpio.integridad.pegadas).toBeUndefined();
    expect(conPegadas.integridad.pegadas).toEqual([3, 5]);
    expect(conPegadas.integridad.resumen).toContain('2 respuestas pegadas enteras o casi (preguntas 4 y 6)');
    expect(respuestasMarcadas(conPegadas.integridad)).toBe(respuestasMarcadas(limpio.integridad) + 2);
    // A signal: the scores, the evidence and the recommendation are those of the same answers unpasted.
    expect(conPegadas.softSkills).toEqual(limpio.softSkills);
    expect(conPegadas.recomendacion).toEqual(limpio.recomendacion);
    // A short paste into a longer answer is not «whole».
    const corta = await informeDeEntrada(pegar(3, Math.floor(e.turnos[3]!.respuesta.length * 0.5)), [7, 'plantilla']);
    expect(corta.integridad.pegadas).toBeUndefined();
  });
});
