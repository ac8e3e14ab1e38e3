// The candidate's Spanish (D215): the marks, the catalogue's forms and the notice in each variant.
import { describe, expect, it } from 'vitest';
import { avisoIA, avisoPrivacidad, avisoResumen, leyDelAviso, type DatosAviso } from './aviso-entrevista.js';
import { enVariante, FORMAS, FORMAS_TU_INEQUIVOCAS, formaDe, marcasDe, VARIANTES_ESPANOL } from './espanol.js';
import { CODIGOS_PAIS, leyDe, varianteDe } from './paises.js';
import { DEFINICION_PLANTILLAS, PLANTILLAS_POR_CATEGORIA, textoEnVariante } from './email/plantillas.js';
import { ayuda, borradoSolicitado, fmt, impugnacion, opinionProceso, postulacion, retencion } from './messages.js';

/** The unambiguous tú forms a text still carries. */
const tuteo = (texto: string) => (texto.match(/\p{L}+/gu) ?? []).filter((w) => FORMAS_TU_INEQUIVOCAS.has(w.toLocaleLowerCase('es')));

describe('enVariante', () => {
  it('puts each variant’s form in place of a mark, keeping the capital', () => {
    const texto = '‹Puedes› ver ‹tus› datos cuando ‹quieras›; ‹te› avisaremos.';
    expect(enVariante(texto, 'es')).toBe('Puedes ver tus datos cuando quieras; te avisaremos.');
    expect(enVariante(texto, 'usted')).toBe('Puede ver sus datos cuando quiera; le avisaremos.');
    expect(enVariante(texto, 'vos')).toBe('Podés ver tus datos cuando quieras; te avisaremos.');
  });

  it('a mark with its three forms takes the variant’s', () => {
    expect(enVariante('puede ‹hacerte|hacerle|hacerte› una pregunta', 'usted')).toBe('puede hacerle una pregunta');
    expect(enVariante('puede ‹hacerte|hacerle|hacerte› una pregunta', 'vos')).toBe('puede hacerte una pregunta');
  });

  it('voseo’s present and imperative move the stress; its future and preterite are tú’s', () => {
    expect(['‹tienes›', '‹eres›', '‹Escribe›', '‹elige›', '‹podrás›', '‹pegaste›'].map((m) => enVariante(m, 'vos'))).toEqual([
      'tenés',
      'sos',
      'Escribí',
      'elegí',
      'podrás',
      'pegaste',
    ]);
  });

  it('a text without marks is the same text (and Spain’s Spanish is the default)', () => {
    expect(enVariante('Gracias por participar.', 'usted')).toBe('Gracias por participar.');
    expect(enVariante('‹Tus› respuestas')).toBe('Tus respuestas');
  });

  it('every catalogue entry has an usted form unlike its tú form but for the few that coincide, and no form is empty', () => {
    for (const [tu, [usted, vos]] of Object.entries(FORMAS)) {
      expect(usted.length, tu).toBeGreaterThan(0);
      if (vos !== undefined) expect(vos.length, tu).toBeGreaterThan(0);
      expect(usted, tu).not.toBe(tu);
      for (const v of VARIANTES_ESPANOL) expect(formaDe(tu, v), `${tu} ${v}`).toBeDefined();
    }
  });

  it('finds the marks of a text', () => {
    expect(marcasDe('‹Puedes› ‹te|le|te›')).toEqual(['Puedes', 'te|le|te']);
  });
});

describe('the country’s Spanish', () => {
  it('Spain tú; Mexico, Colombia, Chile and Peru usted; Argentina vos; an unknown country Spain’s', () => {
    expect(CODIGOS_PAIS.map((c) => `${c}:${varianteDe(c)}`)).toEqual(['ES:es', 'MX:usted', 'CO:usted', 'AR:vos', 'CL:usted', 'PE:usted']);
    expect(varianteDe('Portugal')).toBe('es');
    expect(varianteDe('México')).toBe('usted');
  });

  const ahora = new Date('2026-11-29T12:00:00Z');
  const aviso = (pais: string, variante = varianteDe(pais)): DatosAviso => ({
    empresa: 'Acme',
    contacto: 'rrhh@acme.mx',
    misDatos: 'https://talentia.test/mis-datos',
    meses: 12,
    ley: leyDe(pais, ahora),
    variante,
  });
  const todo = (d: DatosAviso) => [
    ...avisoResumen(d),
    ...avisoIA(d),
    ...avisoPrivacidad(d),
    ...(d.ley ? [leyDelAviso(d.ley, d.variante)] : []),
  ];

  it.each(['MX', 'CO', 'CL', 'PE'])('the whole notice of %s speaks usted: no tú form and no mark left', (pais) => {
    const textos = todo(aviso(pais));
    expect(textos.flatMap(tuteo)).toEqual([]);
    expect(textos.join(' ')).not.toMatch(/[‹›]/);
    expect(textos.join(' ')).toContain('puede ver y descargar sus datos');
  });

  it('Argentina’s notice speaks vos', () => {
    const textos = todo(aviso('AR')).join(' ');
    expect(textos).toContain('podés ver y descargar tus datos');
    expect(textos).not.toMatch(/\b(puedes|tienes|quieres)\b|[‹›]/);
  });

  it('Spain’s notice is the text it was (tú), with no mark left', () => {
    const textos = todo(aviso('ES')).join(' ');
    expect(textos).toContain('puedes ver y descargar tus datos');
    expect(textos).not.toMatch(/[‹›]/);
  });
});

