// Nothing the law forbids is inferred (issue 45 §4, D153's part 4). Emotion recognition in recruitment
// is prohibited by the AI Act (Art. 5(1)(f), with Art. 3(39): emotions or intentions inferred from
// biometric data such as the voice), and the GDPR's special categories (Art. 9: health, origin, beliefs,
// sex life…) and equal-treatment law keep protected characteristics out of a selection. What each test
// holds to:
// - the report has no place to put such an inference: neither the structure the models must fill
//   (the JSON Schema sent to OpenAI and Claude) nor the stored report (with the text analysis, whose
//   three measures are of the text: its tone, coherence and register) has a field named for an emotion,
//   a personality trait or a protected characteristic;
// - a model that adds such a field anyway has it dropped: its answer is parsed with the same schema;
// - the built-in analyzer's own words (everything but the literal quotes) name none of them, whatever
//   the answers say about the candidate's nerves, age, pregnancy, beliefs or character;
// - the prompts tell the models not to infer them and not to ask about them;
// - the voice recording goes only to the transcription (Deepgram's audio-intelligence features, such as
//   sentiment, are not asked for: test/contratos/contratos.test.ts) and no other module reads it;
// - the candidate's notice says what the text analysis measures and that nothing of the kind is inferred.
// What a competency of the company's own rubric asks (e.g. «Gestión del estrés», scored on what the
// answers tell) is the rubric's: the checks below are about what the product adds on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { avisoIA, avisoPrivacidad } from '../../../../shared/aviso-entrevista.js';
import { InformeBorrador, InformeIA } from '../../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../../shared/texto.js';
import { INSTRUCCIONES_REPREGUNTA } from '../../entrevistas/repregunta-texto.js';
import { analizarIntegrado } from '../integrado/analizador.js';
import { REGLAS_INFORME } from './prompt.js';
import { esquemaInformeJson } from './llamada.js';
import { disenoPropio, entrevista } from '../../../../test/testing/entrevistas-prueba.js';

/**
 * Words (lower case, no accents, singular stems) that name an emotion, a personality trait or a
 * protected characteristic, in Spanish and in English (field names are in either).
 */
// prettier-ignore
const PROHIBIDAS = [
  'emocion', 'emotion', 'animo', 'mood', 'estres', 'stress', 'ansiedad', 'anxiety', 'nervio', 'nervous', 'miedo',
  'fear', 'tristeza', 'sadness', 'alegria', 'ira', 'anger', 'frustracion', 'frustration', 'afecto', 'affect',
  'personalidad', 'personality', 'rasgo', 'trait', 'caracter', 'temperamento', 'temperament', 'introvert',
  'extrovert', 'extravert', 'neurotic', 'amabilidad', 'agreeableness', 'responsabilidad_personal', 'big_five',
  'ocean', 'edad', 'age', 'genero', 'gender', 'sexo', 'sex', 'etnia', 'ethnic', 'raza', 'race', 'religion',
  'creencia', 'belief', 'salud', 'health', 'enfermedad', 'discapacidad', 'disability', 'embarazo', 'pregnan',
  'nacionalidad', 'nationality', 'orientacion', 'orientation', 'estado_civil', 'marital', 'familia', 'family',
  'hijo', 'politic', 'sindical', 'union', 'voz', 'voice', 'prosodia', 'prosody', 'entonacion', 'pitch',
];

/** A field name's words: 'professionalismScore' → ['professionalism', 'score'], 'estado_civil' kept whole too. */
function palabrasDeCampo(nombre: string): string[] {
  const partes = nombre
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .split(/[_\W]+/)
    .map((p) => normalizarTexto(p))
    .filter(Boolean);
  return [...partes, partes.join('_')];
}

const prohibidaEn = (palabra: string) => PROHIBIDAS.find((p) => palabra === p || (p.length >= 5 && palabra.startsWith(p)));

/** Every property name in a JSON Schema, at any depth. */
function campos(esquema: unknown, fuera: string[] = []): string[] {
  if (Array.isArray(esquema)) for (const x of esquema) campos(x, fuera);
  else if (esquema && typeof esquema === 'object') {
    for (const [k, v] of Object.entries(esquema)) {
      if (k === 'properties' && v && typeof v === 'object') fuera.push(...Object.keys(v));
      campos(v, fuera);
    }
  }
  return fuera;
}

