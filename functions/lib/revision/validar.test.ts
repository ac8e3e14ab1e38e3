// The review's control flow (D69, D80) against an in-memory interview: what the transaction moves for a
// first review and for a correction (the agreement rule: 'en duda' agrees with nothing), and that the
// review mails nobody (D180: the outcome goes after it, with the feedback). The writes' conditions
// themselves are checked against the local emulators (test/integration/informe-ia.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InformeIA, Validacion } from '../../../shared/schemas/informe.js';
import { informes as msg } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import type { EntrevistaItem } from '../db/entrevistas.js';
import type { TransactStep } from '../db/repository.js';

process.env.TABLE_NAME = 'unit-table';

const m = {
  entrevista: undefined as EntrevistaItem | undefined,
  transacciones: [] as TransactStep[][],
  actualizaciones: [] as Array<Record<string, unknown>>,
  /** Mails the review tried to send (none since D180). */
  enviados: [] as unknown[],
};

vi.mock('../db/entrevistas.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/entrevistas.js')>()),
  getEntrevista: vi.fn(async () => structuredClone(m.entrevista)),
}));
vi.mock('../db/candidatos.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/candidatos.js')>()),
  getCandidato: vi.fn(async () => ({ id: 'c1', estado: 'entrevistado', version: 1, nombre: 'Íñigo', email: 'i@x.test' })),
  pasosEstadoCandidato: vi.fn(() => []),
}));
vi.mock('../db/empresas.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/empresas.js')>()),
  getEmpresa: vi.fn(async () => undefined),
}));
vi.mock('../db/repository.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../db/repository.js')>()),
  getItem: vi.fn(async () => ({ areaId: 'a1' })),
  transact: vi.fn(async (pasos: TransactStep[]) => {
    m.transacciones.push(pasos);
  }),
  updateItem: vi.fn(async (_k: unknown, cambios: Record<string, unknown>) => {
    m.actualizaciones.push(cambios);
    return cambios;
  }),
}));
vi.mock('../mail/send.js', () => ({
  enviarPlantilla: vi.fn(async (...args: unknown[]) => {
    m.enviados.push(args);
    return { estado: 'enviado' };
  }),
}));

const { validarEntrevista } = await import('./validar.js');
const { claveCompetencia } = await import('./calibracion.js');

const caller = { userId: 'u1', email: 'nora@x.test', profile: { nombre: 'Nora' } } as unknown as Caller;
const AHORA = new Date('2026-03-02T10:00:00.000Z');
/** Nora's review of interview e1 of company 1, now. */
const validar = (body: Parameters<typeof validarEntrevista>[3]) => validarEntrevista(caller, 'e1', '1', body, AHORA);

function informe(conclusiones: string): InformeIA {
  return {
    resumenEjecutivo: 'r',
    softSkills: [{ habilidad: 'Trabajo en equipo', puntuacion: 6, evaluado: true, ancla: 'medio', justificacion: '', evidencia: [] }],
    hardSkills: [],
    conclusiones,
    recomendaciones: [],
    bertAnalysis: null,
    procedencia: { metodo: 'integrado', generadoEn: '2026-03-01T10:00:00.000Z' } as InformeIA['procedencia'],
  };
}

function entrevista(estado: 'analizada' | 'validada', conclusiones: string, validacion?: Validacion): EntrevistaItem {
  return {
    PK: 'EMP#e1',
    SK: 'ENTREVISTA#1',
    id: '1',
    empresaId: 'e1',
    candidatoId: 'c1',
    candidatoNombre: 'Íñigo',
    candidatoEmail: 'i@x.test',
    servicioId: 's1',
    servicioNombre: 'Servicio',
    estado,
    historial: [{ estado: 'analizada', fecha: '2026-03-02T09:00:00.000Z', por: null }],
    informeIA: informe(conclusiones),
    ...(validacion ? { validacion } : {}),
    version: 4,
  } as unknown as EntrevistaItem;
}

const skDe = (p: TransactStep) => (p.op.Update?.Key as { SK: string } | undefined)?.SK;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ADD deltas the transaction puts on the aggregate `sk` (its base key): on one of its fractions
 * (`sk#F{n}`, D111) — never on more than one in a write — or on the item itself.
 */
