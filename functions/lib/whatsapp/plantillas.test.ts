// The product's WhatsApp templates (issue 68 item 2) against a fake Graph and DynamoDB mocked: each
// template is read by name (GET …/message_templates?name=, no `fields`: the document declares `name`
// only) and created where missing with its body, examples, category UTILITY and the company's Spanish;
// one already there is not created again, one Meta rejected is sent for review again (editTemplate); Meta's status, id and rejection reason are stored with when
// they were read; an error for one template leaves the others; plantillaUsable is true for APPROVED only.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { whatsapp as msg } from '../../../shared/messages.js';
import { PLANTILLAS_WHATSAPP, idiomaPlantillas, textoEn, textoEstadoPlantilla } from '../../../shared/whatsapp-plantillas.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { sincronizarPlantillas, plantillaUsable } = await import('./plantillas.js');

const ddbMock = mockClient(ddb);
const AHORA = new Date('2026-11-26T09:00:00.000Z');
const WABA = '102290129340398';
const TOKEN = 'EAAGtoken' + 'y'.repeat(30);

type T = { id: string; name: string; language: string; status: string; category: string; rejected_reason?: string };

/** A Graph that keeps templates: GET by name answers `data`, POST creates PENDING; `tras` reviews each read. */
function graphFalso(iniciales: T[] = [], opts: { fallarCon?: string; estadoAlLeer?: string } = {}) {
  const guardadas = [...iniciales];
  const f = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    if (init?.method === 'POST' && !u.pathname.endsWith('/message_templates')) {
      const t = guardadas.find((x) => u.pathname.endsWith(`/${x.id}`))!;
      Object.assign(t, { status: 'PENDING', rejected_reason: undefined });
      return new Response(JSON.stringify({ success: true }));
    }
    if (init?.method === 'POST') {
      const b = JSON.parse(String(init.body)) as { name: string; language: string; category: string };
      if (b.name === opts.fallarCon)
        return new Response(JSON.stringify({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } }), {
          status: 400,
        });
      const t = { id: String(900 + guardadas.length), name: b.name, language: b.language, status: 'PENDING', category: b.category };
      guardadas.push(t);
      return new Response(JSON.stringify({ id: t.id, status: 'PENDING', category: t.category }));
    }
    const nombre = u.searchParams.get('name');
    const data = guardadas.filter((t) => t.name === nombre).map((t) => ({ ...t, status: opts.estadoAlLeer ?? t.status }));
    return new Response(JSON.stringify({ data }));
  });
  return { f, guardadas };
}

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(PutCommand).resolves({});
});

describe('the template definitions', () => {
  it('are six UTILITY templates with a {{n}} body, an example per variable, never a variable at either end', () => {
    expect(PLANTILLAS_WHATSAPP.map((p) => p.nombre)).toHaveLength(6);
    for (const p of PLANTILLAS_WHATSAPP) {
      expect(p.nombre).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(p.categoria).toBe('UTILITY');
      const vars = p.texto.match(/\{\{\d+\}\}/g) ?? [];
      expect(vars).toEqual(vars.map((_, i) => `{{${i + 1}}}`));
      expect(p.ejemplo).toHaveLength(vars.length);
      expect(p.variables).toHaveLength(vars.length);
      expect(p.texto).not.toMatch(/^\{\{|\}\}$|\}\}\s*\{\{/);
      expect(p.texto.length).toBeLessThanOrEqual(1024);
    }
  });

  it('takes the company’s Spanish: es_ES, es_MX, es_AR, «es» for the other countries, Spain’s for one not known', () => {
    expect([idiomaPlantillas('España'), idiomaPlantillas(undefined), idiomaPlantillas('México')]).toEqual(['es_ES', 'es_ES', 'es_MX']);
    expect([idiomaPlantillas('Argentina'), idiomaPlantillas('Colombia'), idiomaPlantillas('Chile'), idiomaPlantillas('Narnia')]).toEqual([
      'es_AR',
      'es',
      'es',
      'es_ES',
    ]);
  });

  it('writes each body in its language’s Spanish, no mark left: tú, usted, voseo (D215)', () => {
    const invitacion = PLANTILLAS_WHATSAPP.find((p) => p.nombre === 'talentia_invitacion_v1')!;
    expect(textoEn(invitacion, 'es_ES')).toContain('te invita a una entrevista para el puesto de {{3}}. Puedes hacerla');
    expect(textoEn(invitacion, 'es_MX')).toContain('le invita a una entrevista para el puesto de {{3}}. Puede hacerla');
    expect(textoEn(invitacion, 'es')).toContain('Si tiene cualquier duda, responda a este mensaje.');
    expect(textoEn(invitacion, 'es_AR')).toContain(
      'Podés hacerla desde este enlace: {{4}} (disponible hasta el {{5}}). Si tenés cualquier duda, respondé',
    );
    for (const p of PLANTILLAS_WHATSAPP)
      for (const idioma of ['es_ES', 'es_MX', 'es_AR', 'es']) {
        const texto = textoEn(p, idioma);
        expect(texto).not.toMatch(/[‹›]/);
        if (idioma === 'es_MX' || idioma === 'es') expect(texto).not.toMatch(/\b(tu|tus|te|tienes|puedes|hiciste|hagas|recibiste)\b/i);
      }
  });

  it('says each state in Spanish', () => {
    const e = (estado: string, motivo: string | null = null, error: string | null = null) =>
      textoEstadoPlantilla({ estado, motivo, error });
    expect([e('PENDING'), e('APPROVED'), e('PAUSED'), e('REJECTED'), e('REJECTED', 'INVALID_FORMAT'), e('REJECTED', 'NONE')]).toEqual([
      'Pendiente de revisión',
      'Aprobada',
      'En pausa',
      'Rechazada',
      'Rechazada: INVALID_FORMAT',
      'Rechazada',
    ]);
    expect(e('NO_CREADA', null, 'sin red')).toBe('No creada: sin red');
    expect(e('ALGO_NUEVO')).toBe('Estado en Meta: ALGO_NUEVO');
  });
});

