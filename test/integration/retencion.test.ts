// Retention per company (D151) against the local stack, with the clock moved: the company's period
// changes the notice's text and version; the consent to be kept for future processes is stored with
// its version and withdrawn from «Mis datos»; the job files each rejected candidate's entry, warns
// once 7 days before (however often it runs, two runs at once included), lets a consenting candidate
// extend from the warning's link, and then erases exactly the due ones — not the hired, not the
// in-process, not the extended — and a second run does nothing more.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { empresas as msgEmpresas, fmt, publico as msgPublico, retencion as msg } from '../../shared/messages.js';
import { avisoDe, RETENCION, sumarMeses, textoConservar, versionAviso, versionConservar } from '../../shared/retencion.js';
import { getCandidato } from '../../functions/lib/db/candidatos.js';
import { deleteItem, getItem, putItem } from '../../functions/lib/db/repository.js';
import { empresaKeys, type EmpresaItem } from '../../functions/lib/db/empresas.js';
import { getConservar, getRetencion, retencionKeys } from '../../functions/lib/db/retencion.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { revisarRetenciones } from '../../functions/lib/retencion/plazos.js';
import { empresaConCandidato, otroCandidato, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, pilaDelArchivo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const HORA = 3_600_000;
const ASUNTO_AVISO = (empresa: string) => new RegExp(`^${empresa} borrará tus datos el `);

let acme: EmpresaPrueba;
/** Rejected, no consent: erased on the date. */
let viejo: string;
/** Rejected after an interview, consents on the end screen and extends from the warning. */
let consiente: { id: string; email: string; token: string; entrevistaId: string };
let seleccionado: string;
let enProceso: string;

const candidato = async (emp: EmpresaPrueba, nombre: string, email: string) => (await otroCandidato(stack, emp, nombre, email)).candidatoId;

/** Moves a candidate through `estados`, reading it again after a 409 (the analysis may move it meanwhile). */
async function mover(emp: EmpresaPrueba, id: string, ...estados: string[]): Promise<void> {
  for (const estado of estados) {
    for (let i = 0; ; i++) {
      const r = await stack.call('PUT', `/api/candidatos/${id}`, { token: emp.admin.token, body: { estado } });
      if (r.status === 200) break;
      expect(i < 5 && r.status === 409, JSON.stringify(r.body)).toBe(true);
    }
  }
}

const mesDe = (iso: string) => iso.slice(0, 7);

/** The token of the newest «Mis datos» link in the mails to `email` whose subject matches. */
async function enlaceDe(email: string, asunto: RegExp): Promise<string | undefined> {
  const m = (await mailsTo(stack, email)).filter((x) => asunto.test(x.subject)).at(-1);
  return m && /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(m.body.html ?? m.body.text ?? '')?.[1];
}

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Retención',
    licencias: 5,
    candidato: { nombre: 'Carla Consiente', puesto: 'Analista' },
  });
  const { id: entrevistaId, token } = await programarEntrevista(stack, acme);
  consiente = { id: acme.candidatoId, email: acme.candidatoEmail, token, entrevistaId };
  viejo = await candidato(acme, 'Víctor Viejo', 'victor@correo.test');
  seleccionado = await candidato(acme, 'Sara Seleccionada', 'sara@correo.test');
  enProceso = await candidato(acme, 'Pablo Proceso', 'pablo@correo.test');
}, 60_000);

