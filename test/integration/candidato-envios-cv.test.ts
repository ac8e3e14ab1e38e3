// What an HR team expects beside a candidate (issue 54 item 10, D163), against the local emulators
// (S3, the mail sink): the CV attached (checked by its content, downloaded by the company, erased
// with the candidate), the invitation resent with the same link (limited, recorded) and the
// rejection mail a person previews and sends (only to a rejected candidate, once, never to one
// who asked for the erasure of their data).
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3 } from '../../functions/lib/aws/s3.js';
import { config } from '../../functions/lib/config.js';
import { exportarEmpresa } from '../../functions/lib/datos/exportacion.js';
import { crearSolicitudBorrado, nuevaSolicitud } from '../../functions/lib/db/borrado-solicitado.js';
import { candidatoKeys } from '../../functions/lib/db/candidatos.js';
import { comentariosKeys } from '../../functions/lib/db/comentarios.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { esperar, mailsTo } from './fixtures.js';
import {
  completarEntrevista,
  empresaConCandidato,
  empresaConCandidatoDelArchivo,
  otroCandidato,
  programarEntrevista,
  type EmpresaPrueba,
} from './entrevista-fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;

empresaConCandidatoDelArchivo(
  { scheduler: false },
  {
    nombreComercial: 'Envios Cv',
    cif: completarCif('B', '1630163'),
    licencias: 5,
    admin: { password: 'Sjub-Clave-2026' },
    candidato: { nombre: 'Iván Prieto' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
  },
);

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function subirCv(data: Buffer, nombre: string, tipo: string, candidatoId = emp.candidatoId, token = emp.admin.token) {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(data)], { type: tipo }), nombre);
  const res = await fetch(`${stack.apiUrl}/api/candidatos/${candidatoId}/cv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const nuevoCandidato = async (nombre: string, email: string) => (await otroCandidato(stack, emp, nombre, email, 'Técnica')).candidatoId;

const existe = async (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key })).then(
    () => true,
    () => false,
  );

describe('the candidate CV', () => {
  it('uploads a PDF, shows it on the candidate and downloads it by a short signed link', async () => {
    const res = await subirCv(pdf, 'CV Iván.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('CV guardado correctamente');
    expect(res.body.data).toMatchObject({ nombre: 'CV Iván.pdf', tipo: 'application/pdf', tamano: pdf.length });
    expect(JSON.stringify(res.body.data)).not.toContain('empresas/');

    const c = await stack.call('GET', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(c.body.data.cv).toMatchObject({ nombre: 'CV Iván.pdf', tamano: pdf.length });

    const enlace = await stack.call('POST', `/api/candidatos/${emp.candidatoId}/cv/enlace`, { token: emp.admin.token, body: {} });
    expect(enlace.status, JSON.stringify(enlace.body)).toBe(200);
    expect(enlace.body.data.expiresIn).toBe(300);
    expect(decodeURIComponent(enlace.body.data.url)).toContain('attachment');
    const archivo = await fetch(enlace.body.data.url);
    expect(Buffer.from(await archivo.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('checks the content: a text file renamed .pdf or .docx, another type or an empty file is refused and the CV stays', async () => {
    expect(await subirCv(Buffer.from('no soy un PDF'), 'falso.pdf', 'application/pdf')).toMatchObject({
      status: 400,
      body: { message: 'El archivo no es un PDF válido: su contenido no coincide con su extensión' },
    });
    expect(await subirCv(Buffer.from('tampoco un Word'), 'falso.docx', '')).toMatchObject({
      status: 400,
      body: { message: 'El archivo no es un DOCX válido: su contenido no coincide con su extensión' },
    });
    expect(await subirCv(pdf, 'cv.exe', 'application/octet-stream')).toMatchObject({
      status: 400,
      body: { message: 'El CV debe ser un PDF o un documento de Word (.docx)' },
    });
    const grande = Buffer.concat([pdf, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await subirCv(grande, 'grande.pdf', 'application/pdf')).body.message).toBe('El CV no puede superar los 4 MB');
    const c = await stack.call('GET', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(c.body.data.cv).toMatchObject({ nombre: 'CV Iván.pdf' });
  });

  it('a new CV replaces the old one (its file deleted); erasing the candidate deletes the file', async () => {
    const id = await nuevoCandidato('Olga Paz', 'olga@candidatos-envioscv.test');
    expect((await subirCv(pdf, 'primero.pdf', 'application/pdf', id)).status).toBe(200);
    const primero = ((await getItem<any>(candidatoKeys.candidato(emp.empresaId, id)))!.cv as { key: string }).key;
    expect(primero.startsWith(`empresas/${emp.empresaId}/candidatos/${id}/cv/`)).toBe(true);
    expect((await subirCv(pdf, 'segundo.pdf', 'application/pdf', id)).status).toBe(200);
    const segundo = ((await getItem<any>(candidatoKeys.candidato(emp.empresaId, id)))!.cv as { key: string }).key;
    expect(await existe(primero)).toBe(false);
    expect(await existe(segundo)).toBe(true);

    const del = await stack.call('DELETE', `/api/candidatos/${id}`, { token: emp.admin.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await existe(segundo)).toBe(false);
  });

  it('«Quitar CV» removes it on its own: the candidate keeps no CV and its file is deleted; a second removal is a 404', async () => {
    const id = await nuevoCandidato('Rut Sanz', 'rut.sanz@candidatos-envioscv.test');
    expect((await subirCv(pdf, 'rut.pdf', 'application/pdf', id)).status).toBe(200);
    const key = ((await getItem<any>(candidatoKeys.candidato(emp.empresaId, id)))!.cv as { key: string }).key;
    expect(await existe(key)).toBe(true);

    const quitar = await stack.call('DELETE', `/api/candidatos/${id}/cv`, { token: emp.admin.token });
    expect(quitar.status, JSON.stringify(quitar.body)).toBe(200);
    expect(quitar.body.message).toBe('CV quitado: el archivo se ha borrado');
    expect(await existe(key)).toBe(false);
    const c = await stack.call('GET', `/api/candidatos/${id}`, { token: emp.admin.token });
    expect(c.body.data.cv).toBeNull();
    expect(c.body.data.nombre).toBe('Rut Sanz');
    const otra = await stack.call('DELETE', `/api/candidatos/${id}/cv`, { token: emp.admin.token });
    expect(otra).toMatchObject({ status: 404, body: { message: 'Este candidato no tiene CV' } });
    const enlace = await stack.call('POST', `/api/candidatos/${id}/cv/enlace`, { token: emp.admin.token, body: {} });
    expect(enlace.status).toBe(404);
  });

  it("the company's data file excludes the CV (its file is not in it, nor its pointer); the candidate's own export names it", async () => {
    const archivo = await exportarEmpresa(emp.empresaId, 'prueba');
    const item = archivo.datos![0]!.elementos.find((e) => e.sk === `CAND#${emp.candidatoId}`)!.item;
    expect(item.nombre).toBe('Iván Prieto');
    expect('cv' in item).toBe(false);
    const propia = await stack.call('GET', `/api/candidatos/${emp.candidatoId}/exportar`, { token: emp.admin.token });
    expect(propia.body.data.candidato.cv).toMatchObject({ nombre: 'CV Iván.pdf' });
    expect(propia.body.data.notas).toContain('su CV si la empresa lo adjuntó');
  });

  it("another company's candidate answers 404, and no file is stored", async () => {
    const otra = await empresaConCandidato(stack, {
      nombreComercial: 'Otra Cv',
      cif: completarCif('B', '1630164'),
      licencias: 1,
      admin: { password: 'Sjub-Clave-2026' },
      candidato: { puesto: 'Técnica' },
    });
    expect((await subirCv(pdf, 'cv.pdf', 'application/pdf', emp.candidatoId, otra.admin.token)).status).toBe(404);
    const enlace = await stack.call('POST', `/api/candidatos/${emp.candidatoId}/cv/enlace`, { token: otra.admin.token, body: {} });
    expect(enlace.status).toBe(404);
    const quitar = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}/cv`, { token: otra.admin.token });
    expect(quitar.status).toBe(404);
    const c = await stack.call('GET', `/api/candidatos/${emp.candidatoId}`, { token: emp.admin.token });
    expect(c.body.data.cv).toMatchObject({ nombre: 'CV Iván.pdf' });
  });
});

describe('resending the invitation', () => {
  it('resends the same link and the same calendar event, records it, and limits how often', async () => {
    const id = await nuevoCandidato('Pau Gil', 'pau@candidatos-envioscv.test');
    const { id: entrevistaId, token } = await programarEntrevista(stack, {
      ...emp,
      candidatoId: id,
      candidatoEmail: 'pau@candidatos-envioscv.test',
    });
    const antes = (await mailsTo(stack, 'pau@candidatos-envioscv.test')).length;

    const r = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Invitación reenviada a pau@candidatos-envioscv.test con el mismo enlace');
    expect(r.body.data).toMatchObject({ enviada: true, reenvios: 1 });
    const mails = await mailsTo(stack, 'pau@candidatos-envioscv.test');
    expect(mails.length).toBe(antes + 1);
    expect(mails.at(-1)!.body.html).toContain(token);

    const e = await stack.call('GET', `/api/entrevistas/${entrevistaId}`, { token: emp.admin.token });
    expect(e.body.data.reenvios).toMatchObject({ total: 1 });

    // Again at once: too soon (429, Spanish, nothing sent).
    const pronto = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(pronto.status).toBe(429);
    expect(pronto.body.message).toBe('La invitación se reenvió hace menos de 10 minutos: espera un poco antes de volver a enviarla');
    expect((await mailsTo(stack, 'pau@candidatos-envioscv.test')).length).toBe(antes + 1);

    // Three resends in all: the fourth is refused.
    const clave = entrevistaKeys.entrevista(emp.empresaId, entrevistaId);
    await updateItem(clave, { reenvios: { total: 3, ultimoEn: new Date(Date.now() - 3_600_000).toISOString(), por: 'x' } });
    const cuarto = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(cuarto.status).toBe(409);
    expect(cuarto.body.message).toContain('Ya se ha reenviado esta invitación 3 veces');
  });

  it('only a programada interview; a foreign one is 404', async () => {
    const id = await nuevoCandidato('Rut Sol', 'rut@candidatos-envioscv.test');
    const { id: entrevistaId } = await programarEntrevista(stack, {
      ...emp,
      candidatoId: id,
      candidatoEmail: 'rut@candidatos-envioscv.test',
    });
    expect((await stack.call('DELETE', `/api/entrevistas/${entrevistaId}`, { token: emp.admin.token })).status).toBe(200);
    const r = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Solo se puede reenviar la invitación de una entrevista programada (esta está cancelada)');
  });
});

describe('the rejection mail', () => {
  it('previews, then sends only to a rejected candidate, once, and records it on the candidate', async () => {
    const email = 'teo@candidatos-envioscv.test';
    const id = await nuevoCandidato('Teo Luna', email);
    const vista = await stack.call('GET', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token });
    expect(vista.status, JSON.stringify(vista.body)).toBe(200);
    expect(vista.body.data).toMatchObject({ para: email, asunto: 'Tu candidatura en Envios Cv', activada: true, enviado: null });
    expect(vista.body.data.html).toContain('Hola Teo Luna:');
    expect(vista.body.data.html).toContain('el equipo ha decidido no continuar contigo');

    // Not rejected yet: refused, nothing sent.
    const antes = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(antes.status).toBe(409);
    expect(antes.body.message).toContain('«Rechazado»');
    expect(await mailsTo(stack, email)).toHaveLength(0);
    // Without the confirmation: 400.
    expect((await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: {} })).status).toBe(400);

    expect((await stack.call('PUT', `/api/candidatos/${id}`, { token: emp.admin.token, body: { estado: 'rechazado' } })).status).toBe(200);
    const r = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(`Email de rechazo enviado a ${email}`);
    const mails = await mailsTo(stack, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toContain('el equipo ha decidido no continuar contigo');
    const c = await stack.call('GET', `/api/candidatos/${id}`, { token: emp.admin.token });
    expect(c.body.data.rechazoEnviado).toMatchObject({ por: emp.admin.user.id ?? emp.admin.user._id });

    const otra = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toContain('El email de rechazo ya se envió a este candidato el');
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it('is refused for a candidate who asked for the erasure of their data (and so is the invitation resent)', async () => {
    const email = 'lia@candidatos-envioscv.test';
    const id = await nuevoCandidato('Lía Mar', email);
    const { id: entrevistaId } = await programarEntrevista(stack, { ...emp, candidatoId: id, candidatoEmail: email });
    await crearSolicitudBorrado(
      nuevaSolicitud({ empresaId: emp.empresaId, candidatoId: id, email, nombre: 'Lía Mar', plazoDias: 30 }, new Date()),
    );
    const enviados = (await mailsTo(stack, email)).length;

    const re = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(re.status).toBe(409);
    expect(re.body.message).toContain('El candidato pidió que se borren sus datos');
    expect((await stack.call('DELETE', `/api/entrevistas/${entrevistaId}`, { token: emp.admin.token })).status).toBe(200);
    const despuesCancelar = (await mailsTo(stack, email)).length;
    expect((await stack.call('PUT', `/api/candidatos/${id}`, { token: emp.admin.token, body: { estado: 'rechazado' } })).status).toBe(200);
    const r = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('El candidato pidió que se borren sus datos');
    expect(despuesCancelar).toBeGreaterThanOrEqual(enviados);
    expect((await mailsTo(stack, email)).length).toBe(despuesCancelar);
  });

  it('is refused while an interview of theirs can still be taken, and a rejected candidate is not sent the invitation again', async () => {
    const email = 'gael@candidatos-envioscv.test';
    const id = await nuevoCandidato('Gael Río', email);
    const { id: entrevistaId } = await programarEntrevista(stack, { ...emp, candidatoId: id, candidatoEmail: email });
    expect((await stack.call('PUT', `/api/candidatos/${id}`, { token: emp.admin.token, body: { estado: 'rechazado' } })).status).toBe(200);
    const enviados = (await mailsTo(stack, email)).length;
    const r = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('El candidato tiene una entrevista programada o en curso: cancélala antes de enviarle el email de rechazo');
    const re = await stack.call('POST', `/api/entrevistas/${entrevistaId}/reenviar-invitacion`, { token: emp.admin.token });
    expect(re.status).toBe(409);
    expect(re.body.message).toContain('El candidato está rechazado');
    expect((await mailsTo(stack, email)).length).toBe(enviados);
    // Cancelled, the mail may go.
    expect((await stack.call('DELETE', `/api/entrevistas/${entrevistaId}`, { token: emp.admin.token })).status).toBe(200);
    expect((await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } })).status).toBe(
      200,
    );
  });
});

// Issue 54's leftover of D163: a rejection mailed after a review (D180: the outcome a person approves
// after it, with the feedback) is the profile's rejection mail too.
describe('a rejection mailed from a review', () => {
  async function analizada(nombre: string, email: string): Promise<{ id: string; entrevistaId: string }> {
    const id = await nuevoCandidato(nombre, email);
    const entrevistaId = await completarEntrevista(stack, { ...emp, candidatoId: id, candidatoEmail: email });
    await esperar(
      () => stack.call('GET', `/api/entrevistas/${entrevistaId}`, { token: emp.admin.token }),
      (r) => r.body?.data?.estado === 'analizada',
    );
    return { id, entrevistaId };
  }
  const revisar = (entrevistaId: string) =>
    stack.call('PUT', `/api/entrevistas/${entrevistaId}/validacion`, {
      token: emp.admin.token,
      body: {
        decision: 'no_recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Sin ejemplos concretos.',
        estadoCandidato: 'rechazado',
      },
    });
  /**
   * The outcome mail as drafted, approved. The company sends no feedback here (this is about the
   * rejection mail's one record, not the feedback; these answers give no quotable strength).
   */
  async function comunicar(entrevistaId: string) {
    const sinComentarios = await stack.call('PUT', `/api/configuracion/empresa/${emp.empresaId}/comentarios-candidato`, {
      token: emp.admin.token,
      body: { activos: false },
    });
    expect(sinComentarios.status, JSON.stringify(sinComentarios.body)).toBe(200);
    const c = await stack.call('GET', `/api/entrevistas/${entrevistaId}/comentarios`, { token: emp.admin.token });
    expect(c.body.data.estado, JSON.stringify(c.body)).toBe('borrador');
    const { asunto, mensaje, fortalezas, mejoras } = c.body.data.borrador;
    return stack.call('PUT', `/api/entrevistas/${entrevistaId}/comentarios`, {
      token: emp.admin.token,
      body: { asunto, mensaje, fortalezas, mejoras },
    });
  }
  const rechazos = async (email: string) => (await mailsTo(stack, email)).filter((m) => m.subject === 'Tu candidatura en Envios Cv');

  it('is recorded on the candidate with who, when and the interview, and the profile offers no second mail', async () => {
    const email = 'noa@candidatos-envioscv.test';
    const { id, entrevistaId } = await analizada('Noa Vidal', email);
    const r = await revisar(entrevistaId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await rechazos(email)).toHaveLength(0);
    const enviado = await comunicar(entrevistaId);
    expect(enviado.status, JSON.stringify(enviado.body)).toBe(200);
    await stack.colas.idle();
    expect(await rechazos(email)).toHaveLength(1);

    const c = await stack.call('GET', `/api/candidatos/${id}`, { token: emp.admin.token });
    expect(c.body.data.estado).toBe('rechazado');
    expect(c.body.data.rechazoEnviado).toMatchObject({ por: emp.admin.user.id ?? emp.admin.user._id, entrevistaId });
    expect(c.body.data.rechazoEnviado.porNombre).toContain(emp.admin.user.nombre);
    const vista = await stack.call('GET', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token });
    expect(vista.body.data.enviado).toMatchObject({ entrevistaId });
    const otra = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toContain('El email de rechazo ya se envió a este candidato el');
    expect(await rechazos(email)).toHaveLength(1);
  });

  it('after the profile sent it, the review is saved and the outcome mail is refused before any write', async () => {
    const email = 'ines@candidatos-envioscv.test';
    const { id, entrevistaId } = await analizada('Inés Roca', email);
    expect((await stack.call('PUT', `/api/candidatos/${id}`, { token: emp.admin.token, body: { estado: 'rechazado' } })).status).toBe(200);
    const p = await stack.call('POST', `/api/candidatos/${id}/rechazo`, { token: emp.admin.token, body: { confirmar: true } });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(await rechazos(email)).toHaveLength(1);

    expect((await revisar(entrevistaId)).status).toBe(200);
    const r = await comunicar(entrevistaId);
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^El resultado ya se comunicó al candidato el .+: un segundo email con el resultado no se envía$/);
    expect(await getItem(comentariosKeys.comentarios(emp.empresaId, entrevistaId))).toBeUndefined();
    await stack.colas.idle();
    expect(await rechazos(email)).toHaveLength(1);
    const c = await stack.call('GET', `/api/candidatos/${id}`, { token: emp.admin.token });
    expect(c.body.data.rechazoEnviado.entrevistaId).toBeUndefined();
    expect(await rechazos(email)).toHaveLength(1);
  });
});
