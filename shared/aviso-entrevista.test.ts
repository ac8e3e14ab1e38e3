// The interview notice on the integrity signals (D158) and on the template's fixed follow-ups while
// the AI is paused: what it promises is what the page and the API do.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION, avisoIA, avisoPrivacidad } from './aviso-entrevista.js';
import { versionAviso } from './retencion.js';

const todo = (d: { senales?: boolean; iaPausada?: boolean }) =>
  [...avisoIA({ empresa: 'Acme', ...d }), ...avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ...d })].join(' ');

describe('the integrity signals in the notice', () => {
  it('on (the default): the three facts, nothing else, never a decision by themselves, who sees them', () => {
    const t = todo({});
    expect(t).toContain('si pegaste texto y cuántos caracteres');
    expect(t).toContain('cuántas veces saliste de la página');
    expect(t).toContain('el tiempo que la pregunta estuvo en pantalla, para verlo junto a la longitud de la respuesta');
    expect(t).toContain('ni cámara, ni rasgos de tu voz, ni tu forma de teclear, ni nada sobre tus emociones o tu personalidad');
    expect(t).toContain('nunca cambian por sí solos una puntuación ni una decisión: solo los ve la persona que revisa');
    expect(t).toContain('se guardan y se borran con la entrevista');
  });

  it('off: says they are not noted, and promises none of it', () => {
    const t = todo({ senales: false });
    expect(t).toContain('Acme ha desactivado las señales de integridad: la página no anota si pegas texto');
    expect(t).not.toContain('si pegaste texto');
    expect(t).not.toContain('se guardan y se borran con la entrevista');
  });

  it('the version changes with the text: a consent to one is not stretched over the other', () => {
    expect(AVISO_ENTREVISTA_VERSION).toBe('2026-11-27.2');
    expect(versionAviso(12)).toBe(AVISO_ENTREVISTA_VERSION);
    expect(versionAviso(12, false, false)).toBe(`${AVISO_ENTREVISTA_VERSION}+sin-senales`);
    expect(versionAviso(6, true, false)).toBe(`${AVISO_ENTREVISTA_VERSION}+r6+pausa+sin-senales`);
  });
});

describe('what «Mis datos» shows (issue 65 item 1, D179)', () => {
  it('the rights name the report with its scores, the decision and the reviewer’s comment and name', () => {
    const t = avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12 }).join(' ');
    expect(t).toContain(
      'tus respuestas, el informe con sus puntuaciones, la decisión y el comentario de la persona que lo revisó, con su nombre',
    );
  });
});

describe('the follow-ups while the AI is paused', () => {
  it('says the template’s fixed questions go on, and that no model writes them', () => {
    const t = avisoIA({ empresa: 'Acme', iaPausada: true }).join(' ');
    expect(t).toContain('ninguno interviene en tu entrevista ni en su informe');
    expect(t).toContain('son preguntas fijas de la plantilla, no las escribe ningún modelo de inteligencia artificial');
  });
});

describe('how to reach «Mis datos» (issue 54 item 5, D160)', () => {
  it('the notice says where and how, instead of only e-mailing the company', () => {
    const t = avisoPrivacidad({
      empresa: 'Acme',
      contacto: 'rrhh@acme.test',
      meses: 12,
      misDatos: 'https://app.talentia.example/mis-datos',
    }).join(' ');
    expect(t).toContain('«Mis datos» (https://app.talentia.example/mis-datos)');
    expect(t).toContain('escribe allí este email y te enviaremos un enlace');
    expect(t).toContain('pedir que se borren');
    expect(t).toContain('También puedes escribir a rrhh@acme.test');
  });
});

describe('what the checks do is said where the candidate reads it (D177)', () => {
  it('every answer compared with every question, what is not used as a quote, the cap and who sees it', () => {
    const t = avisoIA({ empresa: 'Acme' }).join(' ');
    expect(t).toContain('cada respuesta se compara con todas las preguntas de la entrevista');
    expect(t).toContain('una respuesta sin ningún caso concreto se valora como mucho en el nivel medio');
    expect(avisoIA({ empresa: 'Acme', iaPausada: true }).join(' ')).toContain('o si tu respuesta no cuenta ningún caso concreto');
    expect(avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.es', meses: 12 }).join(' ')).toContain(
      'Amazon Bedrock en la cuenta de AWS de Acme',
    );
  });
});
