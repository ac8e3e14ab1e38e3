// Interviews for a vacancy and the vacancy's public apply link, through the local stack (issue 66 items
// 1 and 3, D187). An interview scheduled for a vacancy puts its candidate in it at «invitado» (or moves
// them there from «nuevo»; further on, they stay) and the board names the interview; a closed vacancy
// takes none. An admin publishes the link (a new code each time) and retires it; the page shows the job
// and the form's notice; the form creates the candidate (or finds the one with that e-mail), joins them
// to the vacancy and answers the interview's token, which opens the interview's page; the same e-mail
// again gets the link by e-mail, not a second interview; bad input is a Spanish 4xx that stores nothing;
// floods stop per e-mail; a company with no interviews left tells the person plainly and its admins.
import { describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { AVISO_POSTULACION_VERSION } from '../../shared/aviso-postulacion.js';
import { fmt, postulacion as msg, telefonos as msgTelefonos, vacantes as msgVacantes } from '../../shared/messages.js';
import { LIMITES_POSTULACION, PaginaVacante } from '../../shared/schemas/postulacion.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';
import { empresaConOperadorYOtra, mailsTo, postDesde, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let operador: Session;
let otra: { empresaId: string; admin: Session };
let empresaId: string;

empresaConOperadorYOtra(
  { scheduler: false },
  {
    ...empresaPrueba('Postulaciones Norte', 'B10000909', { licencias: { activas: 5 } }),
    admin: adminPrueba('Postulaciones Norte', { nombre: 'Nerea Norte' }),
  },
  { email: 'op@postulaciones-norte.test', password: 'Pqb-Clave-2026' },
  { ...empresaPrueba('Postulaciones Sur', 'B10000917'), admin: adminPrueba('Postulaciones Sur') },
  (hecha) => {
    ({ stack, admin, operador, otra, empresaId } = hecha);
  },
);

const plantilla = async (token: string) => (await stack.call('GET', '/api/servicios-hr/disponibles', { token })).body.data[0].id as string;

async function nuevaVacante(titulo: string, token = admin.token, responsableId = admin.user.id) {
  const res = await stack.call('POST', '/api/vacantes', {
    token,
    body: { titulo, lugar: 'Vitoria', responsableId, servicioId: await plantilla(token) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; version: number; servicioId: string; enlace: string | null };
}

async function nuevoCandidato(nombre: string, email: string, token = admin.token) {
  const res = await stack.call('POST', '/api/candidatos', { token, body: { nombre, email } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const enUnaHora = () => new Date(Date.now() + 3_600_000).toISOString();
const candidaturas = async (vacanteId: string, token = admin.token) =>
  (await stack.call('GET', `/api/vacantes/${vacanteId}/candidatos`, { token })).body.data.items as Array<{
    candidatoId: string;
    etapa: string;
    entrevistaId: string | null;
    origen: string;
    candidato: { email: string } | null;
    version: number;
  }>;

async function publicar(v: { id: string; version: number }, publicado = true) {
  const res = await stack.call('PUT', `/api/vacantes/${v.id}/enlace`, { token: admin.token, body: { publicado, version: v.version } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; version: number; enlace: string | null };
}

/** The link's index is read eventually consistent (D187): wait for it like a person reloading would. */
async function pagina(codigo: string) {
  for (let i = 0; ; i++) {
    const res = await stack.call('GET', `/api/publico/vacantes/${codigo}`);
    if (res.status !== 404 || i >= 20) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const formulario = (o: Record<string, unknown> = {}) => ({
  nombre: 'Ane Etxeberria',
  email: 'ane@postula.test',
  telefono: '+34 600 000 000',
  acepto: true,
  version: AVISO_POSTULACION_VERSION,
  ...o,
});
const postular = (codigo: string, body: unknown, source = '127.0.0.1') =>
  postDesde(stack, `/api/publico/vacantes/${codigo}/postulaciones`, body, source);

describe('an interview for a vacancy', () => {
  it('joins the candidate at «invitado», moves one at «nuevo» there, leaves one further on where they are; the board names the interview', async () => {
    const v = await nuevaVacante('Mozo de almacén');
    const [fuera, nuevo, finalista] = await Promise.all([
      nuevoCandidato('Iker Fuera', 'iker@vac.test'),
      nuevoCandidato('Maite Nueva', 'maite@vac.test'),
      nuevoCandidato('Jon Final', 'jon@vac.test'),
    ]);
    for (const c of [nuevo, finalista])
      expect((await stack.call('POST', `/api/vacantes/${v.id}/candidatos`, { token: admin.token, body: { candidatoId: c } })).status).toBe(
        201,
      );
    const fin = (await candidaturas(v.id)).find((c) => c.candidatoId === finalista)!;
    expect(
      (
        await stack.call('PUT', `/api/vacantes/${v.id}/candidatos/${finalista}`, {
          token: admin.token,
          body: { etapa: 'finalista', version: fin.version },
        })
      ).status,
    ).toBe(200);

    const ids: Record<string, string> = {};
    for (const c of [fuera, nuevo, finalista]) {
      const res = await stack.call('POST', '/api/entrevistas', {
        token: operador.token,
        body: { candidatoId: c, servicioId: v.servicioId, fechaProgramada: enUnaHora(), vacanteId: v.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.entrevista.vacanteId).toBe(v.id);
      ids[c] = res.body.data.entrevista.id;
    }
    const board = await candidaturas(v.id);
    const de = (c: string) => board.find((x) => x.candidatoId === c)!;
    expect(de(fuera)).toMatchObject({ etapa: 'invitado', entrevistaId: ids[fuera], origen: 'equipo' });
    expect(de(nuevo)).toMatchObject({ etapa: 'invitado', entrevistaId: ids[nuevo] });
    expect(de(finalista)).toMatchObject({ etapa: 'finalista', entrevistaId: ids[finalista] });
    // The interview read back names its vacancy.
    expect((await stack.call('GET', `/api/entrevistas/${ids[fuera]}`, { token: admin.token })).body.data.vacanteId).toBe(v.id);
  });

  it("a closed vacancy takes none, another company's is a 404, and neither schedules anything", async () => {
    const v = await nuevaVacante('Cerrada para entrevistas');
    const c = await nuevoCandidato('Unai Cerrado', 'unai@vac.test');
    expect(
      (await stack.call('PUT', `/api/vacantes/${v.id}`, { token: admin.token, body: { version: v.version, estado: 'cerrada' } })).status,
    ).toBe(200);
    const cuantas = async () => (await stack.call('GET', '/api/entrevistas?limit=100', { token: admin.token })).body.data.items.length;
    const antes = await cuantas();
    const cerrada = await stack.call('POST', '/api/entrevistas', {
      token: admin.token,
      body: { candidatoId: c, servicioId: v.servicioId, fechaProgramada: enUnaHora(), vacanteId: v.id },
    });
    expect(cerrada.status).toBe(409);
    expect(cerrada.body.message).toBe(msgVacantes.entrevistaVacanteCerrada);
    const ajena = await nuevaVacante('De la otra', otra.admin.token, otra.admin.user.id);
    const res = await stack.call('POST', '/api/entrevistas', {
      token: admin.token,
      body: { candidatoId: c, servicioId: v.servicioId, fechaProgramada: enUnaHora(), vacanteId: ajena.id },
    });
    expect(res.status).toBe(404);
    expect(await cuantas()).toBe(antes);
    expect(await candidaturas(ajena.id, otra.admin.token)).toEqual([]);
  });
});

describe("a vacancy's public apply link", () => {
  it('an admin publishes it (a new code each time) and retires it; an operator cannot; a closed vacancy is not published', async () => {
    const v = await nuevaVacante('Recepcionista');
    expect(v.enlace).toBeNull();
    const porOperador = await stack.call('PUT', `/api/vacantes/${v.id}/enlace`, {
      token: operador.token,
      body: { publicado: true, version: v.version },
    });
    expect(porOperador.status).toBe(403);
    const a = await publicar(v);
    expect(a.enlace).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await pagina(a.enlace!)).status).toBe(200);
    const b = await publicar(a);
    expect(b.enlace).not.toBe(a.enlace);
    // The old code opens nothing once the new one is out.
    expect((await stack.call('GET', `/api/publico/vacantes/${a.enlace}`)).status).toBe(404);
    expect((await pagina(b.enlace!)).status).toBe(200);
    // From a stale version: 409, and the link stays.
    const viejo = await stack.call('PUT', `/api/vacantes/${v.id}/enlace`, {
      token: admin.token,
      body: { publicado: false, version: a.version },
    });
    expect(viejo.status).toBe(409);
    const retirada = await publicar(b, false);
    expect(retirada.enlace).toBeNull();
    const res = await stack.call('GET', `/api/publico/vacantes/${b.enlace}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(msg.noEncontrado);
    const cerrada = (
      await stack.call('PUT', `/api/vacantes/${v.id}`, { token: admin.token, body: { version: retirada.version, estado: 'cerrada' } })
    ).body.data;
    const noPublica = await stack.call('PUT', `/api/vacantes/${v.id}/enlace`, {
      token: admin.token,
      body: { publicado: true, version: cerrada.version },
    });
    expect(noPublica.status).toBe(409);
    expect(noPublica.body.message).toBe(msgVacantes.enlaceCerrada);
  });

  it('the page shows the job, the company and the notice; a malformed or unknown code is the same 404', async () => {
    const v = await publicar(await nuevaVacante('Cocinero de línea'));
    const res = await pagina(v.enlace!);
    expect(res.status).toBe(200);
    const p = PaginaVacante.parse(res.body.data);
    expect(p).toMatchObject({ titulo: 'Cocinero de línea', lugar: 'Vitoria', remoto: false, estado: 'abierta' });
    expect(p.empresa.nombre).toBe('Postulaciones Norte');
    expect(p.aviso.version).toBe(AVISO_POSTULACION_VERSION);
    expect(p.aviso.parrafos.join(' ')).toContain('«Cocinero de línea»');
    // The law of the company's country (Spain's: D214).
    expect(p.aviso.parrafos.at(-1)).toContain('La ley que protege tus datos: el Reglamento General de Protección de Datos');
    for (const codigo of ['x', 'A'.repeat(22), '<script>', 'a'.repeat(99)]) {
      const r = await stack.call('GET', `/api/publico/vacantes/${encodeURIComponent(codigo)}`);
      expect(r.status, codigo).toBe(404);
      expect(r.body.message).toBe(msg.noEncontrado);
    }
  });

  it("a person applies: a new candidate in the vacancy at «invitado» through the link, and the token opens the interview's page", async () => {
    const v = await publicar(await nuevaVacante('Camarera de pisos'));
    await pagina(v.enlace!);
    const res = await postular(v.enlace!, formulario(), '127.0.0.21');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(enVariante(msg.recibida));
    const token = res.body.data.token as string;
    expect(token).toMatch(/^tok_/);
    const board = await candidaturas(v.id);
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({ etapa: 'invitado', origen: 'enlace', candidato: { email: 'ane@postula.test' } });
    expect(board[0].entrevistaId).toBeTruthy();
    const cand = (await stack.call('GET', `/api/candidatos/${board[0].candidatoId}`, { token: admin.token })).body.data;
    expect(cand).toMatchObject({
      nombre: 'Ane Etxeberria',
      // Stored in E.164 (issue 67 item 9).
      telefono: '+34600000000',
      posicion: 'Camarera de pisos',
      estado: 'en_proceso',
    });
    const publica = await stack.call('GET', `/api/publico/entrevistas/${token}`);
    expect(publica.status).toBe(200);
    expect(publica.body.data.empresa.nombre).toBe('Postulaciones Norte');
    // The invitation with the same link went to the e-mail too.
    const mails = await mailsTo(stack, 'ane@postula.test');
    expect(mails.some((m) => JSON.stringify(m).includes(token))).toBe(true);

    // The same e-mail again: no second interview, the link by e-mail again, no token in the answer.
    const otraVez = await postular(v.enlace!, formulario({ nombre: 'Otro Nombre' }), '127.0.0.21');
    expect(otraVez.status).toBe(200);
    expect(otraVez.body.message).toBe(enVariante(msg.yaInscrito));
    expect(otraVez.body.data).toEqual({ token: null, yaInscrito: true });
    expect(await candidaturas(v.id)).toHaveLength(1);
    const entrevistas = (await stack.call('GET', `/api/candidatos/${board[0].candidatoId}`, { token: admin.token })).body.data;
    expect(entrevistas.nombre).toBe('Ane Etxeberria');

    // She takes the interview: the board moves her to «entrevistado» by itself, dated, by Talentia.
    const abierta = (await stack.call('GET', `/api/publico/entrevistas/${token}`)).body.data;
    const pub = (ruta: string) => `/api/publico/entrevistas/${token}${ruta}`;
    expect((await stack.call('POST', pub('/consentimiento'), { body: { acepto: true, version: abierta.aviso.version } })).status).toBe(200);
    expect(
      (
        await stack.call('PUT', pub('/respuestas/0'), {
          body: { texto: 'Organicé la limpieza de 40 habitaciones al día con un equipo de tres.' },
        })
      ).status,
    ).toBe(200);
    expect((await stack.call('POST', pub('/finalizar'))).status).toBe(200);
    const despues = (await candidaturas(v.id))[0] as (typeof board)[number] & { movidaPor: { nombre: string } };
    expect(despues).toMatchObject({ etapa: 'entrevistado', movidaPor: { id: 'sistema', nombre: msg.autorSistema } });
  });

  it('an e-mail the company already has joins that candidate; one known to another company makes a new one here', async () => {
    const conocida = await nuevoCandidato('Leire Conocida', 'leire@postula.test');
    await nuevoCandidato('Leire Sur', 'leire-sur@postula.test', otra.admin.token);
    const v = await publicar(await nuevaVacante('Jardinero'));
    await pagina(v.enlace!);
    expect((await postular(v.enlace!, formulario({ nombre: 'Leire C.', email: 'LEIRE@postula.test ' }), '127.0.0.22')).status).toBe(201);
    expect((await postular(v.enlace!, formulario({ nombre: 'Leire del Sur', email: 'leire-sur@postula.test' }), '127.0.0.22')).status).toBe(
      201,
    );
    const board = await candidaturas(v.id);
    expect(board.map((c) => c.candidatoId)).toContain(conocida);
    const nueva = board.find((c) => c.candidato?.email === 'leire-sur@postula.test')!;
    expect(nueva.candidatoId).not.toBe(conocida);
    // The other company's candidate is untouched and not in this company's vacancy.
    const sur = (await stack.call('GET', '/api/candidatos?q=leire', { token: otra.admin.token })).body.data.items;
    expect(JSON.stringify(sur)).toContain('Leire Sur');
  });

  it('an e-mail already a candidate of another company (issue 66 item 9): answered as anyone’s, a separate candidate here, nothing of the other told or touched', async () => {
    await nuevoCandidato('Maialen del Sur', 'maialen@postula.test', otra.admin.token);
    const surAntes = (await stack.call('GET', '/api/candidatos?q=maialen', { token: otra.admin.token })).body.data.items;
    const avisosSurAntes = (await stack.call('GET', '/api/notificaciones', { token: otra.admin.token })).body.data.items.length;
    const v = await publicar(await nuevaVacante('Pintor'));
    await pagina(v.enlace!);
    const desconocida = await postular(v.enlace!, formulario({ nombre: 'Nadie Conocido', email: 'nadie@postula.test' }), '127.0.0.31');
    const ajena = await postular(v.enlace!, formulario({ nombre: 'Maialen Norte', email: 'MAIALEN@postula.test' }), '127.0.0.31');
    expect(ajena.status, JSON.stringify(ajena.body)).toBe(201);
    // The same answer a stranger gets: a token of its own, nothing that says the e-mail is known elsewhere.
    expect(Object.keys(ajena.body.data).sort()).toEqual(Object.keys(desconocida.body.data).sort());
    expect(ajena.body.data.yaInscrito).toBe(false);
    expect([ajena.body.message, desconocida.body.message]).toEqual([enVariante(msg.recibida), enVariante(msg.recibida)]);
    expect(ajena.body.data.token).toEqual(expect.any(String));
    expect(JSON.stringify(ajena.body)).not.toMatch(/Sur|del Sur/);

    const aqui = (await stack.call('GET', '/api/candidatos?q=maialen', { token: admin.token })).body.data.items;
    expect(aqui).toHaveLength(1);
    expect(aqui[0]).toMatchObject({ nombre: 'Maialen Norte', email: 'maialen@postula.test' });
    expect(surAntes.map((c: { id: string }) => c.id)).not.toContain(aqui[0].id);
    expect((await candidaturas(v.id)).map((c) => c.candidatoId)).toContain(aqui[0].id);
    // The other company's candidate and its notifications are as they were.
    expect((await stack.call('GET', '/api/candidatos?q=maialen', { token: otra.admin.token })).body.data.items).toEqual(surAntes);
    expect((await stack.call('GET', '/api/notificaciones', { token: otra.admin.token })).body.data.items).toHaveLength(avisosSurAntes);
  });

  it("the company's data file carries a published vacancy with its link, and importing it back keeps the link working", async () => {
    const v = await publicar(await nuevaVacante('Socorrista'));
    expect((await pagina(v.enlace!)).status).toBe(200);
    const archivo = (await stack.call('GET', '/api/datos/exportar', { token: admin.token })).body.data;
    const fila = archivo.datos[0].elementos.find((e: { sk: string }) => e.sk === `VACANTE#${v.id}`);
    expect(fila.item).toMatchObject({ enlace: v.enlace, GSI1PK: `ENLACEVAC#${v.enlace}`, GSI1SK: 'VACANTE' });
    const res = await stack.call('POST', '/api/datos/importar', { token: admin.token, body: { archivo } });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const rechazadas = res.body.data.filas.filter((f: { resultado: string }) => f.resultado !== 'actualizado' && f.resultado !== 'creado');
    expect(rechazadas).toEqual([]);
    expect((await pagina(v.enlace!)).body.data.titulo).toBe('Socorrista');
  });

  it("a phone that is no number of the company's country is the applicant's 400 naming it, not the company's 409; nothing stored", async () => {
    const v = await publicar(await nuevaVacante('Recepcionista'));
    await pagina(v.enlace!);
    const avisos = async () => (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data.items.length;
    const antes = await avisos();
    const mal = await postular(v.enlace!, formulario({ email: 'tel@postula.test', telefono: '55 1234 5678' }), '127.0.0.29');
    const texto = fmt(msgTelefonos.noValidoPais, { campo: 'El teléfono', pais: 'España', prefijo: '34' });
    expect(mal).toMatchObject({ status: 400, body: { message: texto, details: [{ campo: 'telefono', msg: texto }] } });
    expect(await candidaturas(v.id)).toEqual([]);
    expect(await avisos()).toBe(antes);
    // Any country's number with its prefix.
    const bien = await postular(v.enlace!, formulario({ email: 'tel@postula.test', telefono: '+52 55 1234 5678' }), '127.0.0.29');
    expect(bien.status, JSON.stringify(bien.body)).toBe(201);
    const [c] = await candidaturas(v.id);
    const cand = (await stack.call('GET', `/api/candidatos/${c.candidatoId}`, { token: admin.token })).body.data;
    expect(cand.telefono).toBe('+525512345678');
  });

  it('bad input is a Spanish 4xx and stores nothing; a paused or closed vacancy says so', async () => {
    const v = await publicar(await nuevaVacante('Conductor de reparto'));
    await pagina(v.enlace!);
    for (const [body, mensaje, status] of [
      [formulario({ nombre: '' }), enVariante(msg.nombreObligatorio), 400],
      [formulario({ nombre: 'x'.repeat(10_000) }), null, 413],
      [formulario({ nombre: 'x'.repeat(201) }), msg.nombreLargo, 400],
      [formulario({ nombre: '<b>Ane</b>' }), msg.nombreMarcado, 400],
      [formulario({ email: 'no-es-email' }), 'Introduce un email válido', 400],
      [formulario({ telefono: 'llámame' }), msg.telefonoInvalido, 400],
      [formulario({ acepto: false }), enVariante(msg.avisoObligatorio), 400],
      [formulario({ acepto: undefined }), enVariante(msg.avisoObligatorio), 400],
      [formulario({ version: '2020-01-01.1' }), enVariante(msg.avisoCambiado), 409],
      [formulario({ extra: 1 }), null, 400],
    ] as const) {
      const res = await postular(v.enlace!, body, '127.0.0.23');
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (mensaje) expect(JSON.stringify(res.body)).toContain(mensaje);
    }
    expect(await candidaturas(v.id)).toEqual([]);
    // The hidden field a bot fills: an answer that opens nothing, and nothing stored.
    const bot = await postular(v.enlace!, formulario({ sitioWeb: 'https://spam.test' }), '127.0.0.23');
    expect(bot.status).toBe(201);
    expect(bot.body.data.token).toBeNull();
    expect(await candidaturas(v.id)).toEqual([]);

    const pausada = (
      await stack.call('PUT', `/api/vacantes/${v.id}`, { token: admin.token, body: { version: v.version, estado: 'en_pausa' } })
    ).body.data;
    expect((await pagina(v.enlace!)).body.data.estado).toBe('en_pausa');
    const enPausa = await postular(v.enlace!, formulario(), '127.0.0.23');
    expect(enPausa.status).toBe(409);
    expect(enPausa.body.message).toBe(enVariante(msg.enPausa));
    await stack.call('PUT', `/api/vacantes/${v.id}`, { token: admin.token, body: { version: pausada.version, estado: 'cerrada' } });
    const cerrada = await postular(v.enlace!, formulario(), '127.0.0.23');
    expect(cerrada.status).toBe(409);
    expect(cerrada.body.message).toBe(msg.cerrada);
    expect(await candidaturas(v.id)).toEqual([]);
  });

  it(`one e-mail applies at most ${LIMITES_POSTULACION.porEmail} times an hour to a vacancy: then a Spanish 429`, async () => {
    const v = await publicar(await nuevaVacante('Limpieza de oficinas'));
    await pagina(v.enlace!);
    const respuestas = [];
    for (let i = 0; i < LIMITES_POSTULACION.porEmail; i++)
      respuestas.push(await postular(v.enlace!, formulario({ email: 'repite@postula.test' }), '127.0.0.24'));
    expect(respuestas.map((r) => r.status)).toEqual([201, 200, 200]);
    // What each repeat says is what happened: the link sent again, then (the resend's own minutes apart, D163) not.
    expect(respuestas.slice(1).map((r) => r.body.message)).toEqual([enVariante(msg.yaInscrito), enVariante(msg.yaInscritoSinReenvio)]);
    const res = await postular(v.enlace!, formulario({ email: 'repite@postula.test' }), '127.0.0.25');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Se han recibido demasiadas candidaturas desde aquí/);
  });

  it('a company with no interviews left: the person reads a plain 409, nothing is stored, and its admins are told', async () => {
    const v = await publicar(await nuevaVacante('Sin cupo'));
    await pagina(v.enlace!);
    const empresa = (await getItem<{ limites: Record<string, number>; uso?: Record<string, number> }>(empresaKeys.empresa(empresaId)))!;
    await updateItem(empresaKeys.empresa(empresaId), { limites: { ...empresa.limites, entrevistas: empresa.uso?.entrevistas ?? 0 } });
    try {
      const res = await postular(v.enlace!, formulario({ email: 'sin-cupo@postula.test' }), '127.0.0.26');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(enVariante(msg.sinPlazas));
      expect((await candidaturas(v.id)).length).toBe(0);
      // Checked before the candidate is made: the person is not stored either.
      expect((await stack.call('GET', '/api/candidatos?q=sin-cupo', { token: admin.token })).body.data.items).toEqual([]);
      const avisos = (await stack.call('GET', '/api/notificaciones', { token: admin.token })).body.data;
      expect(JSON.stringify(avisos)).toContain(msg.sinPlazasTitulo);
    } finally {
      await updateItem(empresaKeys.empresa(empresaId), { limites: empresa.limites });
    }
  });
});