describe('the candidate’s mails (D215)', () => {
  it('every candidate template’s default reads in usted with no tú form and no mark, and in vos with voseo’s present', () => {
    for (const id of PLANTILLAS_POR_CATEGORIA.candidatos) {
      const usted = textoEnVariante(id, 'usted');
      const texto = `${usted.subject} ${usted.html}`.replace(/\{\{\w+\}\}/g, ' ');
      expect(tuteo(texto), id).toEqual([]);
      expect(texto, id).not.toMatch(/[‹›]/);
      expect(`${textoEnVariante(id, 'vos').html}`, id).not.toMatch(/[‹›]|\b(puedes|tienes|quieres)\b/);
    }
    expect(textoEnVariante('invitacionEntrevista', 'usted').html).toContain('puede hacerla cuando le venga bien');
    expect(textoEnVariante('invitacionEntrevista', 'vos').html).toContain('podés hacerla cuando te venga bien');
  });

  it('what the panel shows, edits and stores is Spain’s Spanish, with no mark, for every template', () => {
    for (const [id, d] of Object.entries(DEFINICION_PLANTILLAS)) expect(`${d.subject}${d.html}`, id).not.toMatch(/[‹›]/);
    expect(DEFINICION_PLANTILLAS.invitacionEntrevista.html).toContain('puedes hacerla cuando te venga bien');
  });
});

describe('the server’s refusals and the erasure’s texts the candidate reads (D215)', () => {
  it('read in usted, in voseo and, unchanged, in Spain’s Spanish', () => {
    const casos: Array<[string, string, string, string]> = [
      [
        fmt(borradoSolicitado.queSeBorra, { empresa: 'Acme' }),
        'Se borrará todo lo que Acme guarda sobre usted en Talentia: su perfil, sus entrevistas con sus respuestas, los informes y las revisiones.',
        'Se borrará todo lo que Acme guarda sobre vos en Talentia: tu perfil, tus entrevistas con tus respuestas, los informes y las revisiones.',
        'Se borrará todo lo que Acme guarda sobre ti en Talentia: tu perfil, tus entrevistas con tus respuestas, los informes y las revisiones.',
      ],
      [ayuda.mensajeObligatorio, 'Escriba su mensaje', 'Escribí tu mensaje', 'Escribe tu mensaje'],
      [
        ayuda.terminadaTiempo,
        'La entrevista ya ha terminado: no queda tiempo que ampliar. Si necesita otro ajuste para lo que siga, elíjalo o escriba a la persona de contacto.',
        'La entrevista ya ha terminado: no queda tiempo que ampliar. Si necesitás otro ajuste para lo que siga, elegilo o escribí a la persona de contacto.',
        'La entrevista ya ha terminado: no queda tiempo que ampliar. Si necesitas otro ajuste para lo que siga, elígelo o escribe a la persona de contacto.',
      ],
      [
        impugnacion.resultadoPosterior,
        'Una persona del equipo ha revisado la evaluación de su entrevista, como le anunció la empresa.',
        'Una persona del equipo ha revisado la evaluación de tu entrevista, como te anunció la empresa.',
        'Una persona del equipo ha revisado la evaluación de tu entrevista, como te anunció la empresa.',
      ],
      [
        opinionProceso.cuerpo,
        'Envíe una puntuación de 0 a 10 o un comentario',
        'Enviá una puntuación de 0 a 10 o un comentario',
        'Envía una puntuación de 0 a 10 o un comentario',
      ],
      [
        retencion.consentimientoCambiado,
        'El texto del consentimiento ha cambiado. Léalo de nuevo antes de aceptarlo.',
        'El texto del consentimiento ha cambiado. Leelo de nuevo antes de aceptarlo.',
        'El texto del consentimiento ha cambiado. Léelo de nuevo antes de aceptarlo.',
      ],
      [
        postulacion.avisoObligatorio,
        'Para presentarse tiene que aceptar el aviso de privacidad',
        'Para presentarte tenés que aceptar el aviso de privacidad',
        'Para presentarte tienes que aceptar el aviso de privacidad',
      ],
      [
        postulacion.yaInscritoSinReenvio,
        'Ya tiene una entrevista para esta vacante: use el enlace que le enviamos por email. Si no lo encuentra, revise la carpeta de correo no deseado.',
        'Ya tenés una entrevista para esta vacante: usá el enlace que te enviamos por email. Si no lo encontrás, revisá la carpeta de correo no deseado.',
        'Ya tienes una entrevista para esta vacante: usa el enlace que te enviamos por email. Si no lo encuentras, revisa la carpeta de correo no deseado.',
      ],
    ];
    for (const [texto, usted, vos, es] of casos) {
      expect(enVariante(texto, 'usted')).toBe(usted);
      expect(enVariante(texto, 'vos')).toBe(vos);
      expect(enVariante(texto, 'es')).toBe(es);
    }
  });
});
