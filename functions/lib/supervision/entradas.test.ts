// The oversight record's entries (D153) as the writes store them: what each step records, that
// nothing of the candidate's own (name, email, answers) is in an entry — only ids and hashes —, the
// keys that make an interview's and a period's entries one Query each, the TTL, and the CSV row.
import { describe, expect, it } from 'vitest';
import type { InformeIA } from '../../../shared/schemas/informe.js';
import { EntradaSupervision } from '../../../shared/schemas/supervision.js';
import type { Caller } from '../auth/caller.js';
import { expiraEn, itemSupervision, pasoSupervision } from '../db/supervision.js';
import { CABECERA_CSV, filaCsv } from './lectura.js';
import {
  ACTOR_CANDIDATO,
  entradaFin,
  entradaInforme,
  entradaInicio,
  entradaPausa,
  entradaRepregunta,
  entradaRepreguntaIntegrada,
  esCambioSobreIA,
  sha256,
  versionDeTexto,
} from './entradas.js';

const AHORA = new Date('2026-05-04T08:09:10.000Z');
const caller = { userId: 'u1', email: 'ana@x.test', profile: { nombre: 'Ana', apellidos: 'Ruiz' } } as unknown as Caller;
const RESPUESTA = 'Coordiné a doce personas de almacén y reduje las roturas un 30 %.';

const informe = (metodo: 'proveedor' | 'integrado'): InformeIA =>
  ({
    resumenEjecutivo: 'María García muestra coordinación.',
    softSkills: [
      {
        habilidad: 'Trabajo en equipo',
        puntuacion: 8,
        evaluado: true,
        ancla: 'alto',
        justificacion: 'j',
        evidencia: [{ cita: RESPUESTA, pregunta: 0 }],
      },
      { habilidad: 'Liderazgo', puntuacion: null, evaluado: false, ancla: null, justificacion: 'j', evidencia: [] },
    ],
    hardSkills: [],
    conclusiones: 'Perfil recomendado.',
    recomendaciones: [],
    bertAnalysis: null,
    procedencia: {
      metodo,
      proveedor: metodo === 'proveedor' ? 'claude' : null,
      modelo: metodo === 'proveedor' ? 'claude-sonnet-4-5' : 'analizador integrado',
      analizadorVersion: metodo === 'proveedor' ? null : 'analizador-integrado-v2',
      motivoIntegrado: metodo === 'proveedor' ? null : 'ia_pausada',
      origenClave: null,
      plantilla: { servicioId: 's1', codigo: 'S1', nombre: 'Servicio', version: 3 },
      rubricaVersion: 3,
      promptHash: 'a'.repeat(64),
      generadoEn: AHORA.toISOString(),
      duracionMs: 10,
      tokens: null,
      intentos: 1,
      citasDescartadas: 0,
      analisisTextoFallido: false,
    },
  }) as unknown as InformeIA;

