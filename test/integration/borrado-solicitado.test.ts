// Erasure on the candidate's request (D149) against the local stack: the candidate asks from «Mis
// datos» (an access key proves the email; a company that holds no candidate of it answers 404), once
// (a second request answers the first); the company's admins are told and may object before the
// deadline with a written legal reason the candidate reads (operators may not; after the deadline
// nobody may); the hourly job, called with a moved clock, erases exactly the requests that are due,
// through the company's erasure (usage stays counted), mails the confirmation once, leaves a record
// without personal data, survives a second and a concurrent run, and ends a request whose candidate
// the company erased meanwhile.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BORRADO_SOLICITADO } from '../../shared/constants.js';
import { enVariante } from '../../shared/espanol.js';
import { borradoSolicitado as msg, fmt } from '../../shared/messages.js';
import { borradoKeys, crearSolicitudBorrado, nuevaSolicitud, reclamarSolicitud } from '../../functions/lib/db/borrado-solicitado.js';
import { getCandidato } from '../../functions/lib/db/candidatos.js';
import { getItem, queryAll } from '../../functions/lib/db/repository.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { CLAIM_MS, ejecutarBorradosSolicitados } from '../../functions/lib/mis-datos/ejecutar-borrados.js';
import { POR_TITULAR } from '../../functions/lib/candidatos/eliminar.js';
import { completarEntrevista, empresaConCandidato, otroCandidato, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, pilaDelArchivo, postDesde, type Session, usuarioConSesion } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const DIA = 86_400_000;
const ASUNTO_ENLACE = 'Tu enlace para ver tus datos en Talentia';

/** Asks for a «Mis datos» link for `email` from `source`, opens the mailed one, answers the page's access key. */
async function accesoPara(email: string, source: string): Promise<string> {
  expect((await postDesde(stack, '/api/publico/mis-datos/solicitud', { email }, source)).status).toBe(200);
  const mail = (await mailsTo(stack, email)).filter((m) => m.subject === ASUNTO_ENLACE).at(-1);
  expect(mail, `no «Mis datos» mail reached ${email}`).toBeDefined();
  const token = /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(mail!.body.text ?? mail!.body.html ?? '')![1]!;
  const r = await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.acceso;
}

const pedir = (acceso: string, empresaId: string) =>
  stack.call('POST', `/api/publico/mis-datos/${encodeURIComponent(acceso)}/borrado`, { body: { empresaId } });
const pagina = (acceso: string) => stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
const verBorrado = (s: Session, candidatoId: string) =>
  stack.call('GET', `/api/candidatos/${candidatoId}/borrado-solicitado`, { token: s.token });
const oponerse = (s: Session, candidatoId: string, motivo: string) =>
  stack.call('POST', `/api/candidatos/${candidatoId}/borrado-solicitado/oposicion`, { token: s.token, body: { motivo } });

const confirmaciones = async (email: string, empresa: string) =>
  (await mailsTo(stack, email)).filter((m) => m.subject === `${empresa} ha borrado tus datos`);

const MOTIVO =
  'Obligación legal: el candidato ha presentado una reclamación laboral y debemos conservar la entrevista como prueba (art. 17.3.e RGPD).';

const LUCIA = 'lucia.borrado@correo.test';
let acme: EmpresaPrueba;
let beta: EmpresaPrueba;
let gamma: EmpresaPrueba;
let operador: Session;
let pablo: string;
let rosa: string;
let tomas: string;
let accesoLucia: string;

const candidato = async (emp: EmpresaPrueba, nombre: string, email: string) =>
  (await otroCandidato(stack, emp, nombre, email, 'Mozo de almacén')).candidatoId;

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Borrados',
    licencias: 3,
    admin: { nombre: 'Adela Ruiz', email: 'adela@acme-borrados.test' },
    candidato: { nombre: 'Lucía Fernández', email: LUCIA },
  });
  beta = await empresaConCandidato(stack, { nombreComercial: 'Beta Plazos', licencias: 1, candidato: { email: LUCIA } });
  gamma = await empresaConCandidato(stack, {
    nombreComercial: 'Gamma Ajena',
    licencias: 1,
    candidato: { nombre: 'Germán Ajeno', email: 'german.ajeno@correo.test' },
  });
  operador = await usuarioConSesion(stack, acme.admin, { email: 'olga@acme-borrados.test', rol: 'operador', nombre: 'Olga Operadora' });
  // Lucía's interview at Acme is done: its plan unit is spent and must stay so after her erasure (D79).
  await completarEntrevista(stack, acme);
  pablo = await candidato(acme, 'Pablo Objetado', 'pablo.objetado@correo.test');
  rosa = await candidato(acme, 'Rosa Adelantada', 'rosa.adelantada@correo.test');
  tomas = await candidato(acme, 'Tomás Tardío', 'tomas.tardio@correo.test');
}, 180_000);

