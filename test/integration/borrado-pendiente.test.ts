// A candidate waiting for their erasure (issue 54 item 3, D160) against the local stack: while the
// request is pending nothing new is done with them — scheduling and rescheduling answer 409 with the
// Spanish reason and send no invitation, the reminder job mails nothing, a CSV row with their email
// is reported with the reason, the result's email of a review is refused — and the candidate (list
// and profile) says when the erasure is due. An objected request blocks nothing.
import { describe, expect, it } from 'vitest';
import { formatFechaLarga } from '../../shared/fechas.js';
import { borradoSolicitado as msg, fmt } from '../../shared/messages.js';
import { crearSolicitudBorrado, nuevaSolicitud, oponerseSolicitud } from '../../functions/lib/db/borrado-solicitado.js';
import { recordarEntrevistas } from '../../functions/lib/entrevistas/recordatorios.js';
import { getEmpresa } from '../../functions/lib/db/empresas.js';
import { fechaEntrevista } from '../../functions/lib/entrevistas/fecha.js';
import { completarEntrevista, empresaConCandidatoDelArchivo, type EmpresaPrueba } from './entrevista-fixtures.js';
import { esperar, mailsTo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let acme: EmpresaPrueba;
let entrevistaId: string;
let plazoHasta: string;
const LUCIA = { nombre: 'Lucía Pendiente', email: 'lucia.pendiente@correo.test', puesto: 'Jefa de almacén' };
const PABLO = { nombre: 'Pablo Objetado', email: 'pablo.objetado@correo.test', puesto: 'Mozo de almacén' };
let pablo: string;
const MARTA = { nombre: 'Marta Revisada', email: 'marta.revisada@correo.test', puesto: 'Carretillera' };
let martaEntrevista: string;
const HORA = 3_600_000;

const programar = (candidatoId: string, enMs: number) =>
  stack.call('POST', '/api/entrevistas', {
    token: acme.admin.token,
    body: { candidatoId, servicioId: 'entrevistas-profundidad', fechaProgramada: new Date(Date.now() + enMs).toISOString() },
  });

empresaConCandidatoDelArchivo(
  {},
  {
    nombreComercial: 'Acme Pendientes',
    licencias: 5,
    admin: { nombre: 'Adela Ruiz' },
    candidato: LUCIA,
  },
  async (hecha) => {
    ({ stack, emp: acme } = hecha);
    // Scheduled before she asked: the reminder would go out within the day.
    const r = await programar(acme.candidatoId, 12 * HORA);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    entrevistaId = r.body.data.entrevista.id;
    const p = await stack.call('POST', '/api/candidatos', { token: acme.admin.token, body: PABLO });
    expect(p.status).toBe(201);
    pablo = p.body.data.id;
    // Marta's interview is done and analysed before she asks for her erasure.
    const m = await stack.call('POST', '/api/candidatos', { token: acme.admin.token, body: MARTA });
    expect(m.status).toBe(201);
    martaEntrevista = await completarEntrevista(stack, { ...acme, candidatoId: m.body.data.id, candidatoEmail: MARTA.email });
    await esperar(
      () => stack.call('GET', `/api/entrevistas/${martaEntrevista}`, { token: acme.admin.token }),
      (r) => r.body?.data?.estado === 'analizada',
    );
    await crearSolicitudBorrado(
      nuevaSolicitud(
        { empresaId: acme.empresaId, candidatoId: m.body.data.id, email: MARTA.email, nombre: MARTA.nombre, plazoDias: 7 },
        new Date(),
      ),
    );
    // Both ask for their erasure (as «Mis datos» writes it); the company objects to Pablo's.
    const ahora = new Date();
    const s = nuevaSolicitud(
      { empresaId: acme.empresaId, candidatoId: acme.candidatoId, email: LUCIA.email, nombre: LUCIA.nombre, plazoDias: 7 },
      ahora,
    );
    plazoHasta = s.plazoHasta;
    await crearSolicitudBorrado(s);
    const sp = nuevaSolicitud(
      { empresaId: acme.empresaId, candidatoId: pablo, email: PABLO.email, nombre: PABLO.nombre, plazoDias: 7 },
      ahora,
    );
    await crearSolicitudBorrado(sp);
    const empresa = await getEmpresa(acme.empresaId);
    zona = fechaEntrevista(plazoHasta, (empresa?.configuracion as { zonaHoraria?: string } | undefined)?.zonaHoraria).zona;
    await oponerseSolicitud(
      sp,
      {
        motivo: 'Obligación legal de conservar la entrevista (reclamación laboral).',
        fecha: ahora.toISOString(),
        por: { id: 'x', nombre: 'Adela Ruiz' },
      },
      ahora,
    );
  },
  120_000,
);

let zona: string;
/** The due date as the company reads it: on its clock (the product's own formatter). */
const fecha = () => formatFechaLarga(plazoHasta, zona)!;
const invitaciones = async (email: string) => (await mailsTo(stack, email)).length;

describe('a candidate with a pending erasure request', () => {
  it('is not scheduled: 409 with the Spanish reason and the date, and no invitation is mailed', async () => {
    const antes = await invitaciones(LUCIA.email);
    const r = await programar(acme.candidatoId, 48 * HORA);
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toBe(fmt(msg.bloqueado, { candidato: LUCIA.nombre, fecha: fecha() }));
    expect(await invitaciones(LUCIA.email)).toBe(antes);
  });

  it('is not rescheduled either (that mails them the new date)', async () => {
    const antes = await invitaciones(LUCIA.email);
    const r = await stack.call('PUT', `/api/entrevistas/${entrevistaId}`, {
      token: acme.admin.token,
      body: { fechaProgramada: new Date(Date.now() + 20 * HORA).toISOString() },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toBe(fmt(msg.bloqueado, { candidato: LUCIA.nombre, fecha: fecha() }));
    expect(await invitaciones(LUCIA.email)).toBe(antes);
  });

  it('is sent no reminder by the job', async () => {
    const antes = await invitaciones(LUCIA.email);
    await recordarEntrevistas(new Date());
    expect(await invitaciones(LUCIA.email)).toBe(antes);
  });

  it('is not imported again from a CSV: the row says why', async () => {
    const csv = `nombre,email\n${LUCIA.nombre},${LUCIA.email}\nNueva Persona,nueva.persona@correo.test\n`;
    const r = await stack.call('POST', '/api/candidatos/importar', {
      token: acme.admin.token,
      body: { nombreArchivo: 'candidatos.csv', contenido: csv },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    await stack.colas.idle();
    const fin = await esperar(
      () => stack.call('GET', `/api/candidatos/importaciones/${r.body.data.id}`, { token: acme.admin.token }),
      (x) => x.body?.data?.estado === 'completada',
    );
    expect(fin.body.data.filas.map((f: any) => [f.email, f.resultado, f.motivo ?? ''])).toEqual([
      [LUCIA.email, 'duplicado', fmt(msg.filaBloqueada, { email: LUCIA.email, fecha: fecha() })],
      ['nueva.persona@correo.test', 'creado', ''],
    ]);
  });

  it('says when the erasure is due, in the list and the profile; others say nothing', async () => {
    const lista = await stack.call('GET', '/api/candidatos?limit=100', { token: acme.admin.token });
    const porEmail = new Map<string, any>(lista.body.data.items.map((c: any) => [c.email, c]));
    expect(porEmail.get(LUCIA.email).borradoPendienteHasta).toBe(plazoHasta);
    expect(porEmail.get(PABLO.email).borradoPendienteHasta).toBeUndefined();
    expect(porEmail.get('nueva.persona@correo.test').borradoPendienteHasta).toBeUndefined();
    const perfil = await stack.call('GET', `/api/candidatos/${acme.candidatoId}`, { token: acme.admin.token });
    expect(perfil.body.data.borradoPendienteHasta).toBe(plazoHasta);
  });
});

describe('a review of a candidate with a pending erasure request', () => {
  it('is not mailed to them: the review is saved, and sending the result is refused before anything is written (D180)', async () => {
    const antes = (await mailsTo(stack, MARTA.email)).length;
    // The outcome alone (no feedback: these answers give no quotable strength); what is checked is the erasure's block.
    const sinComentarios = await stack.call('PUT', `/api/configuracion/empresa/${acme.empresaId}/comentarios-candidato`, {
      token: acme.admin.token,
      body: { activos: false },
    });
    expect(sinComentarios.status, JSON.stringify(sinComentarios.body)).toBe(200);
    const r = await stack.call('PUT', `/api/entrevistas/${martaEntrevista}/validacion`, {
      token: acme.admin.token,
      body: {
        decision: 'no_recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Sin ejemplos concretos.',
        estadoCandidato: 'rechazado',
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c = await stack.call('GET', `/api/entrevistas/${martaEntrevista}/comentarios`, { token: acme.admin.token });
    expect(c.body.data.estado, JSON.stringify(c.body)).toBe('borrador');
    const { asunto, mensaje, fortalezas, mejoras } = c.body.data.borrador;
    const enviar = await stack.call('PUT', `/api/entrevistas/${martaEntrevista}/comentarios`, {
      token: acme.admin.token,
      body: { asunto, mensaje, fortalezas, mejoras },
    });
    expect(enviar.status, JSON.stringify(enviar.body)).toBe(409);
    expect(enviar.body.message).toBe(fmt(msg.bloqueado, { candidato: MARTA.nombre, fecha: fecha() }));
    const despues = await stack.call('GET', `/api/entrevistas/${martaEntrevista}/comentarios`, { token: acme.admin.token });
    expect(despues.body.data.estado).toBe('borrador');
    expect((await mailsTo(stack, MARTA.email)).length).toBe(antes);
  });
});

describe('an objected request', () => {
  it('blocks nothing: the company keeps the data for a stated reason and may invite', async () => {
    const r = await programar(pablo, 48 * HORA);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await mailsTo(stack, PABLO.email)).length).toBeGreaterThan(0);
  });
});
