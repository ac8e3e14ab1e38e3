// The candidate's WhatsApp opt-in (issue 68 item 3) through the local stack: with the company's number
// connected (the emulator) the candidate's interview page offers the company's words; ticking records
// them with source and time (the words shown, else 409), unticking ends it at once; what a send relies on
// (optInVigente) follows; a person records one only with evidence (Spanish 400), audited, and ends it;
// another company's admin gets a 404; a candidate without a phone is offered nothing and cannot be
// recorded; a changed phone is not covered; the candidate's erasure takes the opt-in and the interview's
// sends with it.
import { describe, expect, it } from 'vitest';
import { getItem, putItem, queryAll } from '../../functions/lib/db/repository.js';
import { whatsappKeys } from '../../functions/lib/db/whatsapp-mensajes.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { entrevistaProgramada } from '../../functions/lib/entrevistas/item.js';
import { createItem } from '../../functions/lib/db/repository.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { optInVigente } from '../../functions/lib/whatsapp/optin.js';
import { whatsappOptIn as msg } from '../../shared/messages.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Optin WA', completarCif('B', '1000691')), admin: adminPrueba('Optin WA') },
  { email: 'op@optin-wa.test', password: 'Wasp-Clave-2026' },
  { ...empresaPrueba('Otra Optin WA', completarCif('B', '1000692')), admin: adminPrueba('Otra Optin WA') },
  (hecha) => {
    ({ stack, admin, operador, empresaId, otra } = hecha);
  },
);

const TEL = '+34600111222';
const TEXTO = 'Quiero recibir avisos de Optin WA sobre este proceso por WhatsApp';