describe('the company setting', () => {
  it('an admin sets the objection window within 1–30 days; out of range is refused in Spanish', async () => {
    const fuera = await stack.call('PATCH', `/api/empresas/${beta.empresaId}`, {
      token: beta.admin.token,
      body: { configuracion: { plazoOposicionBorradoDias: BORRADO_SOLICITADO.plazoDiasMax + 1 } },
    });
    expect(fuera.status).toBe(400);
    expect(JSON.stringify(fuera.body)).toContain(
      fmt(msg.plazoInvalido, { min: BORRADO_SOLICITADO.plazoDiasMin, max: BORRADO_SOLICITADO.plazoDiasMax }),
    );
    const r = await stack.call('PATCH', `/api/empresas/${beta.empresaId}`, {
      token: beta.admin.token,
      body: { configuracion: { plazoOposicionBorradoDias: 2 } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.configuracion.plazoOposicionBorradoDias).toBe(2);
  });
});

describe('the candidate asks', () => {
  it('is pending until the company window ends, the same on a second request, and shown on «Mis datos»', async () => {
    accesoLucia = await accesoPara(LUCIA, '127.0.0.21');
    const antes = Date.now();
    const r = await pedir(accesoLucia, acme.empresaId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'pendiente', oposicion: null });
    const { solicitadoEn, plazoHasta } = r.body.data;
    expect(Date.parse(plazoHasta) - Date.parse(solicitadoEn)).toBe(BORRADO_SOLICITADO.plazoDiasPorDefecto * DIA);
    expect(Date.parse(solicitadoEn)).toBeGreaterThanOrEqual(antes - 1_000);
    // Idempotent: the same request, not a new window.
    const otra = await pedir(accesoLucia, acme.empresaId);
    expect(otra.status).toBe(200);
    expect(otra.body.data).toEqual(r.body.data);
    // Beta's own window (2 days, its setting).
    const b = await pedir(accesoLucia, beta.empresaId);
    expect(b.status).toBe(200);
    expect(Date.parse(b.body.data.plazoHasta) - Date.parse(b.body.data.solicitadoEn)).toBe(2 * DIA);
    // The page shows each company's request.
    const p = await pagina(accesoLucia);
    const porEmpresa = Object.fromEntries(p.body.data.empresas.map((e: any) => [e.empresa.id, e.borrado]));
    expect(porEmpresa[acme.empresaId]).toEqual(r.body.data);
    expect(porEmpresa[beta.empresaId]).toEqual(b.body.data);
  });

  it('tells the company: its admins get an email and a notification once; the profile shows the request', async () => {
    const mails = (await mailsTo(stack, 'adela@acme-borrados.test')).filter(
      (m) => m.subject === 'Lucía Fernández ha pedido que se borren sus datos',
    );
    expect(mails).toHaveLength(1);
    const n = await stack.call('GET', '/api/notificaciones', { token: acme.admin.token });
    const avisos = JSON.stringify(n.body.data).split(msg.notificacionTitulo).length - 1;
    expect(avisos).toBe(1);
    const v = await verBorrado(acme.admin, acme.candidatoId);
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ estado: 'pendiente', oposicion: null });
    // An operator reads it too; a candidate who asked nothing has none.
    expect((await verBorrado(operador, acme.candidatoId)).body.data.estado).toBe('pendiente');
    expect((await verBorrado(acme.admin, pablo)).body.data).toBeNull();
  });

  it('is a 404 for a company that holds no candidate of the proved email, or none at all, or a dead key', async () => {
    expect(await pedir(accesoLucia, gamma.empresaId)).toMatchObject({ status: 404, body: { message: enVariante(msg.noEncontrado) } });
    expect((await pedir(accesoLucia, 'empresa-que-no-existe')).status).toBe(404);
    expect((await pedir('x'.repeat(43), acme.empresaId)).status).toBe(404);
    expect(await getItem(borradoKeys.solicitud(gamma.empresaId, gamma.candidatoId))).toBeUndefined();
  });
});