describe('the entries (D153)', () => {
  it('a report: method, model, versions, the input hash and the stored output by id and hash', () => {
    const i = informe('proveedor');
    const e = entradaInforme('ent1', i, AHORA, { promptVersion: 'sha256:abc', iaPausada: false });
    expect(e).toMatchObject({
      tipo: 'informe',
      entrevistaId: 'ent1',
      fecha: AHORA.toISOString(),
      actor: { tipo: 'sistema', id: null },
      ia: {
        metodo: 'proveedor',
        proveedor: 'claude',
        modelo: 'claude-sonnet-4-5',
        promptVersion: 'sha256:abc',
        plantillaVersion: 3,
        rubricaVersion: 3,
        entradaSha256: 'a'.repeat(64),
        salidaId: 'ENTREVISTA#ent1/informeIA',
        salidaSha256: sha256(JSON.stringify(i)),
        motivoIntegrado: null,
      },
    });
    // The built-in analyzer's: no prompt, its version and why it was used.
    const b = entradaInforme('ent1', informe('integrado'), AHORA, { promptVersion: 'sha256:abc', iaPausada: true });
    expect(b).toMatchObject({
      iaPausada: true,
      ia: { metodo: 'integrado', promptVersion: null, analizadorVersion: 'analizador-integrado-v2', motivoIntegrado: 'ia_pausada' },
    });
    // Nothing of the candidate's: not the summary's name, not the quoted answer.
    expect(JSON.stringify([e, b])).not.toMatch(/María|Coordiné/);
  });

  it('a follow-up: the provider and model, the prompt version, the input only as a hash; asked or discarded', () => {
    const entrada = `Pregunta: ¿…?\nRespuesta: ${RESPUESTA}`;
    const f = entradaRepregunta('ent1', 2, AHORA, {
      proveedor: 'openai',
      modelo: 'gpt-5-mini',
      promptVersion: 'sha256:def',
      entrada,
      pregunta: '¿Cómo lo mediste?',
    });
    expect(f).toMatchObject({
      tipo: 'repregunta',
      pregunta: { n: 2, resultado: 'formulada' },
      ia: {
        proveedor: 'openai',
        modelo: 'gpt-5-mini',
        promptVersion: 'sha256:def',
        entradaSha256: sha256(entrada),
        salidaId: 'ENTRESP#2',
        salidaSha256: sha256('¿Cómo lo mediste?'),
      },
    });
    expect(JSON.stringify(f)).not.toContain('Coordiné');
    const d = entradaRepregunta('ent1', 2, AHORA, { proveedor: 'openai', modelo: 'm', promptVersion: 'v', entrada, pregunta: null });
    expect(d).toMatchObject({ pregunta: { resultado: 'descartada' }, ia: { salidaSha256: null } });
  });

  it('a follow-up of the template’s rules (D158): method integrado, no provider, the rules’ version; the answer only as a hash', () => {
    const f = entradaRepreguntaIntegrada('ent1', 3, AHORA, {
      version: 'reglas-star-v1',
      entrada: RESPUESTA,
      pregunta: '¿Qué hiciste tú, en concreto?',
      iaPausada: true,
    });
    expect(f).toMatchObject({
      tipo: 'repregunta',
      actor: { tipo: 'sistema' },
      iaPausada: true,
      pregunta: { n: 3, resultado: 'formulada' },
      ia: {
        metodo: 'integrado',
        proveedor: null,
        promptVersion: null,
        analizadorVersion: 'reglas-star-v1',
        entradaSha256: sha256(RESPUESTA),
        salidaId: 'ENTRESP#3',
        salidaSha256: sha256('¿Qué hiciste tú, en concreto?'),
        motivoIntegrado: 'ia_pausada',
      },
    });
    expect(EntradaSupervision.safeParse(f).success).toBe(true);
    expect(JSON.stringify(f)).not.toContain('Coordiné');
    const sinClave = entradaRepreguntaIntegrada('ent1', 3, AHORA, { version: 'v', entrada: 'x', pregunta: '¿?', iaPausada: false });
    expect(sinClave).toMatchObject({ iaPausada: false, ia: { motivoIntegrado: 'sin_clave' } });
  });

  it('start, end and the pause: who, when, and whether the AI was paused', () => {
    expect(entradaInicio('ent1', AHORA, ACTOR_CANDIDATO, true)).toMatchObject({
      tipo: 'entrevista_iniciada',
      actor: { tipo: 'candidato', id: null },
      iaPausada: true,
    });
    expect(entradaFin('ent1', AHORA, ACTOR_CANDIDATO, false)).toMatchObject({ tipo: 'entrevista_finalizada', iaPausada: false });
    expect(entradaPausa(true, AHORA, caller)).toMatchObject({
      tipo: 'ia_pausada',
      entrevistaId: null,
      actor: { tipo: 'usuario', id: 'u1', nombre: 'Ana Ruiz' },
    });
    expect(entradaPausa(false, AHORA, caller).tipo).toBe('ia_reanudada');
  });

  it("an override: another decision than the AI's, or any changed score", () => {
    const i = informe('proveedor');
    expect(esCambioSobreIA({ decision: 'recomendado', puntuacionesAjustadas: [] }, i)).toBe(false);
    expect(esCambioSobreIA({ decision: 'en_duda', puntuacionesAjustadas: [] }, i)).toBe(true);
    expect(
      esCambioSobreIA({ decision: 'recomendado', puntuacionesAjustadas: [{ habilidad: 'x', puntuacion: 1, puntuacionIA: 2 }] }, i),
    ).toBe(true);
  });

  it('a prompt version is the SHA-256 of the instructions: another text is another version', () => {
    expect(versionDeTexto('a')).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(versionDeTexto('a')).not.toBe(versionDeTexto('b'));
  });
});

describe('the stored item (D153)', () => {
  it("in the company's own record partition, by time; an interview's also on GSI1; kept 24 months; never overwritten", () => {
    const e = entradaInicio('ent1', AHORA, ACTOR_CANDIDATO, false);
    const item = itemSupervision('emp1', e);
    expect(item).toMatchObject({
      PK: 'EMP#emp1#SUPERV',
      SK: `${AHORA.toISOString()}#${e.id}`,
      GSI1PK: 'SUPERVENT#emp1#ent1',
      GSI1SK: `${AHORA.toISOString()}#${e.id}`,
      entidad: 'SUPERVISION',
    });
    expect(item.expiresAt).toBe(Date.parse('2028-05-04T08:09:10.000Z') / 1000);
    expect(expiraEn('2026-08-31T00:00:00.000Z')).toBe(Date.parse('2028-08-31T00:00:00.000Z') / 1000);
    expect(pasoSupervision('emp1', e).op.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    // The pause is the company's: no interview index.
    expect(itemSupervision('emp1', entradaPausa(true, AHORA, caller)).GSI1PK).toBeUndefined();
  });

  it("one CSV row per entry, in the header's columns", () => {
    const e = entradaInforme('ent1', informe('integrado'), AHORA, { promptVersion: 'v', iaPausada: true });
    const fila = filaCsv(e);
    expect(fila).toHaveLength(CABECERA_CSV.length);
    const col = (c: (typeof CABECERA_CSV)[number]) => fila[CABECERA_CSV.indexOf(c)];
    expect([col('tipo'), col('metodo'), col('motivo_integrado'), col('ia_pausada'), col('decision')]).toEqual([
      'informe',
      'integrado',
      'ia_pausada',
      true,
      undefined,
    ]);
  });
});
