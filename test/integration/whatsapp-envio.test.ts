// WhatsApp beside the mails (issue 68 items 4, 5 and 7) through the local stack and its WhatsApp emulator,
// which checks every request against Meta's OpenAPI document: a company connects the emulator's number
// (its six templates approved), a candidate with a phone and an active opt-in is invited — the mail goes
// and the emulator receives the invitation template, in the company's Spanish (es_ES), with the body's
// parameters in the template's order and 0 violations; the interview's timeline (GET …/whatsapp) shows it
// «enviado» with its estimated price, and the company's month counts it. A candidate without an opt-in
// gets the mail alone, and the timeline says why. A staff answer in the help thread, inside the 24-hour
// window the candidate's last message opened, goes as free text.
import { describe, expect, it } from 'vitest';
import { putItem, getItem } from '../../functions/lib/db/repository.js';
import { whatsappKeys, type OptInWhatsAppItem, type UsoWhatsAppItem } from '../../functions/lib/db/whatsapp-mensajes.js';
import { whatsappEnvio as msg } from '../../shared/messages.js';
import { empresaConCandidatoDelArchivo, type EmpresaPrueba } from './entrevista-fixtures.js';
import { esperar, mailsTo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let acme: EmpresaPrueba;
const TELEFONO = '+34612345678';
const LUCIA = { nombre: 'Lucía WhatsApp', email: 'lucia.whatsapp@correo.test', puesto: 'Jefa de almacén', telefono: '612 34 56 78' };

empresaConCandidatoDelArchivo(
  {},
  { nombreComercial: 'Acme Avisos', licencias: 5, admin: { nombre: 'Adela Ruiz' }, candidato: LUCIA },
  async (hecha) => {
    ({ stack, emp: acme } = hecha);
    const r = await stack.call('PUT', `/api/configuracion/empresa/${acme.empresaId}/whatsapp`, {
      token: acme.admin.token,
      body: {
        phoneNumberId: stack.whatsapp.numero.phoneNumberId,
        wabaId: stack.whatsapp.numero.wabaId,
        accessToken: 'EAAGtoken-envios-' + 'q'.repeat(30) + 'W4x9',
        appSecret: 'c0ffee' + '2'.repeat(26),
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.comprobacion.estado).toBe('conectada');
  },
);

/** The candidate's opt-in as the invitation page records it (the opt-in increment writes it; here, directly). */
const optIn = (candidatoId: string, extra: Partial<OptInWhatsAppItem> = {}) =>
  putItem({
    ...whatsappKeys.optIn(acme.empresaId, TELEFONO),
    entidad: 'WHATSAPP_OPTIN',
    telefono: TELEFONO,
    candidatoId,
    estado: 'activo',
    texto: 'Quiero recibir avisos de Acme Avisos sobre este proceso por WhatsApp',
    fuente: 'invitacion',
    en: new Date().toISOString(),
    historial: [],
    version: 1,
    ...extra,
  } satisfies OptInWhatsAppItem & { PK: string; SK: string; entidad: string });

const programar = (candidatoId: string) =>
  stack.call('POST', '/api/entrevistas', {
    token: acme.admin.token,
    body: { candidatoId, servicioId: 'entrevistas-profundidad', fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
  });

const timeline = (entrevistaId: string) => stack.call('GET', `/api/entrevistas/${entrevistaId}/whatsapp`, { token: acme.admin.token });

describe('WhatsApp beside the invitation', () => {
  it('a candidate who opted in: the mail and the WhatsApp template both go; the request conforms to Meta’s document', async () => {
    await optIn(acme.candidatoId);
    const antes = stack.whatsapp.peticiones().length;
    const r = await programar(acme.candidatoId);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const entrevistaId: string = r.body.data.entrevista.id;
    expect((await mailsTo(stack, LUCIA.email)).length).toBeGreaterThan(0);

    const hechas = stack.whatsapp.peticiones().slice(antes);
    const envios = hechas.filter((h) => h.operacion === 'POST /{Version}/{Phone-Number-ID}/messages');
    expect(envios).toHaveLength(1);
    expect(hechas.flatMap((h) => h.violaciones)).toEqual([]);
    const m = stack.whatsapp.mensajes().at(-1)!;
    expect(m.to).toBe(TELEFONO);
    const t = (m.cuerpo as { template: { name: string; language: unknown; components: Array<{ parameters: Array<{ text: string }> }> } })
      .template;
    expect(t.name).toBe('talentia_invitacion_v1');
    expect(t.language).toEqual({ code: 'es_ES', policy: 'deterministic' });
    const params = t.components[0]!.parameters.map((p) => p.text);
    expect(params.slice(0, 3)).toEqual([LUCIA.nombre, 'Acme Avisos', 'Entrevistas en Profundidad']);
    expect(params[3]).toMatch(/^http.*\/entrevista\//);

    const linea = await timeline(entrevistaId);
    expect(linea.status).toBe(200);
    expect(linea.body.data).toMatchObject({
      entrevistaId,
      hayMas: false,
      envios: [
        {
          tipo: 'plantilla',
          plantilla: 'talentia_invitacion_v1',
          categoria: 'UTILITY',
          estado: 'enviado',
          motivo: null,
          mercado: 'España',
          precioEstimado: { importe: 0.02, moneda: 'USD' },
          id: m.id,
        },
      ],
    });
    const mes = new Date().toISOString().slice(0, 7);
    const uso = await getItem<UsoWhatsAppItem>(whatsappKeys.uso(acme.empresaId, mes));
    expect(uso).toMatchObject({ mes, enviados: 1, 'UTILITY#ES': 1, usdMicros: 20_000 });
    // The company sees it where its plan is (GET /api/dashboard/plan).
    const plan = await stack.call('GET', `/api/dashboard/plan?empresaId=${acme.empresaId}`, { token: acme.admin.token });
    expect(plan.body.data.whatsappMes).toMatchObject({
      mes,
      enviados: 1,
      costeUsd: 0.02,
      detalle: [{ categoria: 'UTILITY', mercado: 'España', enviados: 1 }],
    });
    // The pointer the webhook's statuses follow.
    expect(await getItem(whatsappKeys.mensaje(acme.empresaId, m.id))).toMatchObject({
      sk: expect.stringMatching(`^WAENVIO#${entrevistaId}#`),
    });
  });

  it('a candidate with no opt-in: the mail goes alone, and the timeline says why', async () => {
    const c = await stack.call('POST', '/api/candidatos', {
      token: acme.admin.token,
      body: { nombre: 'Marta Sin Aviso', email: 'marta.sinaviso@correo.test', puesto: 'Analista', telefono: '+34 699 88 77 66' },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    const antes = stack.whatsapp.mensajes().length;
    const r = await programar(c.body.data.id);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await mailsTo(stack, 'marta.sinaviso@correo.test')).length).toBeGreaterThan(0);
    expect(stack.whatsapp.mensajes()).toHaveLength(antes);
    const linea = await timeline(r.body.data.entrevista.id);
    expect(linea.body.data.envios).toEqual([expect.objectContaining({ estado: 'no_enviado', motivo: msg.sinOptIn, precioEstimado: null })]);
  });
});

describe('a staff answer in the help thread', () => {
  it('inside the window the candidate’s message opened: the person’s own words, as free text, conforming to the document', async () => {
    await optIn(acme.candidatoId, { ultimoEntranteEn: new Date(Date.now() - 3_600_000).toISOString(), version: 2 });
    const r = await programar(acme.candidatoId);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const entrevistaId: string = r.body.data.entrevista.id;
    const antes = stack.whatsapp.peticiones().length;
    const texto = 'Hola, Lucía: sí, puedes hacerla desde el móvil.';
    const a = await stack.call('POST', `/api/entrevistas/${entrevistaId}/ayuda`, {
      token: acme.admin.token,
      body: { tipo: 'mensaje', texto },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    // The answer leaves through the outbox and the enviar-avisos consumer.
    const m = await esperar(
      async () => stack.whatsapp.mensajes().find((x) => x.type === 'text'),
      (x) => x !== undefined,
    );
    expect(m!.cuerpo).toMatchObject({ type: 'text', to: TELEFONO, text: { body: texto } });
    expect(
      stack.whatsapp
        .peticiones()
        .slice(antes)
        .flatMap((h) => h.violaciones),
    ).toEqual([]);
    const linea = await timeline(entrevistaId);
    expect(linea.body.data.envios[0]).toMatchObject({ tipo: 'texto', categoria: 'SERVICE', estado: 'enviado', plantilla: null });
  });
});