describe('the company objects', () => {
  let accesoPablo: string;
  beforeAll(async () => {
    accesoPablo = await accesoPara('pablo.objetado@correo.test', '127.0.0.22');
    expect((await pedir(accesoPablo, acme.empresaId)).status).toBe(200);
  });

  it('only an admin, only with a written legal reason; recorded with who and when; the candidate reads the reason', async () => {
    expect((await oponerse(operador, pablo, MOTIVO)).status).toBe(403);
    const corto = await oponerse(acme.admin, pablo, 'Porque sí');
    expect(corto.status).toBe(400);
    expect(JSON.stringify(corto.body)).toContain(fmt(msg.motivoCorto, { min: BORRADO_SOLICITADO.motivoMin }));
    const r = await oponerse(acme.admin, pablo, `  ${MOTIVO}  `);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'opuesta', oposicion: { motivo: MOTIVO, por: 'Adela Ruiz', aviso: 'enviado' } });
    // The candidate is told at once, with the reason and where to complain (GDPR Art. 12(4)), and the profile says so.
    const avisos = (await mailsTo(stack, 'pablo.objetado@correo.test')).filter((m) => m.subject.endsWith('no borrará tus datos por ahora'));
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.body.html).toContain(MOTIVO);
    expect(avisos[0]!.body.html).toContain('Agencia Española de Protección de Datos');
    expect((await verBorrado(acme.admin, pablo)).body.data.oposicion).toMatchObject({ aviso: 'enviado' });
    // Once.
    expect(await oponerse(acme.admin, pablo, MOTIVO)).toMatchObject({ status: 409, body: { message: msg.yaOpuesta } });
    const p = await pagina(accesoPablo);
    const borrado = p.body.data.empresas.find((e: any) => e.empresa.id === acme.empresaId).borrado;
    expect(borrado).toMatchObject({ estado: 'opuesta', oposicion: { motivo: MOTIVO } });
    // The candidate never reads who objected.
    expect(JSON.stringify(borrado)).not.toContain('Adela');
    // Another company's admin does not reach it.
    expect((await oponerse(gamma.admin, pablo, MOTIVO)).status).toBe(404);
  });

  it('not after the deadline', async () => {
    // Tomás asked eight days ago (the clock moved back for his request only).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 8 * DIA });
    try {
      const acceso = await accesoPara('tomas.tardio@correo.test', '127.0.0.23');
      expect((await pedir(acceso, acme.empresaId)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await oponerse(acme.admin, tomas, MOTIVO)).toMatchObject({ status: 409, body: { message: msg.plazoVencido } });
    expect((await verBorrado(acme.admin, tomas)).body.data).toMatchObject({ estado: 'pendiente', oposicion: null });
  });
});

