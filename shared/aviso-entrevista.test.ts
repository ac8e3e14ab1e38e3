// The interview notice on the integrity signals (D158) and on the template's fixed follow-ups while
// the AI is paused: what it promises is what the page and the API do.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION, avisoIA, avisoPrivacidad, avisoResumen, partesDelAviso } from './aviso-entrevista.js';
import { AVISO_POSTULACION_VERSION, avisoPostulacion, versionAvisoPostulacion, versionDelAvisoPostulacion } from './aviso-postulacion.js';
import { leyDe } from './paises.js';
import { versionAviso, versionDelAviso } from './retencion.js';

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
    expect(AVISO_ENTREVISTA_VERSION).toBe('2026-11-29.2');
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

describe('the first layer (issue 65 item 7)', () => {
  const datos = { empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, misDatos: 'https://app.talentia.example/mis-datos' };

  it('five short points: who decides, what the assistant does, what is not analysed, what is kept and how long, the rights and where', () => {
    const r = avisoResumen(datos);
    expect(r).toHaveLength(5);
    for (const punto of r) expect(punto.length).toBeLessThanOrEqual(260);
    expect(r[0]).toContain('las decisiones sobre tu candidatura las toman personas de Acme, no la inteligencia artificial');
    expect(r[1]).toContain('Un asistente de inteligencia artificial te presenta las preguntas');
    expect(r[1]).toContain('una persona revisa antes de decidir');
    expect(r[2]).toContain('No se analizan tu cara, tu voz ni tus emociones');
    expect(r[2]).toContain('La página solo anota si pegas texto, cuántas veces sales de ella y el tiempo de cada pregunta');
    expect(r[3]).toContain('se borran 12 meses después de que termine el proceso, o antes si lo pides');
    expect(r[4]).toContain('en «Mis datos» (https://app.talentia.example/mis-datos) puedes ver y descargar tus datos');
    expect(r[4]).toContain('También puedes escribir a rrhh@acme.test');
  });

  it('follows the company: its months, the AI paused, the signals off, no address for «Mis datos»', () => {
    const r = avisoResumen({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 1, iaPausada: true, senales: false });
    expect(r[1]).toContain('Acme ha pausado la inteligencia artificial');
    expect(r[1]).not.toContain('Un asistente de inteligencia artificial');
    expect(r[2]).toContain('La página no anota si pegas texto ni si sales de ella');
    expect(r[3]).toBe(
      'Se guardan tus respuestas y el informe. Si no resultas seleccionado, se borran 1 mes después de que termine el proceso, o antes si lo pides.',
    );
    expect(r[4]).toContain('en «Mis datos» puedes ver');
  });

  it('the full text says the text analysis in plain words', () => {
    const t = avisoIA({ empresa: 'Acme' }).join(' ');
    expect(t).toContain(
      'mide solo cómo están escritas tus respuestas: el tono de las palabras (positivo o negativo), si las ideas están ordenadas',
    );
    expect(t).not.toContain('el registro y la estructura');
  });
});

describe('the notice’s links (issue 65 item 7)', () => {
  const enlaces = { misDatos: 'https://app.talentia.example/mis-datos', contacto: 'rrhh@acme.test' };

  it('splits a paragraph into text, the «Mis datos» address and the contact’s mailto:, and loses no character', () => {
    const texto = avisoPrivacidad({ empresa: 'Acme', meses: 12, ...enlaces }).at(-1)!;
    const partes = partesDelAviso(texto, enlaces);
    expect(partes.map((p) => p.texto).join('')).toBe(texto);
    expect(partes.filter((p) => 'href' in p)).toEqual([
      { texto: 'https://app.talentia.example/mis-datos', href: 'https://app.talentia.example/mis-datos' },
      { texto: 'rrhh@acme.test', href: 'mailto:rrhh@acme.test' },
    ]);
    expect(partes[0]).toEqual({ texto: 'Tus derechos: en «Mis datos» (' });
  });

  it('every occurrence, and nothing else: a paragraph without them stays one text', () => {
    expect(partesDelAviso('rrhh@acme.test o rrhh@acme.test.', enlaces)).toEqual([
      { texto: 'rrhh@acme.test', href: 'mailto:rrhh@acme.test' },
      { texto: ' o ' },
      { texto: 'rrhh@acme.test', href: 'mailto:rrhh@acme.test' },
      { texto: '.' },
    ]);
    expect(partesDelAviso('Responsable: Acme.', enlaces)).toEqual([{ texto: 'Responsable: Acme.' }]);
    expect(partesDelAviso('', enlaces)).toEqual([]);
  });

  it('a contact that is not an email (the company’s name) and a missing address are not links', () => {
    expect(partesDelAviso('También puedes escribir a Acme.', { contacto: 'Acme' })).toEqual([{ texto: 'También puedes escribir a Acme.' }]);
    expect(partesDelAviso('Ver javascript:alert(1)', { misDatos: 'javascript:alert(1)', contacto: 'Acme' })).toEqual([
      { texto: 'Ver javascript:alert(1)' },
    ]);
  });
});