/** The field names that name something forbidden, with the word they name. */
function camposProhibidos(nombres: string[]): string[] {
  return [...new Set(nombres)].flatMap((n) => {
    const palabra = palabrasDeCampo(n).find((p) => prohibidaEn(p));
    return palabra ? [`${n} (${prohibidaEn(palabra)})`] : [];
  });
}

describe('the report has no place for an emotion, a personality trait or a protected characteristic', () => {
  it('the word list catches such fields (the check can fail)', () => {
    expect(camposProhibidos(['estadoEmocional', 'personalityTraits', 'edadEstimada', 'tono_de_voz', 'nivelEstres'])).toHaveLength(5);
  });

  it('in the structure the models fill, and in the stored report', () => {
    const delModelo = campos(esquemaInformeJson());
    const guardado = campos(z.toJSONSchema(InformeIA, { io: 'input', unrepresentable: 'any' }));
    expect(delModelo).toEqual(expect.arrayContaining(['softSkills', 'evidencia', 'cita']));
    expect(guardado).toEqual(expect.arrayContaining(['bertAnalysis', 'procedencia']));
    expect(camposProhibidos([...delModelo, ...guardado])).toEqual([]);
  });

  it('the text analysis measures the text: its tone, coherence and register, and nothing else', () => {
    const esquema = z.toJSONSchema(InformeIA, { io: 'input', unrepresentable: 'any' }) as unknown as {
      properties: { bertAnalysis: { anyOf: { properties?: Record<string, unknown> }[] } };
    };
    const texto = esquema.properties.bertAnalysis.anyOf.find((x) => x.properties)!;
    expect(Object.keys(texto.properties!).sort()).toEqual(['coherenceScore', 'metodo', 'professionalismScore', 'sentiment']);
  });
});

// ---- A transcript that says much about the person, and answers little ------------------------------

const RESPUESTAS = [
  'Estaba muy nervioso y con mucha ansiedad, tengo 52 años y me costó, pero revisé los registros de seis meses, encontré el fallo en la importación de fechas y lo corregí: los errores bajaron un 90 % en un mes.',
  'Estoy embarazada y soy musulmana, así que a veces estoy cansada; aun así preparo cada lunes una lista con tres prioridades y la reviso con mi responsable el miércoles.',
  'Soy una persona muy introvertida y tímida, de origen marroquí, y mi familia es lo primero; en el último equipo organicé reuniones breves diarias y repartimos las tareas por experiencia.',
];
const ENTRADA = entrevista(
  disenoPropio(
    ['Resolución de problemas', 'Gestión del tiempo', 'Trabajo en equipo'],
    [
      ['Cuéntame una ocasión en la que resolviste un problema difícil.', 'Resolución de problemas'],
      ['¿Cómo te organizas cuando hay mucha presión?', 'Gestión del tiempo'],
      ['¿Cómo trabajas con un equipo nuevo?', 'Trabajo en equipo'],
    ],
  ),
  RESPUESTAS,
  'voz',
);

/** The words of the report's own text: everything but the literal quotes (the candidate's words). */
function palabrasPropias(informe: InformeBorrador): string[] {
  const textos = [
    informe.resumenEjecutivo,
    informe.conclusiones,
    ...informe.recomendaciones,
    ...informe.softSkills.map((s) => s.justificacion),
    ...informe.hardSkills.flatMap((s) => [s.habilidad, s.justificacion]),
  ];
  return textos.flatMap((t) =>
    normalizarTexto(t)
      .split(/[^a-z0-9ñ]+/)
      .filter(Boolean),
  );
}

// What the built-in analyzer writes of its own may not name these (rubric names excluded: they are
// the company's). 'presion' stays out: it is in a question the rubric asks.
// prettier-ignore
const INFERENCIAS_EN_TEXTO = [
  'nervios', 'ansiedad', 'ansios', 'emocion', 'estres', 'miedo', 'triste', 'cansad', 'timid', 'introvert',
  'extrovert', 'personalidad', 'caracter', 'temperament', 'edad', 'anos', 'embaraz', 'musulman', 'religi', 'origen',
  'marroqu', 'familia', 'salud', 'genero', 'sexo', 'voz',
];

