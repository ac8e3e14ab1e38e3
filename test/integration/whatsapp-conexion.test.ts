// A company's own WhatsApp Business number (issue 68 item 1) through the local stack and its WhatsApp
// emulator (infra/local/whatsapp/, which checks each request against Meta's OpenAPI document): the
// admin connects the emulator's number and the connection is «conectada» with its verified name and
// number, the request the product made conforms to the document; a token Meta refuses is stored as
// «error» with the Spanish reason, and the token reaches no answer, item or log line in clear;
// replacing and removing work; an operator is refused; bad input is a Spanish 400 that stores nothing;
// another company's admin sees none of it. Its templates (issue 68 item 2): a working connection
// creates the product's six in the account (es_ES: the company is Spanish), the emulator approves them
// and Configuración reads «APPROVED»; one Meta rejects shows its reason after «Crear plantillas de
// nuevo»; every request conforms to Meta's document; another company's admin gets a 404.
import { describe, expect, it } from 'vitest';
import { getItem } from '../../functions/lib/db/repository.js';
import { conexionWhatsAppKey } from '../../functions/lib/db/whatsapp.js';
import { plantillaUsable } from '../../functions/lib/whatsapp/plantillas.js';
import { whatsapp as msg } from '../../shared/messages.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { NOMBRES_PLANTILLAS } from '../../shared/whatsapp-plantillas.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConOperadorYOtra, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { logsDurante } from './logs.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('WhatsApp', completarCif('B', '1000681')), admin: adminPrueba('WhatsApp') },
  { email: 'op@whatsapp.test', password: 'Wasp-Clave-2026' },
  { ...empresaPrueba('Otra WhatsApp', completarCif('B', '1000682')), admin: adminPrueba('Otra WhatsApp') },
  (hecha) => {
    ({ stack, admin, operador, empresaId, otra } = hecha);
  },
);

const url = () => `/api/configuracion/empresa/${empresaId}/whatsapp`;
const item = () => getItem<Record<string, unknown>>(conexionWhatsAppKey(empresaId));
const TOKEN = 'EAAGtoken-de-la-empresa-' + 'q'.repeat(30) + 'W4x9';
const APP_SECRET = 'c0ffee' + '1'.repeat(26);
const cuerpo = (cambios: Record<string, unknown> = {}) => ({
  phoneNumberId: stack.whatsapp.numero.phoneNumberId,
  wabaId: stack.whatsapp.numero.wabaId,
  accessToken: TOKEN,
  appSecret: APP_SECRET,
  ...cambios,
});