describe("the law of the company's country (issue 67 item 7, D214)", () => {
  const CERCA = new Date('2026-11-29T12:00:00Z');
  const conLey = (pais: string, ahora = CERCA) => {
    const ley = leyDe(pais, ahora);
    const d = { empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ley };
    return { ley, resumen: avisoResumen(d).at(-1)!, privacidad: avisoPrivacidad(d).join(' ') };
  };

  it('names each law, its rights in its own words and where to complain', () => {
    const es = conLey('España');
    expect(es.resumen).toContain('Te protege el RGPD y la Ley Orgánica 3/2018.');
    expect(es.privacidad).toContain('Reglamento (UE) 2016/679');
    expect(es.privacidad).toContain('artículo 22 del RGPD');
    expect(es.privacidad).toContain('Agencia Española de Protección de Datos');
    const mx = conLey('México');
    expect(mx.privacidad).toContain('Ley Federal de Protección de Datos Personales en Posesión de los Particulares');
    expect(mx.privacidad).toContain('20 de marzo de 2025');
    expect(mx.privacidad).toContain('los derechos de acceso, rectificación, cancelación y oposición (los derechos ARCO)');
    const co = conLey('Colombia');
    expect(co.privacidad).toContain('Ley Estatutaria 1581 de 2012');
    expect(co.privacidad).toContain('hábeas data');
    expect(co.privacidad).toContain('Superintendencia de Industria y Comercio');
    const ar = conLey('Argentina');
    expect(ar.privacidad).toContain('Ley 25.326');
    expect(ar.privacidad).toContain('hábeas data');
    const pe = conLey('Perú');
    expect(pe.privacidad).toContain('Ley 29733');
    expect(pe.privacidad).toContain('Decreto Supremo 016-2024-JUS');
    expect(pe.privacidad).toContain('derechos ARCO');
  });

  it("Chile's law changes on 1 December 2026, Santiago's day: art. 8 bis from then, and the version with it", () => {
    const antes = conLey('Chile', new Date('2026-12-01T02:59:00Z')); // 23:59 of 30 November in Santiago (UTC−3)
    const despues = conLey('Chile', new Date('2026-12-01T03:00:00Z'));
    expect(antes.privacidad).toContain('Ley 19.628 sobre protección de la vida privada');
    expect(antes.privacidad).not.toContain('8 bis');
    expect(despues.privacidad).toContain('modificada por la Ley 21.719');
    expect(despues.privacidad).toContain(
      'a pedir que intervenga una persona, a expresar tu punto de vista y a que se te explique la decisión (artículo 8 bis)',
    );
    expect(despues.privacidad).toContain('Agencia de Protección de Datos Personales');
    expect(versionAviso(12, false, true, antes.ley!.clave)).toBe(`${AVISO_ENTREVISTA_VERSION}+CL`);
    expect(versionAviso(12, false, true, despues.ley!.clave)).toBe(`${AVISO_ENTREVISTA_VERSION}+CL-21719`);
  });

  it('reads as Spanish in every country: «los derechos de» is followed by the rights, never by «los derechos» again', () => {
    for (const pais of ['España', 'México', 'Colombia', 'Argentina', 'Chile', 'Perú']) {
      for (const ahora of [CERCA, new Date('2026-12-02T12:00:00Z')]) {
        const t = conLey(pais, ahora).privacidad;
        expect(t, pais).toMatch(/Te reconoce los derechos de [a-záéíóú]/);
        expect(t, pais).not.toContain('los derechos de los derechos');
      }
    }
  });

  it("Spain's is the base text's version; a country not known names no law", () => {
    expect(versionAviso(12, false, true, leyDe('España', CERCA)!.clave)).toBe(AVISO_ENTREVISTA_VERSION);
    expect(versionAviso(12, false, true, leyDe('México', CERCA)!.clave)).toBe(`${AVISO_ENTREVISTA_VERSION}+MX`);
    expect(leyDe('Uruguay', CERCA)).toBeNull();
    const sin = avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ley: null }).join(' ');
    expect(sin).not.toContain('La ley que protege tus datos');
  });
});

