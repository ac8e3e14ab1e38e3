// A restore keeps every person's rights and every user (issue 54 items 1 and 2; D159), against the
// local stack. A company whose people used their rights — Lucía asked for her erasure and contested
// her interview's assessment (answered by an operator after a review), Pablo asked for his and the
// company objected, Carla consented to be kept and was rejected (her retention entry filed by the
// job) — and whose operator and API key have their own notifications, goes through export → clear
// → import. The import refuses nothing the export wrote, the partition has every kind of item it
// had, a second export is the first one, the rights read as before (the erasure is still due on its
// date and the job still runs it; the objection, the contest's answer, the consent and the retention
// entry are there with their index entries), and every user signs in as before. The company's own
// pipeline stages (D195) come back in its order, with Pablo still in the stage it added and movable.
// A Colombian company's own fields (issue 67) go through the same round trip: its country, E.164 phone,
// representative (D216) and transfer safeguard (D217) are in the file and as they were after it (the clear
// keeps the company record, which an import never writes), its currency and subscription and the plans'
// prices untouched, and its answers to the impact study (D218) back with their version and the study's
// hash; a file whose company record holds a bad representative or safeguard is a Spanish 400 that stores
// nothing, and an answers row no screen could save is refused with its reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { dvNit } from '../../shared/identificacion-fiscal.js';
import { datos as msgDatos, empresas as msgEmpresas, fmt, ubicacionDatos as msgUbicacion } from '../../shared/messages.js';
import { monedaDe } from '../../shared/paises.js';
import { DOSIER, EstudioImpacto } from '../../shared/schemas/dosier.js';
import { SUPERADMIN } from './local-stack.js';
import { RETENCION, versionConservar } from '../../shared/retencion.js';
import { borradoKeys } from '../../functions/lib/db/borrado-solicitado.js';
import { getCandidato } from '../../functions/lib/db/candidatos.js';
import { paginaDeEmpresa } from '../../functions/lib/db/empresas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { getConservar, getRetencion } from '../../functions/lib/db/retencion.js';
import { ejecutarBorradosSolicitados } from '../../functions/lib/mis-datos/ejecutar-borrados.js';
import { revisarRetenciones } from '../../functions/lib/retencion/plazos.js';
import { contarPorTipo } from './datos-recuento.js';
import { empresaConCandidato, hastaAnalizada, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { EtapasProceso } from '../../shared/schemas/etapas-vacante.js';
import {
  empresaConAdmin,
  login,
  mailsTo,
  pilaDelArchivo,
  postDesde,
  tokenDeInvitacion,
  type Session,
  usuarioConSesion,
  vacanteConDefectos,
} from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const HORA = 3_600_000;
const LUCIA = 'lucia.restaura@correo.test';
const PABLO = 'pablo.restaura@correo.test';
const CARLA = 'carla.restaura@correo.test';
const OPERADORA = { email: 'olga@acme-restaura.test', password: 'Turnos-Almacen-2026', nombre: 'Olga Pardo' };
const MOTIVO =
  'Obligación legal: el candidato ha presentado una reclamación laboral y debemos conservar la entrevista como prueba (art. 17.3.e RGPD).';
const OPINION = 'Creo que la puntuación de comunicación no refleja lo que expliqué sobre la coordinación del equipo.';
const RESPUESTA = 'Hemos vuelto a leer tus respuestas con una persona del equipo y hemos subido la valoración de comunicación.';
const CONTACTO_DOSIER = 'Departamento de Personas: personas@acme-restaura.test';

let acme: EmpresaPrueba;
let operadora: Session;
let claveId: string;
let pablo: string;
let carla: string;
let entrevistaLucia: string;
let accesoLucia: string;
let accesoPablo: string;
let vacante: string;

/** Asks for a «Mis datos» link for `email` from `source`, opens the mailed one, answers the page's access key. */
async function accesoPara(email: string, source: string): Promise<string> {
  expect((await postDesde(stack, '/api/publico/mis-datos/solicitud', { email }, source)).status).toBe(200);
  const mail = (await mailsTo(stack, email)).filter((m) => m.subject === 'Tu enlace para ver tus datos en Talentia').at(-1);
  expect(mail, `no «Mis datos» mail reached ${email}`).toBeDefined();
  const token = /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(mail!.body.text ?? mail!.body.html ?? '')![1]!;
  const r = await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.acceso;
}

const pagina = (acceso: string) => stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
const pedirBorrado = (acceso: string) =>
  stack.call('POST', `/api/publico/mis-datos/${encodeURIComponent(acceso)}/borrado`, { body: { empresaId: acme.empresaId } });
const verBorrado = (candidatoId: string) =>
  stack.call('GET', `/api/candidatos/${candidatoId}/borrado-solicitado`, { token: acme.admin.token });

/** Consents, answers and finishes the interview of `token`; waits for the built-in analyzer's report. */
const completarYAnalizar = (id: string, token: string) => hastaAnalizada(stack, acme, token, id);

/** The company's notifications addressed to `userId` (its partition, read by key prefix). */
async function notificacionesDe(userId: string): Promise<number> {
  const page = await paginaDeEmpresa(acme.empresaId, { skPrefix: `NOTIF#${userId}#`, limit: 100, cursor: null });
  return page.items.length;
}

/** Imports these rows into the company as its admin (the synchronous route: one answer with every row's result). */
const importar = (elementos: Array<{ sk: string; item: Record<string, unknown> }>) =>
  stack.call('POST', '/api/datos/importar', {
    token: acme.admin.token,
    body: {
      archivo: {
        exportInfo: { version: '1.0', fecha: new Date().toISOString(), generadoPor: 'test' },
        empresas: [],
        datos: [{ empresaId: acme.empresaId, elementos }],
      },
    },
  });

/** What a user's bell shows: the notifications and the unread count. */
async function bandeja(s: Session) {
  const r = await stack.call('GET', '/api/notificaciones?limit=100', { token: s.token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** A company's export, its rows in key order (the comparison of two exports). */
async function exportar(): Promise<Array<{ sk: string; item: Record<string, unknown> }>> {
  const r = await stack.call('GET', '/api/datos/exportar', { token: acme.admin.token });
  expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
  return [...r.body.data.datos[0].elementos].sort((a: { sk: string }, b: { sk: string }) => a.sk.localeCompare(b.sk));
}

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Restaura',
    licencias: 4,
    candidato: { nombre: 'Lucía Fernández', email: LUCIA },
  });
  operadora = await usuarioConSesion(stack, acme.admin, { ...OPERADORA, rol: 'operador' });
  // The company's ATS, with a key that schedules interviews.
  const clave = await stack.call('POST', '/api/claves-acceso', {
    token: acme.admin.token,
    body: { nombre: 'ATS', alcances: ['entrevistas:escribir'] },
  });
  expect(clave.status, JSON.stringify(clave.body)).toBe(201);
  claveId = clave.body.data.clave.id;
  const secreto = clave.body.data.secreto as string;

  // Lucía: an analysed interview, her view on it answered after a review, and her erasure request.
  const l = await programarEntrevista(stack, acme);
  entrevistaLucia = l.id;
  await completarYAnalizar(l.id, l.token);
  accesoLucia = await accesoPara(LUCIA, '127.0.0.31');
  const imp = await stack.call(
    'POST',
    `/api/publico/mis-datos/${encodeURIComponent(accesoLucia)}/empresas/${acme.empresaId}/entrevistas/${entrevistaLucia}/impugnacion`,
    { body: { opinion: OPINION, pideRevision: true } },
  );
  expect(imp.status, JSON.stringify(imp.body)).toBe(200);
  const rev = await stack.call('PUT', `/api/entrevistas/${entrevistaLucia}/validacion`, {
    token: operadora.token,
    body: {
      decision: 'recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Revisada a petición de la candidata: la coordinación está bien explicada.',
    },
  });
  expect(rev.status, JSON.stringify(rev.body)).toBe(200);
  const resp = await stack.call('PUT', `/api/entrevistas/${entrevistaLucia}/impugnacion`, {
    token: operadora.token,
    body: { respuesta: RESPUESTA },
  });
  expect(resp.status, JSON.stringify(resp.body)).toBe(200);
  expect((await pedirBorrado(accesoLucia)).status).toBe(200);

  // Pablo asks for his erasure; the company objects with a legal reason.
  const p = await stack.call('POST', '/api/candidatos', {
    token: acme.admin.token,
    body: { nombre: 'Pablo Objetado', email: PABLO, puesto: 'Mozo' },
  });
  expect(p.status).toBe(201);
  pablo = p.body.data.id;
  accesoPablo = await accesoPara(PABLO, '127.0.0.32');
  expect((await pedirBorrado(accesoPablo)).status).toBe(200);
  const op = await stack.call('POST', `/api/candidatos/${pablo}/borrado-solicitado/oposicion`, {
    token: acme.admin.token,
    body: { motivo: MOTIVO },
  });
  expect(op.status, JSON.stringify(op.body)).toBe(200);

  // The company's own pipeline (D195): «Prueba técnica» added after «Entrevistado», Pablo in it in a vacancy.
  const defecto = (await stack.call('GET', '/api/vacantes/etapas', { token: acme.admin.token })).body.data as EtapasProceso;
  const cuerpo = defecto.etapas.map(({ id, nombre }) => ({ id, nombre }) as { id?: string; nombre: string });
  cuerpo.splice(3, 0, { nombre: 'Prueba técnica' });
  const et = await stack.call('PUT', '/api/vacantes/etapas', { token: acme.admin.token, body: { etapas: cuerpo, version: 0 } });
  expect(et.status, JSON.stringify(et.body)).toBe(200);
  const prueba = (et.body.data as EtapasProceso).etapas[3]!;
  expect(prueba.nombre).toBe('Prueba técnica');
  vacante = await vacanteConDefectos(stack, acme.admin, 'Mozo de almacén', 'Zaragoza');
  const u = await stack.call('POST', `/api/vacantes/${vacante}/candidatos`, {
    token: acme.admin.token,
    body: { candidatoId: pablo, etapa: prueba.id },
  });
  expect(u.status, JSON.stringify(u.body)).toBe(201);

  // The company's own answers in the dossier (D184), then the dossier given to the works council
  // (D174): the company's record of having informed them.
  const respuestas = await stack.call('PUT', '/api/informes/dosier-algoritmico/respuestas', {
    token: acme.admin.token,
    body: { version: 0, respuestas: { contacto: CONTACTO_DOSIER } },
  });
  expect(respuestas.status, JSON.stringify(respuestas.body)).toBe(200);
  const dosier = (await stack.call('GET', '/api/informes/dosier-algoritmico', { token: acme.admin.token })).body.data;
  const entrega = await stack.call('POST', '/api/informes/dosier-algoritmico/entregas', {
    token: acme.admin.token,
    body: {
      fecha: new Date().toISOString().slice(0, 10),
      organo: 'Comité de empresa',
      hash: dosier.hash,
      desde: dosier.desde,
      hasta: dosier.hasta,
    },
  });
  expect(entrega.status, JSON.stringify(entrega.body)).toBe(201);

  // Carla: interviewed through the API key (the key hears of its report), consents to be kept, is rejected.
  const c = await stack.call('POST', '/api/candidatos', { token: acme.admin.token, body: { nombre: 'Carla Consiente', email: CARLA } });
  expect(c.status).toBe(201);
  carla = c.body.data.id;
  const ent = await stack.call('POST', '/api/entrevistas', {
    headers: { authorization: `Bearer ${secreto}` },
    body: { candidatoId: carla, servicioId: 'entrevistas-profundidad', fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(ent.status, JSON.stringify(ent.body)).toBe(201);
  const tokenCarla = tokenDeInvitacion(await mailsTo(stack, CARLA));
  await completarYAnalizar(ent.body.data.entrevista.id, tokenCarla);
  const cons = await stack.call('POST', urlPublica(tokenCarla, '/conservar'), {
    body: { version: versionConservar(RETENCION.mesesPorDefecto) },
  });
  expect(cons.status, JSON.stringify(cons.body)).toBe(200);
  for (let i = 0; ; i++) {
    const r = await stack.call('PUT', `/api/candidatos/${carla}`, { token: acme.admin.token, body: { estado: 'rechazado' } });
    if (r.status === 200) break;
    expect(i < 5 && r.status === 409, JSON.stringify(r.body)).toBe(true);
  }
  await revisarRetenciones(new Date(Date.now() + 60_000));
  expect((await getRetencion(acme.empresaId, carla))?.venceEn).toBeTruthy();
  // The analysis tells whoever scheduled: the key (its notification is the last write of the flow).
  for (let i = 0; i < 100 && (await notificacionesDe(`clave:${claveId}`)) === 0; i++) await new Promise((res) => setTimeout(res, 100));
  expect(await notificacionesDe(`clave:${claveId}`)).toBeGreaterThan(0);
}, 240_000);

describe('export → clear → import', () => {
  let antes: Record<string, number>;
  let archivo: Array<{ sk: string; item: Record<string, unknown> }>;
  let borradoLucia: Record<string, unknown>;
  let borradoPablo: Record<string, unknown>;
  let notifClave: number;
  let notifOperadora: number;
  let bandejas: unknown[];
  let etapas: EtapasProceso;
  let tablero: unknown;

  const leerEtapas = async () => (await stack.call('GET', '/api/vacantes/etapas', { token: acme.admin.token })).body.data as EtapasProceso;
  const leerTablero = async () => {
    const r = await stack.call('GET', `/api/vacantes/${vacante}/candidatos`, { token: acme.admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  beforeAll(async () => {
    antes = await contarPorTipo(acme.empresaId);
    archivo = await exportar();
    borradoLucia = (await verBorrado(acme.candidatoId)).body.data;
    borradoPablo = (await verBorrado(pablo)).body.data;
    expect(borradoLucia).toMatchObject({ estado: 'pendiente' });
    expect(borradoPablo).toMatchObject({ estado: 'opuesta' });
    notifClave = await notificacionesDe(`clave:${claveId}`);
    notifOperadora = await notificacionesDe(operadora.user.id);
    bandejas = await Promise.all([acme.admin, operadora].map(bandeja));
    etapas = await leerEtapas();
    tablero = await leerTablero();
  });

  it("the file holds every right: erasure requests, contests, consents and retention entries; and the dossier's deliveries", () => {
    const tipos = new Set(archivo.map((e) => e.sk.split('#', 1)[0]));
    for (const s of ['BORRADOSOL', 'IMPUGNACION', 'CONSERVAR', 'RETENCION', 'DOSIERENTREGA', 'DOSIERRESP'])
      expect(tipos.has(s), s).toBe(true);
  });

  it('a clear keeps every user: the operator still signs in', async () => {
    const res = await stack.call('POST', '/api/datos/limpiar', { token: acme.admin.token, body: { confirmacion: 'Acme Restaura' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.usuarios).toBe(0);
    const despues = await contarPorTipo(acme.empresaId);
    expect(despues.usuario).toBe(antes.usuario);
    expect(despues.borrado_solicitado).toBeUndefined();
    expect(await getRetencion(acme.empresaId, carla)).toBeUndefined();
    // The dossier's answers went with the data (the file brings them back).
    const sinRespuestas = await stack.call('GET', '/api/informes/dosier-algoritmico/respuestas', { token: acme.admin.token });
    expect(sinRespuestas.body.data).toMatchObject({ version: 0, respuestas: {} });
    // The company's own stages went with the data: the defaults until the file brings them back.
    expect((await leerEtapas()).etapas.map((e) => e.nombre)).not.toContain('Prueba técnica');
    await login(stack, OPERADORA.email, OPERADORA.password);
  });

  it('the import refuses nothing its own export wrote, and gives back every kind of item', async () => {
    const res = await importar(archivo);
    expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
    const rechazadas = res.body.data.filas.filter((f: { resultado: string }) => f.resultado === 'rechazado');
    expect(rechazadas).toEqual([]);
    expect(res.body.data.creados).toBe(archivo.length);
    expect(await contarPorTipo(acme.empresaId)).toEqual(antes);
    // A second export is the first: the same rows with the same content.
    expect(await exportar()).toEqual(archivo);
    expect(await notificacionesDe(`clave:${claveId}`)).toBe(notifClave);
    expect(await notificacionesDe(operadora.user.id)).toBe(notifOperadora);
    // Each user's bell: the same notifications, the same unread count.
    expect(await Promise.all([acme.admin, operadora].map(bandeja))).toEqual(bandejas);
  });

  it('the erasure requests read as before: the profile, «Mis datos», a second request is the first', async () => {
    expect((await verBorrado(acme.candidatoId)).body.data).toEqual(borradoLucia);
    expect((await verBorrado(pablo)).body.data).toEqual(borradoPablo);
    const p = await pagina(accesoLucia);
    expect(p.status).toBe(200);
    const deAcme = p.body.data.empresas.find((e: any) => e.empresa.id === acme.empresaId);
    expect(deAcme.borrado).toMatchObject({ estado: 'pendiente', plazoHasta: borradoLucia.plazoHasta });
    const otra = await pedirBorrado(accesoLucia);
    expect(otra.status).toBe(200);
    expect(otra.body.data.solicitadoEn).toBe(borradoLucia.solicitadoEn);
    const pp = await pagina(accesoPablo);
    expect(pp.body.data.empresas.find((e: any) => e.empresa.id === acme.empresaId).borrado).toMatchObject({
      estado: 'opuesta',
      oposicion: { motivo: MOTIVO },
    });
  });

  it('the contest and its answer, the consent and the retention entry (with its index entries) are back', async () => {
    const imp = await stack.call('GET', `/api/entrevistas/${entrevistaLucia}/impugnacion`, { token: acme.admin.token });
    expect(imp.status).toBe(200);
    expect(imp.body.data.solicitudes[0]).toMatchObject({ estado: 'respondida', respuesta: { texto: RESPUESTA, por: 'Olga Pardo' } });
    expect(await getConservar(acme.empresaId, carla)).toMatchObject({ version: versionConservar(RETENCION.mesesPorDefecto) });
    const ret = (await getRetencion(acme.empresaId, carla))!;
    expect(ret.GSI1PK).toMatch(/^RETPEND#/);
    expect(ret.GSI2PK).toBe(`RETEMP#${acme.empresaId}`);
    const mes = await stack.call('GET', `/api/candidatos/retencion/mes?mes=${ret.venceEn!.slice(0, 7)}`, { token: acme.admin.token });
    expect(mes.body.data.items.map((i: { candidatoNombre: string }) => i.candidatoNombre)).toEqual(['Carla Consiente']);
  });

  it("the dossier's answers are back, with their version and who saved them", async () => {
    const r = await stack.call('GET', '/api/informes/dosier-algoritmico/respuestas', { token: acme.admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ version: 1, guardadaPor: { id: acme.admin.user.id }, respuestas: { contacto: CONTACTO_DOSIER } });
  });

  it("the company's own stages are back in its order, and each person stands where they stood and can still be moved", async () => {
    expect(await leerEtapas()).toEqual(etapas);
    expect(await leerTablero()).toEqual(tablero);
    const prueba = etapas.etapas.find((e) => e.nombre === 'Prueba técnica')!;
    const fila = (await leerTablero()).items.find((c: { candidatoId: string }) => c.candidatoId === pablo);
    expect(fila).toMatchObject({ etapa: prueba.id });
    const mover = await stack.call('PUT', `/api/vacantes/${vacante}/candidatos/${pablo}`, {
      token: acme.admin.token,
      body: { etapa: 'finalista', version: fila.version },
    });
    expect(mover.status, JSON.stringify(mover.body)).toBe(200);
    expect(mover.body.data.etapa).toBe('finalista');
  });

  it('every user signs in as before', async () => {
    const s = await login(stack, OPERADORA.email, OPERADORA.password);
    const lista = await stack.call('GET', '/api/candidatos', { token: s.token });
    expect(lista.status).toBe(200);
    expect(lista.body.data.items.map((c: { nombre: string }) => c.nombre).sort()).toEqual([
      'Carla Consiente',
      'Lucía Fernández',
      'Pablo Objetado',
    ]);
  });

  it('the erasure still happens on its date; the objected one does not', async () => {
    const r = await ejecutarBorradosSolicitados(new Date(Date.parse(String(borradoLucia.plazoHasta)) + HORA));
    expect(r).toMatchObject({ vencidas: 1, borrados: 1 });
    expect(await getCandidato(acme.empresaId, acme.candidatoId)).toBeUndefined();
    expect(await getCandidato(acme.empresaId, pablo)).toBeDefined();
  });
});

describe('the rights rows of a file are checked', () => {
  it('their index entries are made from their own dates, never taken from the file; another candidate’s id is refused', async () => {
    const plazoHasta = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const elementos = [
      {
        sk: `BORRADOSOL#${pablo}`,
        item: {
          entidad: 'BORRADO_SOLICITADO',
          empresaId: acme.empresaId,
          candidatoId: pablo,
          estado: 'pendiente',
          email: PABLO,
          nombre: 'Pablo Objetado',
          solicitadoEn: new Date().toISOString(),
          plazoHasta,
          oposicion: null,
          // Due at once, by the file's say: not what the table gets.
          GSI1PK: 'BORRADOPEND#0',
          GSI1SK: `0000#${acme.empresaId}#${pablo}`,
        },
      },
      { sk: `CONSERVAR#${carla}`, item: { entidad: 'CONSERVAR', empresaId: acme.empresaId, candidatoId: pablo, fecha: 'x', version: 'v' } },
    ];
    const res = await importar(elementos);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fila = (sk: string) => res.body.data.filas.find((f: { sk: string }) => f.sk === sk);
    expect(fila(`BORRADOSOL#${pablo}`).resultado).toBe('actualizado');
    expect(fila(`CONSERVAR#${carla}`)).toMatchObject({ resultado: 'rechazado', motivo: 'Su id no coincide con su clave' });
    const s = await getItem<Record<string, string>>(borradoKeys.solicitud(acme.empresaId, pablo));
    expect(s!.GSI1SK).toBe(`${plazoHasta}#${acme.empresaId}#${pablo}`);
    expect(s!.GSI1PK).toMatch(/^BORRADOPEND#\d+$/);
    // Not due now.
    expect((await ejecutarBorradosSolicitados(new Date())).vencidas).toBe(0);
  });
});

describe("a Colombian company's own fields through export → clear → import (issue 67)", () => {
  const ADMIN_CO = { nombre: 'Camila Rojas', email: 'camila@restaura-co.test', password: 'Bogota-Clave-2026' };
  const REPRESENTANTE = { nombre: 'Estudio Quispe SAC', contacto: 'representante@quispe.pe' };
  const SALVAGUARDA = {
    tipo: 'Contrato con el encargado del tratamiento',
    referencia: 'Contrato de transmisión T-2026-14',
    fechaDocumento: '2025-10-01',
  };
  const ESTUDIO = {
    ponderacion: 'Idónea y necesaria: una persona decide y la IA puede pausarse.',
    aprobacion: 'La dirección jurídica, cada año.',
  };
  let co: { empresaId: string; admin: Session };
  let superadmin: Session;
  let empresaAntes: Record<string, any>;
  let estudioAntes: EstudioImpacto;
  let respuestasAntes: unknown;
  let suscripcionesAntes: unknown[];
  let archivo: {
    empresas: Array<Record<string, any>>;
    datos: Array<{ empresaId: string; elementos: Array<{ sk: string; item: Record<string, unknown> }> }>;
  };

  const empresa = async () => {
    const r = await stack.call('GET', `/api/empresas/${co.empresaId}`, { token: co.admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const estudio = async () =>
    EstudioImpacto.parse(
      (await stack.call('GET', '/api/informes/dosier-algoritmico?tipo=estudio-impacto-co', { token: co.admin.token })).body.data,
    );
  const respuestasEstudio = async () =>
    (await stack.call('GET', '/api/informes/dosier-algoritmico/respuestas?tipo=estudio-impacto-co', { token: co.admin.token })).body.data;
  const suscripciones = async () =>
    (await paginaDeEmpresa(co.empresaId, { skPrefix: 'SUSCRIPCION#', limit: 10, cursor: null })).items.map((i: any) => ({
      id: i.id,
      plan: i.plan,
      moneda: i.moneda,
    }));
  const planes = async () => (await stack.call('GET', '/api/saas/planes', { token: superadmin.token })).body.data;
  const importarCo = (file: unknown) => stack.call('POST', '/api/datos/importar', { token: co.admin.token, body: { archivo: file } });
  const nuevos = ['direccion', 'telefono', 'representanteLocal', 'configuracion'] as const;

  beforeAll(async () => {
    superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
    co = await empresaConAdmin(stack, superadmin, {
      nombreLegal: 'Restaura Colombia S.A.S.',
      nombreComercial: 'Restaura Colombia',
      cif: `900123456-${dvNit('900123456')}`,
      email: 'info@restaura-co.test',
      telefono: '601 2345678',
      direccion: { pais: 'Colombia' },
      admin: ADMIN_CO,
    } as Parameters<typeof empresaConAdmin>[2]);
    const rep = await stack.call('PUT', `/api/empresas/${co.empresaId}`, {
      token: co.admin.token,
      body: { representanteLocal: REPRESENTANTE },
    });
    expect(rep.status, JSON.stringify(rep.body)).toBe(200);
    const sal = await stack.call('PUT', `/api/configuracion/empresa/${co.empresaId}/salvaguarda-transferencia`, {
      token: co.admin.token,
      body: SALVAGUARDA,
    });
    expect(sal.status, JSON.stringify(sal.body)).toBe(200);
    const resp = await stack.call('PUT', '/api/informes/dosier-algoritmico/respuestas?tipo=estudio-impacto-co', {
      token: co.admin.token,
      body: { version: 0, respuestas: ESTUDIO },
    });
    expect(resp.status, JSON.stringify(resp.body)).toBe(200);
    empresaAntes = await empresa();
    estudioAntes = await estudio();
    respuestasAntes = await respuestasEstudio();
    suscripcionesAntes = await suscripciones();
    const r = await stack.call('GET', '/api/datos/exportar', { token: co.admin.token });
    expect(r.status).toBe(200);
    archivo = r.body.data;
  }, 60_000);

  it("the file carries the country, the E.164 phone, the representative, the safeguard and the study's own answers", () => {
    expect(empresaAntes).toMatchObject({
      direccion: { pais: 'Colombia' },
      telefono: '+576012345678',
      representanteLocal: REPRESENTANTE,
      configuracion: { salvaguardaTransferencia: { ...SALVAGUARDA, pais: 'CO', region: expect.any(String) } },
    });
    for (const campo of nuevos) expect(archivo.empresas[0]![campo], campo).toEqual(empresaAntes[campo]);
    const filas = archivo.datos[0]!.elementos.filter((e) => e.sk.startsWith('DOSIERRESP#'));
    expect(filas.map((e) => e.sk)).toEqual(['DOSIERRESP#estudio-impacto-co#000001']);
    expect(filas[0]!.item).toMatchObject({ version: 1, respuestas: ESTUDIO });
    expect(estudioAntes.respuestasEstudio).toMatchObject({ version: 1, respondidas: 2 });
  });

  it('clear → import: each comes back as it was, the study with the same hash; the currency and the plan prices are untouched', async () => {
    const preciosAntes = await planes();
    const limpiar = await stack.call('POST', '/api/datos/limpiar', { token: co.admin.token, body: { confirmacion: 'Restaura Colombia' } });
    expect(limpiar.status, JSON.stringify(limpiar.body)).toBe(200);
    // The study's answers went with the data (the file brings them back); the company record stays.
    expect(await respuestasEstudio()).toMatchObject({ version: 0, respuestas: {} });
    const res = await importarCo(archivo);
    expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
    expect(res.body.data.filas.filter((f: { resultado: string }) => f.resultado === 'rechazado')).toEqual([]);
    const despues = await empresa();
    for (const campo of nuevos) expect(despues[campo], campo).toEqual(empresaAntes[campo]);
    expect(await respuestasEstudio()).toEqual(respuestasAntes);
    const e = await estudio();
    expect(e.apartados).toEqual(estudioAntes.apartados);
    expect(e.respuestasEstudio).toEqual(estudioAntes.respuestasEstudio);
    // Hash of the same period: the facts are the same (generadoEn is not in it).
    expect(e.hash).toBe(estudioAntes.hash);
    // The company's currency is its country's; its subscription (kept by a clear, never in a file) and the plans' prices are as they were.
    expect(monedaDe(despues.direccion.pais)).toBe('COP');
    expect(await suscripciones()).toEqual(suscripcionesAntes);
    expect(await planes()).toEqual(preciosAntes);
  });

  it('a file whose company record holds a bad representative or safeguard is a Spanish 400 and stores nothing', async () => {
    const otraVersion = {
      sk: 'DOSIERRESP#estudio-impacto-co#000002',
      item: {
        empresaId: co.empresaId,
        version: 2,
        guardadaEn: new Date().toISOString(),
        guardadaPor: { id: co.admin.user.id, nombre: ADMIN_CO.nombre },
        respuestas: { seguridad: 'Segundo factor.' },
      },
    };
    const conEmpresa = (cambio: Record<string, unknown>) => ({
      ...archivo,
      empresas: [{ ...archivo.empresas[0], ...cambio }],
      datos: [{ empresaId: co.empresaId, elementos: [otraVersion] }],
    });
    for (const [cambio, mensaje] of [
      [{ representanteLocal: { nombre: 'Estudio Quispe SAC', contacto: '' } }, msgEmpresas.representanteContacto],
      [
        {
          configuracion: {
            ...archivo.empresas[0]!.configuracion,
            salvaguardaTransferencia: { ...empresaAntes.configuracion.salvaguardaTransferencia, tipo: 'Un apretón de manos' },
          },
        },
        msgUbicacion.tipo,
      ],
      [
        {
          configuracion: {
            ...archivo.empresas[0]!.configuracion,
            salvaguardaTransferencia: { ...empresaAntes.configuracion.salvaguardaTransferencia, fechaDocumento: '1 de octubre' },
          },
        },
        msgUbicacion.fechaDocumento,
      ],
    ] as const) {
      const r = await importarCo(conEmpresa(cambio));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toBe(fmt(msgDatos.empresaArchivoInvalida, { motivo: mensaje }));
    }
    // Nothing of those files was written: the study's answers are still version 1.
    expect(await respuestasEstudio()).toEqual(respuestasAntes);
    expect((await empresa()).representanteLocal).toEqual(REPRESENTANTE);
  });

  it("an answers row no screen could save is refused with its reason; a file's country or currency never reaches the company record", async () => {
    const fila = (sk: string, respuestas: Record<string, unknown>, version = 2) => ({
      sk,
      item: {
        empresaId: co.empresaId,
        version,
        guardadaEn: new Date().toISOString(),
        guardadaPor: { id: co.admin.user.id, nombre: ADMIN_CO.nombre },
        respuestas,
      },
    });
    const r = await importarCo({
      ...archivo,
      // The record as another country and currency would say it: never written by an import (a clear keeps the record).
      empresas: [{ ...archivo.empresas[0], direccion: { pais: 'Narnia' }, moneda: 'XYZ' }],
      datos: [
        {
          empresaId: co.empresaId,
          elementos: [
            fila('DOSIERRESP#estudio-impacto-pe#000001', { ponderacion: 'x' }, 1),
            fila('DOSIERRESP#estudio-impacto-co#000002', { contacto: 'dpo@restaura-co.test' }),
            fila('DOSIERRESP#estudio-impacto-co#000003', { ponderacion: 7 }, 3),
          ],
        },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const motivo = fmt(msgDatos.filaInvalida, { motivo: fmt(msgDatos.respuestasDosierInvalidas, { max: DOSIER.respuestaMax }) });
    expect(r.body.data.filas.map((f: { resultado: string; motivo?: string }) => [f.resultado, f.motivo])).toEqual([
      ['rechazado', motivo],
      ['rechazado', motivo],
      ['rechazado', motivo],
    ]);
    expect(await respuestasEstudio()).toEqual(respuestasAntes);
    const e = await empresa();
    expect(e.direccion.pais).toBe('Colombia');
    expect(monedaDe(e.direccion.pais)).toBe('COP');
    expect(await suscripciones()).toEqual(suscripcionesAntes);
  });
});