describe('the WhatsApp connection', () => {
  it('starts unconnected', async () => {
    const r = await stack.call('GET', url(), { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      configurada: false,
      phoneNumberId: null,
      wabaId: null,
      tokenUltimos4: null,
      appSecretGuardado: false,
      comprobacion: null,
      actualizadaEn: null,
      plantillas: [],
      webhookUrl: null,
      verifyToken: null,
    });
  });

  it('connects the emulator’s number: «conectada» with its verified name and number; the request conforms to Meta’s document', async () => {
    const antes = stack.whatsapp.peticiones().length;
    const { logs, valor: r } = await logsDurante(() => stack.call('PUT', url(), { token: admin.token, body: cuerpo() }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(
      `WhatsApp conectado: ${stack.whatsapp.numero.verifiedName} (${stack.whatsapp.numero.displayPhoneNumber}). Plantillas de WhatsApp: 6 de 6 aprobadas`,
    );
    expect(r.body.data).toMatchObject({
      configurada: true,
      phoneNumberId: stack.whatsapp.numero.phoneNumberId,
      wabaId: stack.whatsapp.numero.wabaId,
      tokenUltimos4: 'W4x9',
      appSecretGuardado: true,
      comprobacion: {
        estado: 'conectada',
        nombreVerificado: stack.whatsapp.numero.verifiedName,
        numero: stack.whatsapp.numero.displayPhoneNumber,
        calidad: 'GREEN',
        error: null,
      },
    });
    const hechas = stack.whatsapp.peticiones().slice(antes);
    expect(hechas[0]).toEqual(
      expect.objectContaining({
        method: 'GET',
        path: `/v23.0/${stack.whatsapp.numero.phoneNumberId}`,
        operacion: 'GET /{Version}/{Phone-Number-ID}',
        violaciones: [],
        status: 200,
      }),
    );
    // Then each template: read by name, created (none was there), read back — all as the document says.
    const porOperacion = (op: string) => hechas.filter((h) => h.operacion === op);
    expect(porOperacion('POST /{Version}/{WABA-ID}/message_templates')).toHaveLength(6);
    expect(porOperacion('GET /{Version}/{WABA-ID}/message_templates')).toHaveLength(12);
    expect(hechas.flatMap((h) => h.violaciones)).toEqual([]);
    expect(hechas.every((h) => h.status === 200)).toBe(true);
    const enCuenta = stack.whatsapp.plantillas().filter((t) => t.wabaId === stack.whatsapp.numero.wabaId);
    expect(enCuenta.map((t) => [t.name, t.language, t.category]).sort()).toEqual(
      NOMBRES_PLANTILLAS.map((n) => [n, 'es_ES', 'UTILITY']).sort(),
    );
    expect(r.body.data.plantillas.map((p: { nombre: string; estado: string }) => [p.nombre, p.estado])).toEqual(
      NOMBRES_PLANTILLAS.map((n) => [n, 'APPROVED']),
    );
    expect(r.body.data.plantillas[0]).toMatchObject({ idioma: 'es_ES', metaId: expect.stringMatching(/^\d+$/), error: null });
    expect(await plantillaUsable(empresaId, 'talentia_invitacion_v1')).toBe(true);
    // The secrets: in no answer, no log line, and not in clear in the stored item.
    const guardado = JSON.stringify(await item());
    for (const visto of [JSON.stringify(r.body), logs, guardado]) {
      expect(visto).not.toContain(TOKEN);
      expect(visto).not.toContain(APP_SECRET);
    }
    expect((await stack.call('GET', url(), { token: admin.token })).body.data).toEqual(r.body.data);
  });

  it('a template Meta rejects is resubmitted by «Crear plantillas de nuevo» and, rejected again, shows its reason; nothing is created twice; another company gets a 404', async () => {
    stack.whatsapp.decidirPlantilla('talentia_cancelada_v1', { status: 'REJECTED', motivo: 'TAG_CONTENT_MISMATCH' });
    const antes = stack.whatsapp.peticiones().length;
    const r = await stack.call('POST', `${url()}/plantillas`, { token: admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Plantillas de WhatsApp: 5 de 6 aprobadas');
    expect(r.body.data.plantillas.find((p: { nombre: string }) => p.nombre === 'talentia_cancelada_v1')).toMatchObject({
      estado: 'REJECTED',
      motivo: 'TAG_CONTENT_MISMATCH',
    });
    // Each read by name; the rejected one sent for review again (editTemplate) and read back: Meta (the
    // emulator, as the test decided) rejects it again.
    const hechas = stack.whatsapp.peticiones().slice(antes);
    expect(hechas.filter((h) => h.operacion === 'GET /{Version}/{WABA-ID}/message_templates')).toHaveLength(7);
    expect(hechas.filter((h) => h.operacion === 'POST /{Version}/{TEMPLATE_ID}')).toHaveLength(1);
    expect(hechas).toHaveLength(8);
    expect(hechas.flatMap((h) => h.violaciones)).toEqual([]);
    expect(await plantillaUsable(empresaId, 'talentia_cancelada_v1')).toBe(false);
    expect((await stack.call('GET', url(), { token: admin.token })).body.data.plantillas).toEqual(r.body.data.plantillas);
    stack.whatsapp.decidirPlantilla('talentia_cancelada_v1', { status: 'APPROVED' });

    expect((await stack.call('POST', `${url()}/plantillas`, { token: otra.admin.token })).status).toBe(404);
    expect((await stack.call('POST', `${url()}/plantillas`, { token: operador.token })).status).toBe(403);
    // A company with no working connection is told to connect one first.
    const sinConexion = await stack.call('POST', `/api/configuracion/empresa/${otra.empresaId}/whatsapp/plantillas`, {
      token: otra.admin.token,
    });
    expect(sinConexion.status).toBe(400);
    expect(sinConexion.body.message).toBe(msg.plantillasSinConexion);
  });

  it('a token Meta refuses: saved as «error» with the Spanish reason, nothing secret leaked', async () => {
    const malo = 'EAAGcaducado-' + 'z'.repeat(20) + 'Kk11';
    stack.whatsapp.revocarToken(malo);
    const { logs, valor: r } = await logsDurante(() =>
      stack.call('PUT', url(), { token: admin.token, body: cuerpo({ accessToken: malo }) }),
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(`Conexión de WhatsApp guardada, pero no funciona: ${msg.tokenNoValido}`);
    expect(r.body.data).toMatchObject({
      configurada: true,
      tokenUltimos4: 'Kk11',
      comprobacion: { estado: 'error', error: msg.tokenNoValido, nombreVerificado: null, numero: null },
    });
    for (const visto of [JSON.stringify(r.body), logs, JSON.stringify(await item())]) expect(visto).not.toContain(malo);
    // The templates read with the working connection no longer stand.
    expect(r.body.data.plantillas).toEqual([]);
    expect(await plantillaUsable(empresaId, 'talentia_invitacion_v1')).toBe(false);
  });

  it('a number Meta does not know is an error with its reason; a working one replaces it', async () => {
    const r = await stack.call('PUT', url(), { token: admin.token, body: cuerpo({ phoneNumberId: '999000111' }) });
    expect(r.body.data.comprobacion).toMatchObject({ estado: 'error', error: msg.numeroNoEncontrado });
    const otraVez = await stack.call('PUT', url(), { token: admin.token, body: cuerpo() });
    expect(otraVez.body.data.comprobacion.estado).toBe('conectada');
  });

  it('bad input is a Spanish 400 that stores nothing; an operator is refused', async () => {
    const antes = await item();
    for (const [body, texto] of [
      [cuerpo({ phoneNumberId: 'abc' }), msg.formaPhoneNumberId],
      [cuerpo({ wabaId: '' }), msg.faltaWabaId],
      [cuerpo({ accessToken: 'con espacios' }), msg.formaToken],
      [cuerpo({ accessToken: 'x'.repeat(1_001) }), msg.tokenLargo],
      [cuerpo({ appSecret: undefined }), msg.faltaAppSecret],
      [cuerpo({ otro: 1 }), null],
    ] as const) {
      const r = await stack.call('PUT', url(), { token: admin.token, body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      if (texto) expect(JSON.stringify(r.body)).toContain(texto);
    }
    expect(await item()).toEqual(antes);
    expect((await stack.call('GET', url(), { token: operador.token })).status).toBe(403);
    const r = await stack.call('PUT', url(), { token: operador.token, body: cuerpo() });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Solo un administrador de la empresa puede gestionar la conexión con WhatsApp');
  });

  it('another company’s admin sees none of it (404), and its own stays unconnected', async () => {
    expect((await stack.call('GET', url(), { token: otra.admin.token })).status).toBe(404);
    expect((await stack.call('DELETE', url(), { token: otra.admin.token })).status).toBe(404);
    const suya = await stack.call('GET', `/api/configuracion/empresa/${otra.empresaId}/whatsapp`, { token: otra.admin.token });
    expect(suya.body.data.configurada).toBe(false);
    expect((await stack.call('GET', url(), { token: admin.token })).body.data.configurada).toBe(true);
  });

  it('removes the connection (its sealed secrets with it); a second removal is a 404', async () => {
    const r = await stack.call('DELETE', url(), { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(msg.eliminada);
    expect(await item()).toBeUndefined();
    expect((await stack.call('GET', url(), { token: admin.token })).body.data.configurada).toBe(false);
    const otraVez = await stack.call('DELETE', url(), { token: admin.token });
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.message).toBe(msg.sinConexion);
  });
});