describe("the apply link's notice names the law too (D214)", () => {
  it("Mexico's law and rights, its own version; Spain's the base one", () => {
    const ley = leyDe('México', new Date('2026-11-29T12:00:00Z'));
    const d = { empresa: 'Acme', titulo: 'Cajera', contacto: 'rrhh@acme.test', misDatos: 'https://t.test/mis-datos', meses: 12 };
    expect(avisoPostulacion({ ...d, ley }).at(-1)).toContain(
      'los derechos de acceso, rectificación, cancelación y oposición (los derechos ARCO)',
    );
    expect(avisoPostulacion({ ...d, ley: null }).join(' ')).not.toContain('La ley que protege tus datos');
    expect(versionAvisoPostulacion(ley!.clave)).toBe(`${AVISO_POSTULACION_VERSION}+MX`);
    expect(versionAvisoPostulacion('ES')).toBe(AVISO_POSTULACION_VERSION);
  });
});

describe("Peru's representative of a controller without an establishment there (issue 67 item 7)", () => {
  const HOY = new Date('2026-11-29T12:00:00Z');
  const base = { empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12 };
  const representante = { nombre: 'Lucía Quispe', contacto: 'lucia@estudio.pe' };

  it('printed for a company in Peru that named one, after the controller, with its law', () => {
    const t = avisoPrivacidad({ ...base, ley: leyDe('Perú', HOY), representante });
    expect(t[1]).toBe(
      'Representante en el Perú (Reglamento de la Ley 29733, Decreto Supremo 016-2024-JUS): Lucía Quispe (lucia@estudio.pe).',
    );
    expect(t[0]).toContain('Responsable: Acme.');
  });

  it('not printed in another country, nor without one, nor with a part missing', () => {
    for (const pais of ['España', 'México', 'Colombia', 'Argentina', 'Chile'])
      expect(avisoPrivacidad({ ...base, ley: leyDe(pais, HOY), representante }).join(' '), pais).not.toContain('Lucía Quispe');
    expect(avisoPrivacidad({ ...base, ley: leyDe('Perú', HOY) }).join(' ')).not.toContain('Representante');
    expect(
      avisoPrivacidad({ ...base, ley: leyDe('Perú', HOY), representante: { nombre: 'Lucía', contacto: ' ' } }).join(' '),
    ).not.toContain('Representante');
  });

  it('its version changes with the words printed: none, one representative, another', () => {
    const sin = versionDelAviso({ ...base, ley: leyDe('Perú', HOY) });
    const con = versionDelAviso({ ...base, ley: leyDe('Perú', HOY), representante });
    const otro = versionDelAviso({ ...base, ley: leyDe('Perú', HOY), representante: { ...representante, contacto: 'otra@estudio.pe' } });
    expect(sin).toBe(`${AVISO_ENTREVISTA_VERSION}+PE`);
    expect(con).toMatch(new RegExp(`^${AVISO_ENTREVISTA_VERSION.replace(/\./g, '\\.')}\\+PE\\+rep-[0-9a-f]{8}$`));
    expect(otro).not.toBe(con);
    // Outside Peru nothing is printed, so nothing changes.
    expect(versionDelAviso({ ...base, ley: leyDe('México', HOY), representante })).toBe(`${AVISO_ENTREVISTA_VERSION}+MX`);
  });
});

describe("Peru's representative in the apply link's notice (D216)", () => {
  const HOY = new Date('2026-11-29T12:00:00Z');
  const d = { empresa: 'Acme', titulo: 'Cajera', contacto: 'rrhh@acme.test', misDatos: 'https://t.test/mis-datos', meses: 12 };
  const representante = { nombre: 'Lucía Quispe', contacto: 'lucia@estudio.pe' };
  const frase = 'Representante en el Perú (Reglamento de la Ley 29733, Decreto Supremo 016-2024-JUS): Lucía Quispe (lucia@estudio.pe).';

  it("printed after the controller, in the interview notice's words, with its own version", () => {
    const ley = leyDe('Perú', HOY);
    const parrafos = avisoPostulacion({ ...d, ley, variante: 'usted', representante });
    expect(parrafos[1]).toBe(frase);
    expect(avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12, ley, representante, variante: 'usted' })).toContain(
      frase,
    );
    const sin = versionDelAvisoPostulacion({ ley, variante: 'usted' });
    const con = versionDelAvisoPostulacion({ ley, variante: 'usted', representante });
    expect(sin).toBe(`${AVISO_POSTULACION_VERSION}+PE+usted`);
    expect(con).toMatch(/^2026-11-29\.1\+PE\+rep-[0-9a-f]{8}\+usted$/);
    expect(versionDelAvisoPostulacion({ ley, variante: 'usted', representante: { ...representante, nombre: 'Otra' } })).not.toBe(con);
  });

  it('not printed where the law asks for none', () => {
    const ley = leyDe('México', HOY);
    expect(avisoPostulacion({ ...d, ley, variante: 'usted', representante }).join(' ')).not.toContain('Representante');
    expect(versionDelAvisoPostulacion({ ley, variante: 'usted', representante })).toBe(`${AVISO_POSTULACION_VERSION}+MX+usted`);
  });
});
