import { describe, expect, it } from 'vitest';
import { datos as msg, fmt } from '../../../shared/messages.js';
import {
  candidatoDe,
  entrevistaDe,
  motivoFueraDeEmpresa,
  motivoNoImportable,
  motivoRespuestasDosier,
  ordenDe,
  seConservaAlLimpiar,
  seExporta,
  tipoDe,
  usoTrasLimpiar,
  usuarioDe,
} from './elementos.js';

describe('what a data file holds (D95)', () => {
  it.each([
    ['CAND#0001ab', 'candidato', true],
    ['CANDEMAIL#ana@x.test', 'candidato_email', true],
    ['CANDBUSQ#0001ab#ana', 'candidato_busqueda', true],
    ['ENTRESP#e1#001', 'entrevista_respuesta', true],
    // The candidate's adjustments and thread with a person (D172) travel with the interview.
    ['AYUDA#e1', 'ayuda_candidato', true],
    // The dossier's deliveries (D174) come back with a restore.
    ['DOSIERENTREGA#00001-d1', 'entrega_dosier', true],
    ['DOSIERRESP#000001', 'respuestas_dosier', true],
    ['ESTAD#SEMANA#2026-W01', 'estadistica', true],
    // An aggregate's fraction (D111) is the same kind as the aggregate.
    ['ESTAD#SEMANA#2026-W01#F3', 'estadistica', true],
    ['ESTAD#CALIDAD#F0', 'estadistica', true],
    ['CANDSTATS', 'candidatos_contador', false],
    ['CANDSTATS#F7', 'candidatos_contador', false],
    ['EMPSTATS#F2', 'empresa_contador', false],
    ['USUARIO#u1', 'usuario', false],
    ['APIKEY#openai', 'clave_api', false],
    ['WEBHOOK#w1', 'webhook', false],
    ['WEBHOOKENV#w1#00001-a', 'webhook_entrega', false],
    ['GREENHOUSE#HARVEST', 'greenhouse_harvest', false],
    ['WHATSAPP#CONEXION', 'whatsapp_conexion', false],
    ['GHMOV#00001-m1', 'movimiento_greenhouse', false],
    ['CLAVEACCESO#00001-k1', 'clave_acceso', false],
    ['CLAVESCUENTA', 'claves_acceso_contador', false],
    ['IDEMP#u1#h#k', 'idempotencia', false],
    ['EMPRESA', 'empresa', false],
    ['INDICE', 'empresa_indice', false],
    ['OTRA#cosa', 'desconocido', false],
  ])('%s is %s (exported: %s)', (sk, tipo, exportado) => {
    expect(tipoDe(sk)).toBe(tipo);
    expect(seExporta(sk)).toBe(exportado);
  });

  it("a candidate's adjustments and thread belong to their interview (D172): a restore or an erasure finds them by it", () => {
    expect(entrevistaDe('AYUDA#e1', { candidatoId: 'c1' })).toBe('e1');
    expect(candidatoDe('AYUDA#e1', { candidatoId: 'c1' })).toBe('c1');
    expect(motivoNoImportable('AYUDA#e1')).toBeUndefined();
  });

  it('refuses users, keys, counters, machinery and unknown kinds with a reason', () => {
    expect(motivoNoImportable('USUARIO#u1')).toBe(msg.filaUsuario);
    expect(motivoNoImportable('APIKEY#openai')).toBe(msg.filaClaveApi);
    expect(motivoNoImportable('CANDSTATS')).toBe(msg.filaContador);
    expect(motivoNoImportable('CANDSTATS#F1')).toBe(msg.filaContador);
    expect(motivoNoImportable('EMPSTATS#F1')).toBe(msg.filaContador);
    expect(motivoNoImportable('ESTAD#CALIDAD#F1')).toBeUndefined();
    expect(motivoNoImportable('ENVIO#cola#t')).toBe(msg.filaNoImportable);
    expect(motivoNoImportable('INDICE')).toBe(msg.filaNoImportable);
    expect(motivoNoImportable('OTRA#x')).toBe(msg.filaTipoDesconocido);
    expect(motivoNoImportable('CAND#1')).toBeUndefined();
  });

  it('keeps, on a clear, the company record, its admins, its keys and the licence in use only', () => {
    expect(seConservaAlLimpiar({ SK: 'EMPRESA' })).toBe(true);
    // Its index card too: the company stays in the superadmin's list (D112).
    expect(seConservaAlLimpiar({ SK: 'INDICE' })).toBe(true);
    // Every user, with their account (D159): a user is never in a file, so a restore could not bring one back.
    expect(seConservaAlLimpiar({ SK: 'USUARIO#a' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'USUARIO#o' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'APIKEY#openai' })).toBe(true);
    // A webhook endpoint holds a secret, like a key (D147); its delivery log goes.
    expect(seConservaAlLimpiar({ SK: 'WEBHOOK#w1' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'WEBHOOKENV#w1#00001-a' })).toBe(false);
    // The Greenhouse Harvest v3 connection holds a sealed secret too (D197).
    expect(seConservaAlLimpiar({ SK: 'GREENHOUSE#HARVEST' })).toBe(true);
    // So does the WhatsApp connection (issue 68 item 1): a sealed token and app secret.
    expect(seConservaAlLimpiar({ SK: 'WHATSAPP#CONEXION' })).toBe(true);
    // The company's own API keys and their count (D145): an ATS integration survives a clear.
    expect(seConservaAlLimpiar({ SK: 'CLAVEACCESO#00001-k1' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'CLAVESCUENTA' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'LICENCIA#ENUSO' })).toBe(true);
    // A template count's change still on its way (D168) stays for its consumer; other hand-offs go.
    expect(seConservaAlLimpiar({ SK: 'ENVIO#contar-plantillas#conteo-00001-a' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'ENVIO#analizar-entrevista#e1' })).toBe(false);
    // Billing is the platform's: a clear keeps the subscription, and it is never in a file.
    expect(seConservaAlLimpiar({ SK: 'SUSCRIPCION#s1' })).toBe(true);
    expect(seExporta('SUSCRIPCION#s1')).toBe(false);
    expect(seConservaAlLimpiar({ SK: 'LIMPIEZA#1-a' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'OPDATOS' })).toBe(true);
    expect(seConservaAlLimpiar({ SK: 'CAND#1' })).toBe(false);
    expect(seConservaAlLimpiar({ SK: 'CANDSTATS' })).toBe(false);
    // The statistics fractions are counters a clear deletes with the data (D111).
    expect(seConservaAlLimpiar({ SK: 'CANDSTATS#F0' })).toBe(false);
    expect(seConservaAlLimpiar({ SK: 'EMPSTATS#F0' })).toBe(false);
    expect(seConservaAlLimpiar({ SK: 'ESTAD#MES#2026-01#F4' })).toBe(false);
  });

  it('refuses an item whose company or index keys are another company’s', () => {
    expect(motivoFueraDeEmpresa({ empresaId: 'b' }, 'a')).toBe('Pertenece a otra empresa (b): no se importa');
    expect(motivoFueraDeEmpresa({ GSI1PK: 'CANDEST#b#nuevo', GSI1SK: 'x' }, 'a')).toBe(msg.filaIndiceNoPermitido);
    expect(motivoFueraDeEmpresa({ GSI1PK: 'AGENDA#2026-01-01', GSI1SK: '2026-01-01T10:00#b#e1' }, 'a')).toBe(msg.filaIndiceNoPermitido);
    expect(motivoFueraDeEmpresa({ GSI1PK: 'USUARIOS', GSI1SK: 'x@y' }, 'a')).toBe(msg.filaIndiceNoPermitido);
    expect(motivoFueraDeEmpresa({ GSI1PK: 'CANDEST#a#nuevo' }, 'a')).toBe(msg.filaIndiceNoPermitido);
    expect(
      motivoFueraDeEmpresa({ empresaId: 'a', GSI1PK: 'CANDEST#a#nuevo', GSI1SK: '1', GSI2PK: 'CAND#1', GSI2SK: 'CAND' }, 'a'),
    ).toBeUndefined();
    expect(motivoFueraDeEmpresa({ GSI1PK: 'AGENDA#2026-01-01', GSI1SK: '2026-01-01T10:00#a#e1' }, 'a')).toBeUndefined();
    // The holder index (D148): its sort key names the company.
    expect(motivoFueraDeEmpresa({ GSI1PK: 'TITULAR#abc', GSI1SK: 'a#c1' }, 'a')).toBeUndefined();
    expect(motivoFueraDeEmpresa({ GSI1PK: 'TITULAR#abc', GSI1SK: 'b#c1' }, 'a')).toBe(msg.filaIndiceNoPermitido);
    // A vacancy's apply link (D187): restored with the vacancy, on a vacancy only.
    expect(motivoFueraDeEmpresa({ empresaId: 'a', GSI1PK: 'ENLACEVAC#AbCdEfGhIjKlMnOpQrStUv', GSI1SK: 'VACANTE' }, 'a')).toBeUndefined();
    expect(motivoFueraDeEmpresa({ GSI1PK: 'ENLACEVAC#AbCdEfGhIjKlMnOpQrStUv', GSI1SK: 'CAND' }, 'a')).toBe(msg.filaIndiceNoPermitido);
  });

  it('names what a row depends on, and orders owners first', () => {
    expect(candidatoDe('CANDBUSQ#c1#ana', {})).toBe('c1');
    expect(candidatoDe('ENTREVISTA#e1', { candidatoId: 'c1' })).toBe('c1');
    expect(entrevistaDe('CANDENT#c1#e1', {})).toBe('e1');
    expect(entrevistaDe('ENTRESP#e1#002', {})).toBe('e1');
    expect(usuarioDe('NOTIF#u1#0001')).toBe('u1');
    expect(usuarioDe('NOTIFENV#informe:e1#u1')).toBe('u1');
    const sks = ['ENTRESP#e1#1', 'CAND#c1', 'ENTREVISTA#e1', 'AREA#a1'];
    expect([...sks].sort((a, b) => ordenDe(a) - ordenDe(b))).toEqual(['AREA#a1', 'CAND#c1', 'ENTREVISTA#e1', 'ENTRESP#e1#1']);
  });

  it('leaves, after a clear, the admins, no candidates and the interview meter', () => {
    expect(usoTrasLimpiar({ usuarios: 4, candidatos: 30, entrevistas: 12 }, 2)).toEqual({ usuarios: 2, candidatos: 0, entrevistas: 12 });
    expect(usoTrasLimpiar(undefined, 1)).toEqual({ usuarios: 1, candidatos: 0, entrevistas: 0 });
  });
});