describe('the built-in analyzer writes nothing of the kind, whatever the answers say', () => {
  const informe = analizarIntegrado(ENTRADA);

  it('its own words (all but the quotes) name no emotion, trait or characteristic of the candidate', () => {
    const palabras = palabrasPropias(informe);
    expect(palabras.length).toBeGreaterThan(20);
    const nombradas = palabras.filter((p) => INFERENCIAS_EN_TEXTO.some((x) => p.startsWith(x)));
    expect(nombradas).toEqual([]);
  });

  it('the check reads the report’s text (a sentence that infers would be caught)', () => {
    const inferido = { ...informe, conclusiones: `${informe.conclusiones} Parece una persona nerviosa e introvertida.` };
    expect(palabrasPropias(inferido).filter((p) => INFERENCIAS_EN_TEXTO.some((x) => p.startsWith(x)))).toEqual([
      'nerviosa',
      'introvertida',
    ]);
  });
});

describe('a model that infers anyway has it dropped', () => {
  it('fields the schema does not have are not kept, at the top or inside a competency', () => {
    const base = analizarIntegrado(ENTRADA);
    const respuesta = {
      ...base,
      estadoEmocional: 'nervioso',
      personalidad: { extraversion: 2, neuroticismo: 8 },
      softSkills: base.softSkills.map((s) => ({ ...s, emocionDetectada: 'ansiedad', edadEstimada: 50 })),
    };
    const r = InformeBorrador.safeParse(respuesta);
    expect(r.success).toBe(true);
    const guardado = JSON.stringify(r.data);
    for (const campo of ['estadoEmocional', 'personalidad', 'extraversion', 'emocionDetectada', 'edadEstimada'])
      expect(guardado).not.toContain(campo);
    expect(r.data).toEqual(base);
  });
});

describe('the prompts forbid it', () => {
  it('the report’s rules: no emotions, personality, health or protected traits', () => {
    const regla = REGLAS_INFORME.split('\n').find((l) => l.startsWith('- No infieras'));
    expect(regla).toBeDefined();
    for (const x of ['emociones', 'personalidad', 'salud', 'edad', 'origen', 'religión', 'orientación sexual', 'género'])
      expect(regla).toContain(x);
  });

  it('the follow-up’s rules: never ask about a protected characteristic, never judge the candidate', () => {
    expect(INSTRUCCIONES_REPREGUNTA).toContain('Nunca preguntes ni aludas a edad');
    expect(INSTRUCCIONES_REPREGUNTA).toContain('No valores ni juzgues al candidato');
  });
});

describe('the voice recording goes only to the transcription', () => {
  it('no module but the voice upload and its transcription names the recording’s key', () => {
    const raiz = fileURLToPath(new URL('../../../', import.meta.url));
    const fuentes = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? fuentes(join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [join(dir, d.name)] : [],
      );
    const leen = fuentes(raiz)
      .filter((f) => /\bclaveAudio\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(raiz, f))
      .sort();
    // voz-transcribe.ts is the transcription too, by Amazon Transcribe (D176): a plain batch job, no
    // other Transcribe feature (its request's shape: voz-transcribe.test.ts).
    expect(leen).toEqual(['lib/entrevistas/voz-transcribe.ts', 'lib/entrevistas/voz-transcripcion.ts', 'lib/entrevistas/voz.ts']);
  });
});

describe('the notice says it', () => {
  it('what the text analysis measures, and that nothing of the kind is inferred', () => {
    const texto = [...avisoIA({ empresa: 'Acme' }), ...avisoPrivacidad({ empresa: 'Acme', contacto: 'rrhh@acme.test', meses: 12 })].join(
      ' ',
    );
    expect(texto).toContain('mide solo cómo están escritas tus respuestas');
    expect(texto).toContain('No se analizan tu cara, tu voz ni tus emociones');
    expect(texto).toContain('No se deduce de ellas tu personalidad');
  });
});