describe('the job', () => {
  let usoAntes: number;
  beforeAll(async () => {
    // Rosa asks; then the company erases her itself.
    const acceso = await accesoPara('rosa.adelantada@correo.test', '127.0.0.24');
    expect((await pedir(acceso, acme.empresaId)).status).toBe(200);
    expect((await stack.call('DELETE', `/api/candidatos/${rosa}`, { token: acme.admin.token })).status).toBe(200);
    usoAntes = (await stack.call('GET', `/api/empresas/${acme.empresaId}`, { token: acme.admin.token })).body.data.uso.entrevistas;
    expect(usoAntes).toBeGreaterThan(0);
  });

  it('erases exactly the due ones (the clock moved), through the erasure; the opposed one stays', async () => {
    const r = await ejecutarBorradosSolicitados(new Date(Date.now() + 3 * DIA));
    // Beta's (2 days), Tomás's (past) and Rosa's (erased by the company) are due; Acme's Lucía not yet, Pablo's objected.
    expect(r).toMatchObject({ vencidas: 3, borrados: 2, yaBorrados: 1, confirmaciones: 3, fallidos: 0 });
    expect(await getCandidato(beta.empresaId, beta.candidatoId)).toBeUndefined();
    expect(await getCandidato(acme.empresaId, tomas)).toBeUndefined();
    expect(await getCandidato(acme.empresaId, acme.candidatoId)).toBeDefined();
    expect(await getCandidato(acme.empresaId, pablo)).toBeDefined();
    expect(await confirmaciones(LUCIA, 'Beta Plazos')).toHaveLength(1);
    expect(await confirmaciones('tomas.tardio@correo.test', 'Acme Borrados')).toHaveLength(1);
    // The company erased Rosa meanwhile: the request still ends, and she is told.
    expect(await confirmaciones('rosa.adelantada@correo.test', 'Acme Borrados')).toHaveLength(1);
    // «Mis datos» no longer lists Beta; Acme's request is still pending.
    const p = await pagina(accesoLucia);
    expect(p.body.data.empresas.map((e: any) => e.empresa.id)).toEqual([acme.empresaId]);
    expect(p.body.data.empresas[0].borrado.estado).toBe('pendiente');
  });

  it('keeps a record without personal data, and an audit entry naming the candidate’s request', async () => {
    const s = await getItem<Record<string, unknown>>(borradoKeys.solicitud(beta.empresaId, beta.candidatoId));
    expect(s).toMatchObject({ estado: 'ejecutada', confirmacion: 'enviada', empresaId: beta.empresaId, candidatoId: beta.candidatoId });
    expect(s).not.toHaveProperty('email');
    expect(s).not.toHaveProperty('nombre');
    expect(s).not.toHaveProperty('GSI1PK');
    expect(JSON.stringify(s)).not.toContain('lucia');
    const auditoria = await queryAll<Record<string, unknown>>({ pk: tenantPk(beta.empresaId), skPrefix: 'AUDIT#' });
    expect(auditoria.filter((a) => a.candidatoId === beta.candidatoId && a.por === POR_TITULAR)).toHaveLength(1);
  });

  it('a second run and two concurrent runs later erase nothing twice and mail once; usage stays counted', async () => {
    expect(await ejecutarBorradosSolicitados(new Date(Date.now() + 3 * DIA))).toMatchObject({ vencidas: 0, borrados: 0 });
    const [a, b] = await Promise.all([
      ejecutarBorradosSolicitados(new Date(Date.now() + 8 * DIA)),
      ejecutarBorradosSolicitados(new Date(Date.now() + 8 * DIA)),
    ]);
    expect(a.borrados + b.borrados).toBe(1);
    expect(a.confirmaciones + b.confirmaciones).toBe(1);
    expect(await ejecutarBorradosSolicitados(new Date(Date.now() + 9 * DIA))).toMatchObject({ vencidas: 0 });
    expect(await getCandidato(acme.empresaId, acme.candidatoId)).toBeUndefined();
    expect(await getCandidato(acme.empresaId, pablo)).toBeDefined();
    expect(await confirmaciones(LUCIA, 'Acme Borrados')).toHaveLength(1);
    expect(await confirmaciones(LUCIA, 'Beta Plazos')).toHaveLength(1);
    const uso = (await stack.call('GET', `/api/empresas/${acme.empresaId}`, { token: acme.admin.token })).body.data.uso.entrevistas;
    expect(uso).toBe(usoAntes);
    // Nothing of Lucía left for «Mis datos» to show.
    expect((await pagina(accesoLucia)).body.data.empresas).toEqual([]);
  });

  it('a run that died after its claim is taken again once the claim lapses, and mails once', async () => {
    // Germán's request, overdue, claimed by a run that then died (written as the job writes them).
    const t0 = Date.now();
    const { solicitud } = await crearSolicitudBorrado(
      nuevaSolicitud(
        {
          empresaId: gamma.empresaId,
          candidatoId: gamma.candidatoId,
          email: 'german.ajeno@correo.test',
          nombre: 'Germán Ajeno',
          plazoDias: 1,
        },
        new Date(t0 - 2 * DIA),
      ),
    );
    expect(await reclamarSolicitud(solicitud, 'run-que-murio', new Date(t0 + CLAIM_MS))).toBeDefined();
    // While the claim holds, nothing is due.
    expect(await ejecutarBorradosSolicitados(new Date(t0 + CLAIM_MS - 60_000))).toMatchObject({ vencidas: 0 });
    expect(await getCandidato(gamma.empresaId, gamma.candidatoId)).toBeDefined();
    const r = await ejecutarBorradosSolicitados(new Date(t0 + CLAIM_MS + 60_000));
    expect(r).toMatchObject({ vencidas: 1, borrados: 1, confirmaciones: 1 });
    expect(await ejecutarBorradosSolicitados(new Date(t0 + 2 * CLAIM_MS))).toMatchObject({ vencidas: 0 });
    expect(await getCandidato(gamma.empresaId, gamma.candidatoId)).toBeUndefined();
    expect(await confirmaciones('german.ajeno@correo.test', 'Gamma Ajena')).toHaveLength(1);
  });
});