describe("the company's answers to the dossier and to Colombia's study in a file (issue 67 item 7)", () => {
  const por = { id: 'u1', nombre: 'Ana' };
  const fila = (respuestas: unknown, version = 1) => ({ version, guardadaEn: '2026-11-20T09:00:00.000Z', guardadaPor: por, respuestas });
  const invalida = fmt(msg.filaInvalida, { motivo: fmt(msg.respuestasDosierInvalidas, { max: 4000 }) });

  it('a row either document could have saved is written as it is', () => {
    expect(motivoRespuestasDosier('DOSIERRESP#000001', fila({ contacto: 'RR. HH.' }))).toBeUndefined();
    expect(motivoRespuestasDosier('DOSIERRESP#estudio-impacto-co#000002', fila({ ponderacion: 'Idónea.' }, 2))).toBeUndefined();
    expect(motivoRespuestasDosier('AREA#a1', { nada: 1 })).toBeUndefined();
  });

  it.each([
    ['a document that does not exist', 'DOSIERRESP#estudio-impacto-pe#000001', fila({})],
    ["a version that is not its key's", 'DOSIERRESP#000002', fila({})],
    ["the dossier's question in the study", 'DOSIERRESP#estudio-impacto-co#000001', fila({ contacto: 'x' })],
    ["the study's question in the dossier", 'DOSIERRESP#000001', fila({ ponderacion: 'x' })],
    ['an answer that is not a text', 'DOSIERRESP#estudio-impacto-co#000001', fila({ ponderacion: 7 })],
    ['an answer too long', 'DOSIERRESP#estudio-impacto-co#000001', fila({ ponderacion: 'x'.repeat(4001) })],
    ['no one who saved it', 'DOSIERRESP#000001', { version: 1, guardadaEn: 'x', respuestas: {} }],
  ])('refuses %s', (_caso, sk, item) => {
    expect(motivoRespuestasDosier(sk, item as Record<string, unknown>)).toBe(invalida);
  });
});
