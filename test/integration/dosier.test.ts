// The algorithm dossier and its deliveries (issue 56 items 1–2, D174) through the local stack: the
// dossier holds the contracted templates with their design, a platform template's edit keeps its
// version and shows its differences, a delivery is recorded by the dossier's hash (bad input refused in
// Spanish with nothing stored, a stale hash 409), and a template changed afterwards makes the dossier
// out of date — on its screen's state and, for a company template, by the admins' bell.
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { dosier as msg, fmt } from '../../shared/messages.js';
import { CLAVES_EMPRESA, CLAVES_ESTUDIO_CO, DOSIER, Dosier, EstudioImpacto } from '../../shared/schemas/dosier.js';
import { getItem, putItem } from '../../functions/lib/db/repository.js';
import { empresaKeys, type EmpresaItem } from '../../functions/lib/db/empresas.js';
import { empresaConOperadorYOtra, usuarioConSesion, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let operador: Session;
let empresaId: string;
let otra: { empresaId: string; admin: Session };

empresaConOperadorYOtra(
  { scheduler: false },
  { ...empresaPrueba('Dosier', completarCif('B', '1000174')), admin: adminPrueba('Dosier') },
  { email: 'olga@dosier.test', password: 'Dsrr-Clave-2026' },
  {
    ...empresaPrueba('Otra Dosier', completarCif('B', '1000175')),
    admin: adminPrueba('Otra Dosier'),
  },
  (hecha) => {
    ({ stack, superadmin, admin, empresaId, operador, otra } = hecha);
  },
);

const hoy = () => new Date().toISOString().slice(0, 10);
const dosier = async (token: string, q = '') => stack.call('GET', `/api/informes/dosier-algoritmico${q}`, { token });
const entregas = async (token: string, q = '') => stack.call('GET', `/api/informes/dosier-algoritmico/entregas${q}`, { token });
const entregar = async (token: string, body: unknown) => stack.call('POST', '/api/informes/dosier-algoritmico/entregas', { token, body });

describe('the algorithm dossier', () => {
  it("holds the company's contracted templates with phases, questions, rubric and anchors, the product's instructions and the guide; admins only", async () => {
    const res = await dosier(admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = Dosier.parse(res.body.data);
    expect(d.empresa.id).toBe(empresaId);
    // Named as people know the company (issue 65 item 6: it once read «"nombre":""»).
    expect(d.empresa.nombre).toMatch(/Dosier/);
    expect(d.plantillas.length).toBeGreaterThan(0);
    const p = d.plantillas.find((x) => x.codigo === 'entrevistas-profundidad')!;
    expect(p).toMatchObject({ origen: 'plataforma', habilitada: true, version: expect.any(Number) });
    expect(p.fases[0]!.preguntas.length).toBeGreaterThan(0);
    expect(p.rubrica[0]!.anclas.alto).toBeTruthy();
    expect(d.instrucciones.reglasInforme).toContain('evaluador');
    expect(d.guia.some((g) => g.aCompletar && g.respuesta.startsWith(msg.aCompletar))).toBe(true);
    expect(d.hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await dosier(operador.token)).status).toBe(403);
    expect((await dosier(admin.token, `?empresaId=${otra.empresaId}`)).status).toBe(404);
    const invertido = await dosier(admin.token, '?desde=2026-05-01&hasta=2026-04-01');
    expect(invertido.status).toBe(400);
    expect(invertido.body.message).toBe(msg.periodoInvertido);
    expect((await dosier(admin.token, '?desde=2024-01-01&hasta=2026-01-01')).status).toBe(400);
  });

  it("a platform template's edit keeps the version it replaces: the dossier shows the change, dated, field by field", async () => {
    const antes = (await stack.call('GET', '/api/servicios-hr', { token: superadmin.token })).body.data.find(
      (s: any) => s.codigo === 'entrevistas-profundidad',
    );
    const rubrica = structuredClone(antes.estructura.rubrica);
    rubrica[0].anclas.alto = 'Ancla alta reescrita para el dosier';
    const edit = await stack.call('PUT', '/api/servicios-hr/entrevistas-profundidad', {
      token: superadmin.token,
      body: { version: antes.version, estructura: { rubrica } },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const d = Dosier.parse((await dosier(admin.token)).body.data);
    const p = d.plantillas.find((x) => x.codigo === 'entrevistas-profundidad')!;
    expect(p.version).toBe(antes.version + 1);
    const cambio = p.cambios.find((c) => c.version === antes.version + 1)!;
    expect(cambio).toMatchObject({ comparable: true, fecha: expect.stringContaining(hoy()) });
    expect(cambio.cambios).toEqual([
      expect.objectContaining({
        tipo: 'ancla_cambiada',
        antes: antes.estructura.rubrica[0].anclas.alto,
        despues: 'Ancla alta reescrita para el dosier',
      }),
    ]);
  });
});

describe('informing the representatives', () => {
  it('refuses bad input in Spanish and stores nothing; a hash that is not the current dossier is 409', async () => {
    const d = (await dosier(admin.token)).body.data;
    const valida = { fecha: hoy(), organo: 'Comité de empresa', hash: d.hash, desde: d.desde, hasta: d.hasta };
    for (const [body, mensaje] of [
      [{ ...valida, organo: '  ' }, msg.organo],
      [{ ...valida, hash: 'abc' }, msg.huella],
      [{ ...valida, fecha: '26/11/2026' }, msg.fechaEntrega],
      [{ ...valida, empresaId: otra.empresaId, extra: 1 }, null],
    ] as const) {
      const res = await entregar(admin.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      if (mensaje) expect(JSON.stringify(res.body)).toContain(mensaje);
    }
    const manana = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await entregar(admin.token, { ...valida, fecha: manana })).body.message).toBe(msg.fechaFutura);
    const otraHuella = await entregar(admin.token, { ...valida, hash: 'f'.repeat(64) });
    expect(otraHuella.status).toBe(409);
    expect(otraHuella.body.message).toBe(msg.huellaDistinta);
    expect((await entregar(operador.token, valida)).status).toBe(403);
    expect((await entregas(admin.token)).body.data).toEqual({
      entregas: [],
      estado: { ultimaEntrega: null, desactualizado: false, cambios: [] },
    });
  });

  it('records a delivery by its hash; a company template changed afterwards makes the dossier out of date and rings the bell', async () => {
    const propia = await stack.call('POST', '/api/servicios-hr/propias', {
      token: admin.token,
      body: { desde: 'entrevistas-profundidad' },
    });
    expect(propia.status).toBe(201);
    const d = (await dosier(admin.token)).body.data;
    expect(d.plantillas.map((p: any) => p.codigo)).toContain(propia.body.data.id);
    const res = await entregar(admin.token, {
      fecha: hoy(),
      organo: 'Comité de empresa',
      destinatarios: 'Lucía Pérez (presidenta), Jorge Gil',
      hash: d.hash,
      desde: d.desde,
      hasta: d.hasta,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(msg.entregaRegistrada);
    expect(res.body.data).toMatchObject({ organo: 'Comité de empresa', hash: d.hash, registradaPor: { id: expect.any(String) } });
    expect(res.body.data.plantillas).toContainEqual({ codigo: propia.body.data.id, nombre: propia.body.data.nombre, version: 1 });
    let lista = (await entregas(admin.token)).body.data;
    expect(lista.entregas).toHaveLength(1);
    expect(lista.estado).toMatchObject({ desactualizado: false, cambios: [] });
    // Another company sees none of it.
    expect((await entregas(otra.admin.token)).body.data.entregas).toEqual([]);
    expect((await entregas(admin.token, `?empresaId=${otra.empresaId}`)).status).toBe(404);

    const estructura = structuredClone(propia.body.data.estructura);
    estructura.fases[0].preguntas[0].texto = 'Pregunta cambiada después de la entrega';
    const guardada = await stack.call('PUT', `/api/servicios-hr/propias/${propia.body.data.id}`, {
      token: admin.token,
      body: { version: 1, estructura },
    });
    expect(guardada.status, JSON.stringify(guardada.body)).toBe(200);
    lista = (await entregas(admin.token)).body.data;
    expect(lista.estado).toMatchObject({
      desactualizado: true,
      cambios: [{ codigo: propia.body.data.id, versionEntregada: 1, version: 2 }],
    });
    const campana = (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data.items;
    expect(campana[0]).toMatchObject({ title: msg.desactualizadoTitulo, actionUrl: '/configuracion#dosier-algoritmico' });
    expect(campana[0].message).toContain('Comité de empresa');
    // The new dossier shows what version 2 changed since the delivery.
    const nuevo = Dosier.parse((await dosier(admin.token)).body.data);
    expect(nuevo.ultimaEntrega).toMatchObject({ organo: 'Comité de empresa' });
    const cambios = nuevo.plantillas.find((p) => p.codigo === propia.body.data.id)!.cambios;
    expect(cambios).toEqual([
      expect.objectContaining({
        version: 2,
        comparable: true,
        cambios: [
          expect.objectContaining({
            tipo: 'pregunta_cambiada',
            despues: expect.stringContaining('Pregunta cambiada después de la entrega'),
          }),
        ],
      }),
    ]);
    expect(nuevo.hash).not.toBe(d.hash);
  });
});

describe("the company's own answers (issue 65 item 6)", () => {
  const respuestas = async (token: string, q = '') => stack.call('GET', `/api/informes/dosier-algoritmico/respuestas${q}`, { token });
  const guardar = async (token: string, body: unknown, q = '') =>
    stack.call('PUT', `/api/informes/dosier-algoritmico/respuestas${q}`, { token, body });

  it('refuses bad input in Spanish and stores nothing; admins only', async () => {
    for (const [body, mensaje] of [
      [
        { version: 0, respuestas: { contacto: 'x'.repeat(DOSIER.respuestaMax + 1) } },
        fmt(msg.respuestaLarga, { max: DOSIER.respuestaMax }),
      ],
      [{ version: 0, respuestas: { contacto: 7 } }, msg.respuestaTexto],
      [{ respuestas: { contacto: 'RR. HH.' } }, msg.versionRespuestas],
      [{ version: -1, respuestas: {} }, msg.versionRespuestas],
      [{ version: 0, respuestas: { otra: 'no es del cuestionario' } }, null],
    ] as const) {
      const res = await guardar(admin.token, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      if (mensaje) expect(JSON.stringify(res.body)).toContain(mensaje);
    }
    expect((await guardar(operador.token, { version: 0, respuestas: { contacto: 'RR. HH.' } })).status).toBe(403);
    expect((await respuestas(operador.token)).status).toBe(403);
    expect((await respuestas(admin.token)).body.data).toEqual({ version: 0, guardadaEn: null, guardadaPor: null, respuestas: {} });
  });

  it('each save is a version; the dossier carries them in place of «A completar» and its hash changes; two editors from one version: the second gets 409', async () => {
    const antes = Dosier.parse((await dosier(admin.token)).body.data);
    expect(antes.respuestasEmpresa).toBeNull();
    expect(antes.guia.filter((g) => g.aCompletar).map((g) => g.clave)).toEqual([...CLAVES_EMPRESA]);
    expect(antes.equidad.aCompletar).toBe(true);

    const texto = {
      contacto: '  Departamento de Personas: personas@dosier.test  ',
      discriminacion: 'Revisamos cada trimestre el monitor de equidad con el comité.',
      auditoria: '',
    };
    const v1 = await guardar(admin.token, { version: 0, respuestas: texto });
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    expect(v1.body.message).toBe(fmt(msg.respuestasGuardadas, { version: 1 }));
    expect(v1.body.data).toMatchObject({
      version: 1,
      guardadaPor: { id: expect.any(String), nombre: expect.any(String) },
      // Trimmed, and an empty answer is no answer.
      respuestas: { contacto: 'Departamento de Personas: personas@dosier.test', discriminacion: texto.discriminacion },
    });
    expect(Object.keys(v1.body.data.respuestas)).toHaveLength(2);
    expect((await respuestas(admin.token)).body.data).toEqual(v1.body.data);
    // Another company sees none of it.
    expect((await respuestas(otra.admin.token)).body.data.version).toBe(0);

    const d = Dosier.parse((await dosier(admin.token)).body.data);
    expect(d.respuestasEmpresa).toMatchObject({ version: 1, respondidas: 2, total: CLAVES_EMPRESA.length });
    const contacto = d.guia.find((g) => g.clave === 'contacto')!;
    expect(contacto).toMatchObject({ aCompletar: false, deLaEmpresa: true, respuesta: 'Departamento de Personas: personas@dosier.test' });
    expect(d.guia.filter((g) => g.aCompletar)).toHaveLength(CLAVES_EMPRESA.length - 2);
    // The measures against discrimination complete the equality section too.
    expect(d.equidad).toMatchObject({ aCompletar: false, medidasEmpresa: texto.discriminacion });
    expect(d.equidad.texto).not.toContain('Indique qué medidas');
    expect(d.hash).not.toBe(antes.hash);

    // The same answers again: no new version.
    const igual = await guardar(admin.token, { version: 1, respuestas: texto });
    expect(igual.status).toBe(200);
    expect(igual.body.message).toBe(msg.respuestasSinCambios);
    expect(igual.body.data.version).toBe(1);

    // Two admins edit from version 1: the first saves version 2, the second is told and nothing of theirs is written.
    const segundo = await usuarioConSesion(stack, admin, { email: 'berta@dosier.test', rol: 'admin', password: 'Dsrr-Clave-2026' });
    const [a, b] = await Promise.all([
      guardar(admin.token, { version: 1, respuestas: { ...texto, auditoria: 'Auditoría externa en 2026.' } }),
      guardar(segundo.token, { version: 1, respuestas: { ...texto, auditoria: 'Sin auditar todavía.' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const perdedor = a.status === 409 ? a : b;
    expect(perdedor.body.message).toBe(fmt(msg.respuestasCambiadas, { version: 2 }));
    const ahora = (await respuestas(admin.token)).body.data;
    expect(ahora.version).toBe(2);
    expect(ahora.respuestas.auditoria).toBe(a.status === 200 ? 'Auditoría externa en 2026.' : 'Sin auditar todavía.');
    // A stale version is 409 too.
    expect((await guardar(admin.token, { version: 1, respuestas: {} })).status).toBe(409);
  });
});

describe("Colombia's privacy impact study (issue 67 item 7)", () => {
  const estudio = async (token: string, q = '') => dosier(token, `?tipo=estudio-impacto-co${q}`);

  it('a company in Colombia gets it from its stored facts; a company in Spain is told why; another company’s id is 404', async () => {
    const noCo = await estudio(admin.token);
    expect(noCo.status, JSON.stringify(noCo.body)).toBe(400);
    expect(noCo.body.message).toBe(fmt(msg.estudioSoloColombia, { pais: 'España' }));
    const malTipo = await dosier(admin.token, '?tipo=eipd');
    expect(malTipo.status).toBe(400);
    expect(JSON.stringify(malTipo.body)).toContain(msg.tipoInvalido);

    const clave = empresaKeys.empresa(otra.empresaId);
    const guardada = (await getItem<EmpresaItem>(clave))!;
    await putItem({ ...guardada, ...clave, direccion: { ...(guardada.direccion as object), pais: 'Colombia' } });
    try {
      const res = await estudio(otra.admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const e = EstudioImpacto.parse(res.body.data);
      expect(e).toMatchObject({ tipo: 'estudio-impacto-co', empresa: { id: otra.empresaId }, hasta: hoy() });
      expect(e.norma).toContain('Circular Externa 002 del 21 de agosto de 2024');
      expect(e.apartados.some((a) => a.aCompletar && a.respuesta.startsWith(msg.aCompletar))).toBe(true);
      expect(e.apartados.filter((a) => a.bloque.startsWith('Derechos'))).toHaveLength(6);
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
      // The same facts, the same hash; the dossier is still the default document.
      expect((await estudio(otra.admin.token)).body.data.hash).toBe(e.hash);
      expect(Dosier.safeParse((await dosier(otra.admin.token)).body.data).success).toBe(true);
      // Another company's admin cannot read it, nor an operator; the superadmin names the company.
      expect((await estudio(admin.token, `&empresaId=${otra.empresaId}`)).status).toBe(404);
      expect((await estudio(operador.token)).status).toBe(403);
      const sa = await estudio(superadmin.token, `&empresaId=${otra.empresaId}`);
      expect(sa.status).toBe(200);
      expect(sa.body.data.empresa.id).toBe(otra.empresaId);
    } finally {
      await putItem({ ...guardada, ...clave });
    }
  });

  it("the company completes the study's own questions: versioned, in its hash, apart from the dossier's answers; bad input a Spanish 400 that stores nothing", async () => {
    const ruta = '/api/informes/dosier-algoritmico/respuestas';
    const leer = (token: string, q = '?tipo=estudio-impacto-co') => stack.call('GET', `${ruta}${q}`, { token });
    const guardar = (token: string, body: unknown, q = '?tipo=estudio-impacto-co') => stack.call('PUT', `${ruta}${q}`, { token, body });
    const ninguna = { version: 0, guardadaEn: null, guardadaPor: null, respuestas: {} };

    // A Spanish company has no study to complete.
    const es = await guardar(admin.token, { version: 0, respuestas: { ponderacion: 'Idónea.' } });
    expect(es.status, JSON.stringify(es.body)).toBe(400);
    expect(es.body.message).toBe(fmt(msg.estudioSoloColombia, { pais: 'España' }));
    expect((await leer(admin.token)).body.data).toEqual(ninguna);

    const clave = empresaKeys.empresa(otra.empresaId);
    const guardada = (await getItem<EmpresaItem>(clave))!;
    await putItem({ ...guardada, ...clave, direccion: { ...(guardada.direccion as object), pais: 'Colombia' } });
    try {
      const antes = EstudioImpacto.parse((await estudio(otra.admin.token)).body.data);
      expect(antes.respuestasEstudio).toBeNull();
      expect(
        antes.apartados.filter((a) => a.clave && (CLAVES_ESTUDIO_CO as readonly string[]).includes(a.clave)).map((a) => a.clave),
      ).toEqual([...CLAVES_ESTUDIO_CO]);

      for (const [body, q, mensaje] of [
        // A question of the dossier is not the study's: refused, not dropped.
        [
          { version: 0, respuestas: { ponderacion: 'Idónea.', contacto: 'dpo@otra.co' } },
          undefined,
          fmt(msg.preguntaDeOtroDocumento, { documento: 'estudio de impacto de privacidad' }),
        ],
        [
          { version: 0, respuestas: { ponderacion: 'x'.repeat(DOSIER.respuestaMax + 1) } },
          undefined,
          fmt(msg.respuestaLarga, { max: DOSIER.respuestaMax }),
        ],
        [{ version: 0, respuestas: { ponderacion: 7 } }, undefined, msg.respuestaTexto],
        [{ version: 0, respuestas: { otra: 'no es del estudio' } }, undefined, null],
        [{ version: 0, respuestas: { ponderacion: 'Idónea.' } }, '?tipo=eipd', msg.tipoInvalido],
        // The study's question sent to the dossier (no tipo) is the dossier's refusal.
        [{ version: 0, respuestas: { ponderacion: 'Idónea.' } }, '', fmt(msg.preguntaDeOtroDocumento, { documento: 'dosier algorítmico' })],
      ] as const) {
        const r = await guardar(otra.admin.token, body, q);
        expect(r.status, JSON.stringify(r.body)).toBe(400);
        if (mensaje) expect(JSON.stringify(r.body)).toContain(mensaje);
      }
      expect((await leer(otra.admin.token)).body.data).toEqual(ninguna);
      expect((await leer(otra.admin.token, '')).body.data).toEqual(ninguna);
      // Another company's id: 404 for its admin; an operator: 403.
      expect(
        (
          await guardar(
            admin.token,
            { version: 0, respuestas: { ponderacion: 'x' } },
            `?tipo=estudio-impacto-co&empresaId=${otra.empresaId}`,
          )
        ).status,
      ).toBe(404);
      expect((await leer(admin.token, `?tipo=estudio-impacto-co&empresaId=${otra.empresaId}`)).status).toBe(404);
      expect((await guardar(operador.token, { version: 0, respuestas: { ponderacion: 'x' } })).status).toBe(403);

      const texto = {
        ponderacion: '  Idónea y necesaria: la persona revisora decide y la IA puede pausarse.  ',
        clasificacionRiesgos: 'Riesgo de sesgo: probabilidad media, impacto alto; residual bajo tras el monitor.',
      };
      const v1 = await guardar(otra.admin.token, { version: 0, respuestas: texto });
      expect(v1.status, JSON.stringify(v1.body)).toBe(200);
      expect(v1.body.message).toBe(fmt(msg.respuestasEstudioGuardadas, { version: 1 }));
      expect(v1.body.data).toMatchObject({ version: 1, respuestas: { ponderacion: texto.ponderacion.trim() } });
      const e = EstudioImpacto.parse((await estudio(otra.admin.token)).body.data);
      expect(e.respuestasEstudio).toMatchObject({ version: 1, respondidas: 2, total: CLAVES_ESTUDIO_CO.length });
      expect(e.apartados.find((a) => a.clave === 'ponderacion')).toMatchObject({
        aCompletar: false,
        deLaEmpresa: true,
        respuesta: texto.ponderacion.trim(),
      });
      expect(e.hash).not.toBe(antes.hash);
      // The dossier's answers are their own: none saved, and the dossier carries none.
      expect((await leer(otra.admin.token, '')).body.data).toEqual(ninguna);
      expect(Dosier.parse((await dosier(otra.admin.token)).body.data).respuestasEmpresa).toBeNull();
      // The dossier's next version is its own 1, and the study's next is 2.
      expect((await guardar(otra.admin.token, { version: 0, respuestas: { contacto: 'dpo@otra.co' } }, '')).body.data.version).toBe(1);
      expect((await guardar(otra.admin.token, { version: 0, respuestas: texto })).status).toBe(409);
      const v2 = await guardar(otra.admin.token, { version: 1, respuestas: { ...texto, aprobacion: 'La dirección, cada año.' } });
      expect(v2.body.data.version).toBe(2);
      expect(EstudioImpacto.parse((await estudio(otra.admin.token)).body.data).respuestasEmpresa).toMatchObject({ version: 1 });
      // The superadmin names the company.
      expect((await leer(superadmin.token, `?tipo=estudio-impacto-co&empresaId=${otra.empresaId}`)).body.data.version).toBe(2);
    } finally {
      await putItem({ ...guardada, ...clave });
    }
  });
});