async function conectar() {
  const r = await stack.call('PUT', `/api/configuracion/empresa/${empresaId}/whatsapp`, {
    token: admin.token,
    body: {
      phoneNumberId: stack.whatsapp.numero.phoneNumberId,
      wabaId: stack.whatsapp.numero.wabaId,
      accessToken: 'EAAGtoken-optin-' + 'q'.repeat(30),
      appSecret: 'c0ffee' + '2'.repeat(26),
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

async function candidatoConEntrevista(nombre: string, telefono?: string, estado?: 'cancelada') {
  const c = await stack.call('POST', '/api/candidatos', {
    token: admin.token,
    body: { nombre, email: `${nombre.toLowerCase()}@correo.test`, ...(telefono ? { telefono } : {}) },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const { item, token } = await entrevistaProgramada({
    empresaId,
    candidato: { id: c.body.data.id, nombre, email: `${nombre.toLowerCase()}@correo.test` },
    servicio: { id: 'entrevistas-profundidad', nombre: 'Entrevista en profundidad' },
    fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
    duracionEstimada: 30,
    creadoPor: admin.user.id,
  });
  // A cancelled one holds none of the company's counters this hand-written interview did not move.
  if (estado) item.estado = estado;
  await createItem(item);
  // The link's look-up and the candidate's marker, as scheduling writes them.
  await createItem({
    ...entrevistaKeys.token(item.tokenHash),
    entidad: 'TOKEN',
    empresaId,
    entrevistaId: item.id,
    expiraEn: item.tokenExpiraEn!,
  });
  await createItem({ ...entrevistaKeys.deCandidato(empresaId, item.candidatoId, item.id), entidad: 'CANDENT' });
  return { id: c.body.data.id as string, entrevistaId: item.id, token };
}

const optIn = () => getItem<Record<string, any>>(whatsappKeys.optIn(empresaId, TEL));

describe('the candidate’s WhatsApp opt-in', () => {
  it('not offered while the company has no WhatsApp number', async () => {
    const { token } = await candidatoConEntrevista('Antes', '+34600111000');
    const p = await stack.call('GET', `/api/publico/entrevistas/${token}`);
    expect(p.status).toBe(200);
    expect(p.body.data.whatsapp).toBeNull();
    expect((await stack.call('POST', `/api/publico/entrevistas/${token}/whatsapp`, { body: { texto: TEXTO } })).status).toBe(409);
  });

  let lucia: Awaited<ReturnType<typeof candidatoConEntrevista>>;

  it('the interview page offers the company’s words; ticking records them with source and time; unticking ends it', async () => {
    await conectar();
    lucia = await candidatoConEntrevista('Lucia', TEL);
    const base = `/api/publico/entrevistas/${lucia.token}`;
    const p = await stack.call('GET', base);
    expect(p.body.data.whatsapp).toEqual({ texto: TEXTO, activo: false, desde: null, telefono: TEL });

    const otro = await stack.call('POST', `${base}/whatsapp`, {
      body: { texto: 'Quiero recibir avisos de Otra sobre este proceso por WhatsApp' },
    });
    expect(otro.status).toBe(409);
    expect(otro.body.message).toBe('El texto ha cambiado desde que lo abriste: léelo de nuevo antes de marcarlo.');
    expect(await optIn()).toBeUndefined();

    const si = await stack.call('POST', `${base}/whatsapp`, { body: { texto: TEXTO } });
    expect(si.status, JSON.stringify(si.body)).toBe(200);
    expect(si.body.message).toBe(`Guardado: Optin WA te avisará por WhatsApp al ${TEL}. Puedes quitarlo cuando quieras.`);
    expect(await optIn()).toMatchObject({ candidatoId: lucia.id, estado: 'activo', texto: TEXTO, fuente: 'invitacion', version: 1 });
    expect(await optInVigente(empresaId, { id: lucia.id, telefono: TEL })).toBeDefined();
    expect((await stack.call('GET', base)).body.data.whatsapp).toMatchObject({ activo: true });

    const no = await stack.call('DELETE', `${base}/whatsapp`);
    expect(no.status).toBe(200);
    expect(no.body.data).toMatchObject({ activo: false });
    expect(await optIn()).toMatchObject({ estado: 'baja', baja: { fuente: 'desmarcado' }, version: 2 });
    expect(await optInVigente(empresaId, { id: lucia.id, telefono: TEL })).toBeUndefined();
  });

  it('a person records one only with the evidence, audited, and ends it; another company’s admin gets a 404', async () => {
    const url = `/api/candidatos/${lucia.id}/whatsapp`;
    const sin = await stack.call('POST', url, { token: operador.token, body: { evidencia: '  ' } });
    expect(sin.status).toBe(400);
    expect(JSON.stringify(sin.body)).toContain(msg.evidenciaObligatoria);
    const ajeno = await stack.call('POST', url, { token: otra.admin.token, body: { evidencia: 'Lo pidió por teléfono' } });
    expect(ajeno.status).toBe(404);
    const si = await stack.call('POST', url, { token: operador.token, body: { evidencia: 'Lo pidió por teléfono el 3 de diciembre' } });
    expect(si.status, JSON.stringify(si.body)).toBe(200);
    expect(si.body.data.registro).toMatchObject({
      estado: 'activo',
      fuente: 'personal',
      evidencia: 'Lo pidió por teléfono el 3 de diciembre',
    });
    expect(si.body.data.registro.historial.map((h: { accion: string; fuente: string }) => `${h.accion}:${h.fuente}`)).toEqual([
      'alta:invitacion',
      'baja:desmarcado',
      'alta:personal',
    ]);
    const auditoria = await queryAll<Record<string, unknown>>({ pk: tenantPk(empresaId), skPrefix: 'AUDIT#' });
    expect(auditoria.filter((a) => a.accion === 'whatsapp_optin_registrado')).toEqual([
      expect.objectContaining({ candidatoId: lucia.id, por: operador.user.id }),
    ]);
    const baja = await stack.call('POST', `${url}/baja`, { token: admin.token, body: {} });
    expect(baja.status).toBe(200);
    expect(baja.body.data.registro).toMatchObject({ estado: 'baja', baja: { fuente: 'personal' } });
    expect((await stack.call('POST', `${url}/baja`, { token: admin.token, body: {} })).status).toBe(409);
  });

  it('no phone: nothing offered and nothing recorded; a changed phone is not covered by the old number’s opt-in', async () => {
    const sin = await candidatoConEntrevista('Sinfono');
    expect((await stack.call('GET', `/api/publico/entrevistas/${sin.token}`)).body.data.whatsapp).toBeNull();
    const r = await stack.call('POST', `/api/candidatos/${sin.id}/whatsapp`, { token: admin.token, body: { evidencia: 'Por teléfono' } });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(msg.sinTelefono);

    await stack.call('POST', `/api/candidatos/${lucia.id}/whatsapp`, { token: admin.token, body: { evidencia: 'Por teléfono' } });
    const cambio = await stack.call('PUT', `/api/candidatos/${lucia.id}`, { token: admin.token, body: { telefono: '+34600999888' } });
    expect(cambio.status, JSON.stringify(cambio.body)).toBe(200);
    expect(await optInVigente(empresaId, { id: lucia.id, telefono: '+34600999888' })).toBeUndefined();
    expect(await optIn()).toBeUndefined();
    expect((await stack.call('GET', `/api/publico/entrevistas/${lucia.token}`)).body.data.whatsapp).toMatchObject({
      activo: false,
      telefono: '+34600999888',
    });
  });

  it('the candidate’s erasure takes their opt-in and their interview’s sends', async () => {
    const ana = await candidatoConEntrevista('Ana', '+34600222333', 'cancelada');
    const si = await stack.call('POST', `/api/candidatos/${ana.id}/whatsapp`, {
      token: admin.token,
      body: { evidencia: 'En la feria de empleo' },
    });
    expect(si.status, JSON.stringify(si.body)).toBe(200);
    const envio = whatsappKeys.envio(empresaId, ana.entrevistaId, '2026-11-26T09:00:00.000Z', 'wamid.prueba1');
    await putItem({ ...envio, wamid: 'wamid.prueba1', candidatoId: ana.id, telefono: '+34600222333' });
    await putItem({ ...whatsappKeys.mensaje(empresaId, 'wamid.prueba1'), sk: envio.SK });
    const r = await stack.call('DELETE', `/api/candidatos/${ana.id}`, { token: admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await getItem(whatsappKeys.optIn(empresaId, '+34600222333'))).toBeUndefined();
    expect(await getItem(envio)).toBeUndefined();
    expect(await getItem(whatsappKeys.mensaje(empresaId, 'wamid.prueba1'))).toBeUndefined();
  });
});