function deltas(pasos: TransactStep[], sk: string): Record<string, number> {
  const clave = new RegExp(`^${esc(sk)}(#F\\d+)?$`);
  const us = pasos.filter((p) => clave.test(skDe(p) ?? '')).map((p) => p.op.Update!);
  expect(us.length, `steps on ${sk}`).toBeLessThanOrEqual(1);
  const u = us[0];
  if (!u) return {};
  const nombres = u.ExpressionAttributeNames ?? {};
  const valores = u.ExpressionAttributeValues ?? {};
  const out: Record<string, number> = {};
  for (const [, n, v] of (u.UpdateExpression ?? '').matchAll(/(#c\d+) (:c\d+)/g)) out[nombres[n!]!] = valores[v!] as number;
  return out;
}

beforeEach(() => {
  m.transacciones = [];
  m.actualizaciones = [];
  m.enviados = [];
});

describe('agreement with the AI (D80): over the three decisions, en duda agrees with nothing', () => {
  it('«En duda» on a report the AI does not recommend is not an agreement', async () => {
    m.entrevista = entrevista('analizada', 'Perfil con evidencia parcial en dos competencias.');
    const r = await validar({ decision: 'en_duda', comentario: 'Falta evidencia.', motivoCambio: 'Faltan citas' });
    expect(r.entrevista.validacion).toMatchObject({ numero: 1, decision: 'en_duda', recomendacionIA: 'no_recomendado', anteriores: [] });
    expect(deltas(m.transacciones[0]!, 'ESTAD#CALIDAD')).toEqual({ validadas: 1, hastaRevisionMsSuma: 3_600_000 });
    // A first review moves the company's state counter, on its statistics fraction (D111).
    expect(deltas(m.transacciones[0]!, 'EMPSTATS')).toEqual({ estado_analizada: -1, estado_validada: 1 });
  });

  it('«No recomendado» on that report agrees; «Recomendado» on a recommended one agrees', async () => {
    m.entrevista = entrevista('analizada', 'Perfil con evidencia parcial.');
    await validar({ decision: 'no_recomendado', comentario: 'x' });
    expect(deltas(m.transacciones[0]!, 'ESTAD#CALIDAD')).toMatchObject({ validadas: 1, coincidencias: 1 });
    m.entrevista = entrevista('analizada', 'Candidato recomendado para el puesto.');
    await validar({ decision: 'recomendado', comentario: 'x' });
    expect(deltas(m.transacciones[1]!, 'ESTAD#CALIDAD')).toMatchObject({ validadas: 1, coincidencias: 1 });
  });
});

describe('a correction moves every count by the difference, once', () => {
  const primera = (decision: Validacion['decision'], extra: Partial<Validacion> = {}): Validacion => ({
    numero: 1,
    decision,
    puntuacionesAjustadas: [],
    comentario: 'primera',
    por: { userId: 'u0', nombre: 'Otto' },
    fecha: '2026-03-02T09:30:00.000Z',
    estadoCandidato: null,
    emailCandidato: null,
    recomendacionIA: 'no_recomendado',
    anteriores: [],
    ...extra,
  });

  it('en duda → recomendado: one more recommended (company and area), no new review, no agreement', async () => {
    m.entrevista = entrevista('validada', 'Sin recomendación.', primera('en_duda'));
    const r = await validar({ decision: 'recomendado', comentario: 'Lo he visto mejor', corrige: 1, motivoCambio: 'Mejor de lo que dice' });
    const pasos = m.transacciones[0]!;
    expect(deltas(pasos, 'ESTAD#AREA#a1')).toEqual({ recomendados: 1 });
    expect(deltas(pasos, 'ESTAD#CALIDAD')).toEqual({});
    // The company's share is on its statistics fraction (D111): one more recommended, no state moved;
    // the company record itself is not written.
    expect(deltas(pasos, 'EMPSTATS')).toEqual({ informesRecomendados: 1 });
    expect(pasos.some((p) => skDe(p) === 'EMPRESA')).toBe(false);
    // Every statistics step of the write is on the same fraction.
    const fracciones = new Set(
      pasos
        .map(skDe)
        .filter((sk) => /^(EMPSTATS|ESTAD#)/.test(sk ?? ''))
        .map((sk) => sk!.split('#').at(-1)),
    );
    expect(fracciones.size).toBe(1);
    // The interview stays validada, replaced only if nobody wrote it since (its version).
    expect(pasos[0]!.op.Put).toMatchObject({ ConditionExpression: 'estado = :e AND version = :v', ExpressionAttributeValues: { ':v': 4 } });
    expect(r.entrevista.estado).toBe('validada');
    expect(r.entrevista.historial).toHaveLength(1);
    expect(r.entrevista.validacion).toMatchObject({
      numero: 2,
      decision: 'recomendado',
      por: { nombre: 'Nora' },
      anteriores: [{ numero: 1, decision: 'en_duda', por: { nombre: 'Otto' }, fecha: '2026-03-02T09:30:00.000Z' }],
    });
  });

  it('the calibration (D154) moves by the difference: the pair changes, the review moves from Otto to Nora', async () => {
    m.entrevista = entrevista(
      'validada',
      'Sin recomendación.',
      primera('en_duda', {
        enCalibracion: true,
        puntuacionesAjustadas: [{ habilidad: 'Trabajo en equipo', puntuacion: 9, puntuacionIA: 6 }],
      }),
    );
    const r = await validar({
      decision: 'no_recomendado',
      comentario: 'x',
      corrige: 1,
      motivoCambio: 'Sus ejemplos de equipo eran ajenos',
      puntuacionesAjustadas: [{ habilidad: 'Trabajo en equipo', puntuacion: 4 }],
    });
    const pasos = m.transacciones[0]!;
    const c = (campo: string) => `c_${claveCompetencia('Trabajo en equipo')}_${campo}`;
    // (6, 9) out, (6, 4) in; still one review; the decision no longer differs from the AI's.
    const diferencia = { cambiadas: -1, [c('b')]: -5, [c('bb')]: 16 - 81, [c('d2')]: 4 - 9 };
    expect(deltas(pasos, 'ESTAD#CALIB#GLOBAL#todas')).toEqual(diferencia);
    expect(deltas(pasos, 'ESTAD#CALIB#SERVICIO#s1')).toEqual(diferencia);
    expect(deltas(pasos, 'ESTAD#CALIB#METODO#integrado')).toEqual(diferencia);
    expect(deltas(pasos, 'ESTAD#CALIB#REVISOR#u0')).toEqual({
      revisadas: -1,
      cambiadas: -1,
      [c('n')]: -1,
      [c('a')]: -6,
      [c('b')]: -9,
      [c('aa')]: -36,
      [c('bb')]: -81,
      [c('d2')]: -9,
    });
    expect(deltas(pasos, 'ESTAD#CALIB#REVISOR#u1')).toEqual({
      revisadas: 1,
      [c('n')]: 1,
      [c('a')]: 6,
      [c('b')]: 4,
      [c('aa')]: 36,
      [c('bb')]: 16,
      [c('d2')]: 4,
    });
    expect(r.entrevista.validacion).toMatchObject({ numero: 2, enCalibracion: true });
    expect(r.entrevista.validacion!.anteriores![0]).not.toHaveProperty('enCalibracion');
  });

  it('a review from before D80 is taken back as it was counted (en duda counted as agreeing then)', async () => {
    const { recomendacionIA: _r, numero: _n, anteriores: _a, ...antigua } = primera('en_duda');
    m.entrevista = entrevista('validada', 'Sin recomendación.', antigua as Validacion);
    await validar({ decision: 'no_recomendado', comentario: 'x', corrige: 1 });
    // Was counted as agreeing, still agrees: nothing moves.
    expect(deltas(m.transacciones[0]!, 'ESTAD#CALIDAD')).toEqual({});
  });

  it('a stale correction (someone corrected it meanwhile) and a correction of nothing are 409s', async () => {
    m.entrevista = entrevista('validada', 'x', primera('en_duda', { numero: 2 }));
    await expect(validar({ decision: 'recomendado', comentario: 'x', corrige: 1 })).rejects.toMatchObject({
      status: 409,
      message: 'La revisión ha cambiado mientras la corregías: vuelve a abrir el informe para ver la actual',
    });
    m.entrevista = entrevista('analizada', 'x');
    await expect(validar({ decision: 'recomendado', comentario: 'x', corrige: 1 })).rejects.toMatchObject({
      status: 409,
      message: 'Esta entrevista todavía no tiene una revisión que corregir',
    });
    expect(m.transacciones).toHaveLength(0);
  });
});

describe('the review mails nobody (D180): the outcome goes after it, with the feedback', () => {
  it('a review that moves the candidate sends no mail and records none', async () => {
    m.entrevista = entrevista('analizada', 'x');
    const r = await validar({ decision: 'no_recomendado', comentario: 'No encaja.', estadoCandidato: 'rechazado' });
    expect(m.enviados).toHaveLength(0);
    expect(r.entrevista.validacion).toMatchObject({ estadoCandidato: 'rechazado', emailCandidato: null });
    expect(r.entrevista.validacion).not.toHaveProperty('email');
  });

  it('asking the review to mail the candidate is a 400 that says where the outcome is sent; nothing is written', async () => {
    m.entrevista = entrevista('analizada', 'x');
    await expect(
      validar({ decision: 'no_recomendado', comentario: 'No encaja.', estadoCandidato: 'rechazado', notificarCandidato: true }),
    ).rejects.toMatchObject({ status: 400, message: msg.notificarRetirado });
    expect(m.transacciones).toHaveLength(0);
  });
});

describe('an override of the AI needs a written reason, and the review is recorded (D153)', () => {
  const supervision = (pasos: TransactStep[]) =>
    pasos.map((p) => p.op.Put?.Item).find((i) => (i as { entidad?: string } | undefined)?.entidad === 'SUPERVISION') as any;

  it('another decision, or a changed score, without a reason is a 400 naming the field; nothing is written', async () => {
    m.entrevista = entrevista('analizada', 'Perfil no recomendado.');
    for (const body of [
      { decision: 'recomendado' as const, comentario: 'x' },
      { decision: 'en_duda' as const, comentario: 'x', motivoCambio: '   ' },
      { decision: 'no_recomendado' as const, comentario: 'x', puntuacionesAjustadas: [{ habilidad: 'Trabajo en equipo', puntuacion: 8 }] },
    ])
      await expect(validar(body)).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('escribe el motivo del cambio'),
        details: [{ campo: 'motivoCambio' }],
      });
    expect(m.transacciones).toEqual([]);
  });

  it("agreeing with the AI needs none; the entry sits in the review's transaction with the AI beside the person", async () => {
    m.entrevista = entrevista('analizada', 'Perfil no recomendado.');
    await validar({ decision: 'no_recomendado', comentario: 'x', evidenciaAbierta: ['trabajo en equipo', 'Otra'] });
    const e = supervision(m.transacciones[0]!);
    expect(m.transacciones[0]!.find((p) => p.op.Put?.Item === e)!.op.Put!.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(e).toMatchObject({
      PK: 'EMP#e1#SUPERV',
      GSI1PK: 'SUPERVENT#e1#1',
      tipo: 'revision',
      actor: { tipo: 'usuario', id: 'u1', nombre: 'Nora' },
      // Only the report's competencies with quotes count as opened (this one has none).
      revision: {
        numero: 1,
        corrige: null,
        decision: 'no_recomendado',
        recomendacionIA: 'no_recomendado',
        coincideConIA: true,
        motivo: null,
      },
    });
  });

  it("with the reason: the review keeps it, and the correction's entry says what it corrects and the scores changed", async () => {
    m.entrevista = entrevista('analizada', 'Perfil no recomendado.');
    const r = await validar({
      decision: 'no_recomendado',
      comentario: 'x',
      puntuacionesAjustadas: [{ habilidad: 'Trabajo en equipo', puntuacion: 8 }],
      motivoCambio: 'Coordina equipos a diario',
    });
    expect(r.entrevista.validacion?.motivoCambio).toBe('Coordina equipos a diario');
    expect(supervision(m.transacciones[0]!).revision).toMatchObject({
      motivo: 'Coordina equipos a diario',
      puntuacionesCambiadas: [{ habilidad: 'Trabajo en equipo', puntuacionIA: 6, puntuacion: 8 }],
    });
    m.transacciones = [];
    m.entrevista = { ...entrevista('validada', 'Perfil no recomendado.'), validacion: r.entrevista.validacion } as EntrevistaItem;
    await validar({ decision: 'en_duda', comentario: 'y', corrige: 1, motivoCambio: 'Dudas' });
    expect(supervision(m.transacciones[0]!)).toMatchObject({ tipo: 'correccion', revision: { numero: 2, corrige: 1, motivo: 'Dudas' } });
  });
});