describe('the period in the notice', () => {
  it('states the company’s period, and another period is another version the old consent does not cover', async () => {
    const antes = await stack.call('GET', urlPublica(consiente.token));
    expect(antes.body.data.aviso.version).toBe(AVISO_ENTREVISTA_VERSION);
    expect(antes.body.data.aviso.privacidad.join(' ')).toContain('conserva tus datos 12 meses desde que termina el proceso');

    const put = await stack.call('PUT', `/api/empresas/${acme.empresaId}`, {
      token: acme.admin.token,
      body: { configuracion: { retencionMeses: 6 } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.configuracion.retencionMeses).toBe(6);
    const despues = await stack.call('GET', urlPublica(consiente.token));
    expect(despues.body.data.aviso.version).toBe(versionAviso(6));
    expect(despues.body.data.aviso.version).not.toBe(antes.body.data.aviso.version);
    expect(despues.body.data.aviso.privacidad.join(' ')).toContain('conserva tus datos 6 meses desde que termina el proceso');
    expect(despues.body.data.conservar).toEqual({
      version: versionConservar(6),
      texto: textoConservar({ empresa: 'Acme Retención', meses: 6 }),
    });
    // The notice read before the change is refused: the candidate reads the new one.
    const viejoConsentimiento = await stack.call('POST', urlPublica(consiente.token, '/consentimiento'), {
      body: { acepto: true, version: AVISO_ENTREVISTA_VERSION },
    });
    expect(viejoConsentimiento).toMatchObject({ status: 409, body: { message: enVariante(msgPublico.avisoCambiado) } });
    // Out of range is refused in Spanish.
    const malo = await stack.call('PUT', `/api/empresas/${acme.empresaId}`, {
      token: acme.admin.token,
      body: { configuracion: { retencionMeses: 0 } },
    });
    expect(malo.status).toBe(400);
    expect(JSON.stringify(malo.body)).toContain(msg.retencionMeses);
    // Back to the default for the rest of the file.
    expect(
      (
        await stack.call('PUT', `/api/empresas/${acme.empresaId}`, {
          token: acme.admin.token,
          body: { configuracion: { retencionMeses: 12 } },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the law in the notice (issue 67 item 7, D214)', () => {
  it("names the company's country's law, its rights and authority; another country is another version", async () => {
    const antes = await stack.call('GET', urlPublica(consiente.token));
    expect(antes.body.data.aviso.privacidad.join(' ')).toContain('Reglamento (UE) 2016/679');
    expect(antes.body.data.aviso.resumen.at(-1)).toContain('Te protege el RGPD y la Ley Orgánica 3/2018.');
    const clave = empresaKeys.empresa(acme.empresaId);
    const guardada = (await getItem<EmpresaItem>(clave))!;
    await putItem({ ...guardada, ...clave, direccion: { ...(guardada.direccion as object), pais: 'México' } });
    try {
      const mx = await stack.call('GET', urlPublica(consiente.token));
      // … in the Spanish Mexico's candidates read (D215): usted, and its own version.
      expect(mx.body.data.aviso.version).toBe(versionAviso(12, false, true, 'MX', null, 'usted'));
      expect(mx.body.data.variante).toBe('usted');
      expect(mx.body.data.aviso.resumen.at(-1)).toContain('puede ver y descargar sus datos');
      expect(JSON.stringify(mx.body.data.aviso)).not.toMatch(/[‹›]|\bpuedes\b/);
      const texto = mx.body.data.aviso.privacidad.join(' ');
      expect(texto).toContain('Ley Federal de Protección de Datos Personales en Posesión de los Particulares');
      expect(texto).toContain('los derechos de acceso, rectificación, cancelación y oposición (los derechos ARCO)');
      expect(texto).not.toContain('RGPD');
      // The notice read under Spain's law does not cover Mexico's.
      const vieja = await stack.call('POST', urlPublica(consiente.token, '/consentimiento'), {
        body: { acepto: true, version: AVISO_ENTREVISTA_VERSION },
      });
      // … told in the company's Spanish (D215): usted in Mexico.
      expect(vieja).toMatchObject({ status: 409, body: { message: enVariante(msgPublico.avisoCambiado, 'usted') } });
      // A body refused before the link is resolved speaks it too: the route reads the link's company.
      const sinAceptar = await stack.call('POST', urlPublica(consiente.token, '/consentimiento'), {
        body: { acepto: false, version: AVISO_ENTREVISTA_VERSION },
      });
      expect(sinAceptar.status).toBe(400);
      expect(JSON.stringify(sinAceptar.body)).toContain('Para empezar tiene que aceptar el aviso');
      expect(JSON.stringify(sinAceptar.body)).not.toMatch(/[‹›]|\btienes\b/);
    } finally {
      await putItem({ ...guardada, ...clave });
    }
  });
});

describe("Peru's representative of a controller without an establishment there (issue 67 item 7)", () => {
  it('the company admin names one through PUT /api/empresas/{id}: bad input is a Spanish 400 that stores nothing, another company cannot, and the notice of a company in Peru prints it under a new version', async () => {
    const clave = empresaKeys.empresa(acme.empresaId);
    const guardada = (await getItem<EmpresaItem>(clave))!;
    // Moved to Peru in the table (its Spanish CIF would be refused by the form's country check).
    await putItem({ ...guardada, ...clave, direccion: { ...(guardada.direccion as object), pais: 'Perú' } });
    try {
      const put = (body: unknown, token = acme.admin.token) =>
        stack.call('PUT', `/api/empresas/${acme.empresaId}`, { token, body: { representanteLocal: body } });
      const sinRep = (await stack.call('GET', urlPublica(consiente.token))).body.data.aviso;
      expect(sinRep.version).toBe(versionAviso(12, false, true, 'PE', null, 'usted'));
      expect(sinRep.privacidad.join(' ')).not.toContain('Representante en el Perú');

      for (const [malo, mensaje] of [
        [{ nombre: '  ', contacto: 'lucia@estudio.pe' }, msgEmpresas.representanteNombre],
        [{ nombre: 'Lucía Quispe', contacto: '' }, msgEmpresas.representanteContacto],
        [{ nombre: 'x'.repeat(201), contacto: 'lucia@estudio.pe' }, msgEmpresas.representanteNombre],
        [{ nombre: 'Lucía Quispe' }, msgEmpresas.representanteContacto],
      ] as const) {
        const r = await put(malo);
        expect(r.status, JSON.stringify(malo)).toBe(400);
        expect(JSON.stringify(r.body)).toContain(mensaje);
      }
      expect((await put('Lucía')).status).toBe(400);
      expect((await getItem<EmpresaItem>(clave))!.representanteLocal).toBeUndefined();

      // Another company's admin cannot name it for this one.
      const otra = await empresaConCandidato(stack, { nombreComercial: 'Otra Representante', licencias: 1 });
      expect([403, 404]).toContain((await put({ nombre: 'Intruso', contacto: 'intruso@otra.test' }, otra.admin.token)).status);
      expect((await getItem<EmpresaItem>(clave))!.representanteLocal).toBeUndefined();

      const ok = await put({ nombre: ' Lucía Quispe ', contacto: 'lucia@estudio.pe' });
      expect(ok.status).toBe(200);
      expect(ok.body.data.representanteLocal).toEqual({ nombre: 'Lucía Quispe', contacto: 'lucia@estudio.pe' });
      const conRep = (await stack.call('GET', urlPublica(consiente.token))).body.data.aviso;
      expect(conRep.privacidad).toContain(
        'Representante en el Perú (Reglamento de la Ley 29733, Decreto Supremo 016-2024-JUS): Lucía Quispe (lucia@estudio.pe).',
      );
      expect(conRep.version).toMatch(/\+PE\+rep-[0-9a-f]{8}\+usted$/);
      // A consent to the notice without the representative does not cover the one with it.
      const vieja = await stack.call('POST', urlPublica(consiente.token, '/consentimiento'), {
        body: { acepto: true, version: sinRep.version },
      });
      // … told in the company's Spanish (D215): usted in Peru.
      expect(vieja).toMatchObject({ status: 409, body: { message: enVariante(msgPublico.avisoCambiado, 'usted') } });
      // The other company does not see it.
      const suya = await stack.call('GET', `/api/empresas/${otra.empresaId}`, { token: otra.admin.token });
      expect(suya.body.data.representanteLocal).toBeUndefined();

      // null removes it.
      expect((await put(null)).status).toBe(200);
      expect((await stack.call('GET', urlPublica(consiente.token))).body.data.aviso.version).toBe(sinRep.version);
    } finally {
      await putItem({ ...guardada, ...clave });
    }
  });
});

describe('the consent to be kept for future processes', () => {
  it('is stored with its date and version from the interview’s screens; an old text is refused', async () => {
    const c = await stack.call('POST', urlPublica(consiente.token, '/consentimiento'), {
      body: { acepto: true, version: versionAviso(RETENCION.mesesPorDefecto) },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await stack.call('PUT', urlPublica(consiente.token, '/respuestas/0'), { body: { texto: 'Lideré un equipo.' } })).status).toBe(
      200,
    );
    expect((await stack.call('POST', urlPublica(consiente.token, '/finalizar'))).status).toBe(200);
    // The built-in analyzer's report (it moves the candidate to entrevistado) before anything else.
    for (let i = 0; i < 150; i++) {
      const e = await stack.call('GET', `/api/entrevistas/${consiente.entrevistaId}`, { token: acme.admin.token });
      if (e.body.data?.estado === 'analizada') break;
      await new Promise((res) => setTimeout(res, 100));
    }

    const viejaVersion = await stack.call('POST', urlPublica(consiente.token, '/conservar'), { body: { version: versionConservar(6) } });
    expect(viejaVersion).toMatchObject({ status: 409, body: { message: enVariante(msg.consentimientoCambiado) } });
    const ok = await stack.call('POST', urlPublica(consiente.token, '/conservar'), {
      body: { version: versionConservar(RETENCION.mesesPorDefecto) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(fmt(enVariante(msg.conservarGuardado), { empresa: 'Acme Retención' }));
    expect(await getConservar(acme.empresaId, consiente.id)).toMatchObject({
      version: versionConservar(RETENCION.mesesPorDefecto),
      fecha: ok.body.data.fecha,
    });
    // An unknown token is the public routes' one 404.
    expect((await stack.call('POST', urlPublica('tok_1_nadie', '/conservar'), { body: { version: 'x' } })).status).toBe(404);
  });
});

describe('the job, with the clock moved', () => {
  let t0: number;
  let vence: string;
  let ampliadaHasta: string;

  it('files an entry only for the rejected: not the hired, not the in-process', async () => {
    await mover(acme, viejo, 'rechazado');
    await mover(acme, consiente.id, 'rechazado');
    await mover(acme, seleccionado, 'en_proceso', 'entrevistado', 'seleccionado');
    await mover(acme, enProceso, 'en_proceso');
    t0 = Date.now();
    expect(await getRetencion(acme.empresaId, seleccionado)).toBeUndefined();
    expect(await getRetencion(acme.empresaId, enProceso)).toBeUndefined();

    const r = await revisarRetenciones(new Date(t0 + 60_000));
    expect(r).toMatchObject({ refiladas: 2, avisos: 0, borrados: 0, fallidas: 0 });
    const entrada = (await getRetencion(acme.empresaId, viejo))!;
    expect(entrada.meses).toBe(12);
    expect(entrada.venceEn! > sumarMeses(new Date(t0 - 60_000).toISOString(), 12)).toBe(true);
    expect(entrada.venceEn! <= sumarMeses(new Date(t0).toISOString(), 12)).toBe(true);
    expect(entrada.revisarEn).toBe(avisoDe(entrada.venceEn!));
    vence = entrada.venceEn!;
    // A second run has nothing to move.
    expect(await revisarRetenciones(new Date(t0 + 120_000))).toMatchObject({ refiladas: 0, avisos: 0, borrados: 0 });

    // The admin's month view: one Query of the company's own index partition.
    const mes = await stack.call('GET', `/api/candidatos/retencion/mes?mes=${mesDe(vence)}`, { token: acme.admin.token });
    expect(mes.status, JSON.stringify(mes.body)).toBe(200);
    const nombres = mes.body.data.items.map((i: { candidatoNombre: string }) => i.candidatoNombre).sort();
    expect(nombres).toEqual(['Carla Consiente', 'Víctor Viejo']);
    expect(mes.body.data).toMatchObject({ mes: mesDe(vence), meses: 12 });
    const otroMes = await stack.call('GET', `/api/candidatos/retencion/mes?mes=${mesDe(new Date(t0).toISOString())}`, {
      token: acme.admin.token,
    });
    expect(otroMes.body.data.items).toEqual([]);
    expect((await stack.call('GET', '/api/candidatos/retencion/mes?mes=2026-13', { token: acme.admin.token })).status).toBe(400);
  });

  it('warns once 7 days before, however often and however concurrently it runs', async () => {
    const enVentana = new Date(Date.parse(avisoDe(vence)) + HORA);
    // Not yet: a day before the window opens.
    expect(await revisarRetenciones(new Date(Date.parse(avisoDe(vence)) - 24 * HORA))).toMatchObject({ avisos: 0 });
    const [a, b] = await Promise.all([revisarRetenciones(enVentana), revisarRetenciones(enVentana)]);
    expect(a.avisos + b.avisos).toBe(2);
    expect(await revisarRetenciones(new Date(enVentana.getTime() + HORA))).toMatchObject({ avisos: 0, borrados: 0 });
    for (const email of ['victor@correo.test', consiente.email]) {
      expect((await mailsTo(stack, email)).filter((m) => ASUNTO_AVISO('Acme Retención').test(m.subject))).toHaveLength(1);
    }
    for (const email of ['sara@correo.test', 'pablo@correo.test']) {
      expect((await mailsTo(stack, email)).filter((m) => ASUNTO_AVISO('Acme Retención').test(m.subject))).toHaveLength(0);
    }
    const mes = await stack.call('GET', `/api/candidatos/retencion/mes?mes=${mesDe(vence)}`, { token: acme.admin.token });
    expect(mes.body.data.items.every((i: { avisado: boolean }) => i.avisado)).toBe(true);
  });

  it('lets the consenting candidate see the date and extend from the warning’s link; the other cannot extend', async () => {
    const ahora = Date.parse(avisoDe(vence)) + 2 * HORA;
    vi.useFakeTimers({ toFake: ['Date'], now: ahora });
    try {
      const abrir = async (email: string) => {
        const token = await enlaceDe(email, ASUNTO_AVISO('Acme Retención'));
        const r = await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.data.acceso as string;
      };
      const acceso = await abrir(consiente.email);
      const pagina = await stack.call('GET', `/api/publico/mis-datos/${acceso}`);
      expect(pagina.status).toBe(200);
      const suya = pagina.body.data.empresas.find((e: { empresa: { id: string } }) => e.empresa.id === acme.empresaId);
      const suyaVence = (await getRetencion(acme.empresaId, consiente.id))!.venceEn!;
      expect(suya.retencion).toMatchObject({ meses: 12, venceEn: suyaVence, ampliable: true });
      expect(suya.retencion.conservar.version).toBe(versionConservar(12));

      const base = `/api/publico/mis-datos/${acceso}/empresas`;
      // Another company's id, or one that holds no candidate of the email: the same 404.
      expect((await stack.call('POST', `${base}/otra-empresa/ampliar`)).status).toBe(404);
      const ampliada = await stack.call('POST', `${base}/${acme.empresaId}/ampliar`);
      expect(ampliada.status, JSON.stringify(ampliada.body)).toBe(200);
      expect(ampliada.body.data.venceEn).toBe(sumarMeses(suyaVence, 12));
      ampliadaHasta = ampliada.body.data.venceEn;

      // Without the consent, no extension.
      const accesoViejo = await abrir('victor@correo.test');
      const sin = await stack.call('POST', `/api/publico/mis-datos/${accesoViejo}/empresas/${acme.empresaId}/ampliar`);
      expect(sin).toMatchObject({ status: 409, body: { message: enVariante(msg.sinConsentimiento) } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('erases exactly the due ones on the date, and a second run does nothing', async () => {
    // The warning went an hour into its window: the candidate keeps its full 7 days, so the date moved by that hour.
    const debido = (await getRetencion(acme.empresaId, viejo))!.venceEn!;
    expect(Date.parse(debido) - Date.parse(vence)).toBe(HORA);
    expect(await revisarRetenciones(new Date(Date.parse(debido) - 60_000))).toMatchObject({ borrados: 0 });
    const tras = new Date(Date.parse(debido) + HORA);
    const r = await revisarRetenciones(tras);
    expect(r).toMatchObject({ borrados: 1, fallidas: 0 });
    expect(await getCandidato(acme.empresaId, viejo)).toBeUndefined();
    expect(await getRetencion(acme.empresaId, viejo)).toBeUndefined();
    expect((await stack.call('GET', `/api/candidatos/${viejo}`, { token: acme.admin.token })).status).toBe(404);
    for (const id of [consiente.id, seleccionado, enProceso]) expect(await getCandidato(acme.empresaId, id)).toBeDefined();
    // Usage stays counted (D79): the erased candidate's seat is free, nothing else moved back.
    expect(await revisarRetenciones(new Date(tras.getTime() + HORA))).toMatchObject({ borrados: 0, avisos: 0 });
    // The extended one is warned again before its new date, then erased on it.
    const nueva = (await getRetencion(acme.empresaId, consiente.id))!;
    expect(nueva.venceEn).toBe(ampliadaHasta);
    expect(nueva.aviso).toBeNull();
  });

  it('withdraws the consent from «Mis datos»', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(vence) + 3 * HORA });
    try {
      // A fresh link from the public form.
      expect((await stack.call('POST', '/api/publico/mis-datos/solicitud', { body: { email: consiente.email } })).status).toBe(200);
      const token = await enlaceDe(consiente.email, /^Tu enlace para ver tus datos en Talentia$/);
      const acceso = (await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } })).body.data.acceso;
      const r = await stack.call('DELETE', `/api/publico/mis-datos/${acceso}/empresas/${acme.empresaId}/conservar`);
      expect(r).toMatchObject({ status: 200, body: { message: enVariante(msg.conservarRetirado) } });
      expect(await getConservar(acme.empresaId, consiente.id)).toBeUndefined();
      const pagina = await stack.call('GET', `/api/publico/mis-datos/${acceso}`);
      expect(pagina.body.data.empresas[0].retencion).toMatchObject({ conservar: null, ampliable: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a candidate rejected before D151 gets the entry from the daily reconcile, once', async () => {
    const antigua = await candidato(acme, 'Rita Antigua', 'rita@correo.test');
    await mover(acme, antigua, 'rechazado');
    // As if rejected before the entries existed.
    await deleteItem(retencionKeys.retencion(acme.empresaId, antigua));
    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.retencionAbierta).toBe(1);
    const entrada = (await getRetencion(acme.empresaId, antigua))!;
    expect(entrada.desde).toBe((await getCandidato(acme.empresaId, antigua))!.fechaActualizacion);
    expect((await reconciliarContadores({ pausaMs: 0 })).retencionAbierta).toBe(0);
  });
});