describe('sincronizarPlantillas', () => {
  it('creates the missing ones as the document’s create request, reads them back by name, and stores id, status and when', async () => {
    const { f, guardadas } = graphFalso([
      { id: '77', name: 'talentia_cancelada_v1', language: 'es_MX', status: 'APPROVED', category: 'UTILITY' },
    ]);
    const r = await sincronizarPlantillas('e1', { wabaId: WABA, token: TOKEN, idioma: 'es_MX', crear: true }, AHORA, {
      fetch: f,
      baseUrl: 'http://graph.test/',
    });
    const posts = f.mock.calls.filter(([, i]) => i?.method === 'POST');
    expect(posts).toHaveLength(5);
    const [url, init] = posts[0]!;
    expect(url).toBe(`http://graph.test/v23.0/${WABA}/message_templates`);
    expect(init!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'user-agent': 'Talentia/2.0.0',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'talentia_invitacion_v1',
      language: 'es_MX',
      category: 'UTILITY',
      components: [
        { type: 'BODY', text: textoEn(PLANTILLAS_WHATSAPP[0]!, 'es_MX'), example: { body_text: [[...PLANTILLAS_WHATSAPP[0]!.ejemplo]] } },
      ],
    });
    const gets = f.mock.calls.filter(([, i]) => i?.method === 'GET').map(([u]) => String(u));
    expect(gets).toContain(`http://graph.test/v23.0/${WABA}/message_templates?name=talentia_invitacion_v1`);
    expect(gets.every((u) => !u.includes('fields'))).toBe(true);
    expect(guardadas.filter((t) => t.name === 'talentia_cancelada_v1')).toHaveLength(1);
    expect(r.map((p) => [p.nombre, p.estado, p.idioma])).toEqual(
      PLANTILLAS_WHATSAPP.map((p) => [p.nombre, p.nombre === 'talentia_cancelada_v1' ? 'APPROVED' : 'PENDING', 'es_MX']),
    );
    expect(r.find((p) => p.nombre === 'talentia_cancelada_v1')).toMatchObject({ metaId: '77', leidaEn: AHORA.toISOString(), error: null });
    const item = ddbMock.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({ PK: 'EMP#e1', SK: 'WHATSAPP#PLANTILLAS', entidad: 'WHATSAPP_PLANTILLAS' });
    expect(item.plantillas).toEqual(r);
    expect(JSON.stringify(item)).not.toContain(TOKEN);
  });

  it('keeps a rejection’s reason; one template Meta refuses is «NO_CREADA» with the reason, the others stand; without crear nothing is created', async () => {
    const { f } = graphFalso(
      [
        {
          id: '5',
          name: 'talentia_respuesta_v1',
          language: 'es',
          status: 'REJECTED',
          category: 'UTILITY',
          rejected_reason: 'INVALID_FORMAT',
        },
      ],
      {
        fallarCon: 'talentia_comentarios_v1',
      },
    );
    const r = await sincronizarPlantillas('e1', { wabaId: WABA, token: TOKEN, idioma: 'es', crear: true }, AHORA, {
      fetch: f,
      baseUrl: 'http://g',
    });
    // The rejected one is sent for review again with the product's text (editTemplate), and read back.
    const edicion = f.mock.calls.find(([u, i]) => i?.method === 'POST' && String(u) === 'http://g/v23.0/5');
    const { category, components } = JSON.parse(String(edicion![1]!.body)) as Record<string, unknown>;
    expect({ category, components }).toEqual({
      category: 'UTILITY',
      components: [
        { type: 'BODY', text: textoEn(PLANTILLAS_WHATSAPP[4]!, 'es'), example: { body_text: [[...PLANTILLAS_WHATSAPP[4]!.ejemplo]] } },
      ],
    });
    expect(r.find((p) => p.nombre === 'talentia_respuesta_v1')).toMatchObject({ estado: 'PENDING', motivo: null, metaId: '5' });
    expect(r.find((p) => p.nombre === 'talentia_comentarios_v1')).toMatchObject({
      estado: 'NO_CREADA',
      metaId: null,
      error: 'Meta rechazó la petición: Invalid parameter',
    });
    expect(r.filter((p) => p.estado === 'PENDING')).toHaveLength(5);

    // Read only: the rejection and its reason are kept, nothing is sent.
    const soloLeer = graphFalso([
      {
        id: '5',
        name: 'talentia_respuesta_v1',
        language: 'es',
        status: 'REJECTED',
        category: 'UTILITY',
        rejected_reason: 'INVALID_FORMAT',
      },
    ]);
    const sinCrear = await sincronizarPlantillas('e1', { wabaId: WABA, token: TOKEN, idioma: 'es', crear: false }, AHORA, {
      fetch: soloLeer.f,
      baseUrl: 'http://g',
    });
    expect(sinCrear.find((p) => p.nombre === 'talentia_respuesta_v1')).toMatchObject({
      estado: 'REJECTED',
      motivo: 'INVALID_FORMAT',
      metaId: '5',
    });
    expect(soloLeer.f.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    const solo = graphFalso();
    const leidas = await sincronizarPlantillas('e1', { wabaId: WABA, token: TOKEN, idioma: 'es', crear: false }, AHORA, {
      fetch: solo.f,
      baseUrl: 'http://g',
    });
    expect(solo.f.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    expect(leidas.every((p) => p.estado === 'NO_CREADA' && p.error === msg.plantillaNoEncontrada)).toBe(true);
  });

  it('with no network every template says so, and nothing throws', async () => {
    const f = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const r = await sincronizarPlantillas('e1', { wabaId: WABA, token: TOKEN, idioma: 'es', crear: true }, AHORA, {
      fetch: f,
      baseUrl: 'http://g',
    });
    expect(r.every((p) => p.estado === 'NO_CREADA' && p.error === msg.sinRed)).toBe(true);
  });
});

describe('plantillaUsable', () => {
  const estado = (nombre: string, e: string) => ({
    nombre,
    titulo: '',
    idioma: 'es_ES',
    metaId: '1',
    estado: e,
    motivo: null,
    error: null,
    leidaEn: AHORA.toISOString(),
  });

  it('is true only for a template whose last read status is APPROVED', async () => {
    ddbMock.on(GetCommand).resolves({
      Item: {
        plantillas: [
          estado('talentia_invitacion_v1', 'APPROVED'),
          estado('talentia_recordatorio_v1', 'PENDING'),
          estado('talentia_cancelada_v1', 'REJECTED'),
          estado('talentia_reprogramada_v1', 'PAUSED'),
          estado('talentia_respuesta_v1', 'NO_CREADA'),
        ],
      },
    });
    expect(await plantillaUsable('e1', 'talentia_invitacion_v1')).toBe(true);
    for (const n of [
      'talentia_recordatorio_v1',
      'talentia_cancelada_v1',
      'talentia_reprogramada_v1',
      'talentia_respuesta_v1',
      'talentia_comentarios_v1',
    ])
      expect(await plantillaUsable('e1', n)).toBe(false);
    expect(ddbMock.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ PK: 'EMP#e1', SK: 'WHATSAPP#PLANTILLAS' });
  });

  it('is false for a company with no templates read (no connection)', async () => {
    ddbMock.on(GetCommand).resolves({});
    expect(await plantillaUsable('e2', 'talentia_invitacion_v1')).toBe(false);
  });
});
