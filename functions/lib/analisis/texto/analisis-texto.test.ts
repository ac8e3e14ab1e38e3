// The text analysis (bertAnalysis): a Spanish lexicon plus rules. The sentiment table covers what the
// bare lexicon gets wrong (negation, business outcomes, neutral work vocabulary); coherence and
// professionalism are checked by comparison (connected > jumbled, formal > slang), not by exact value,
// so a retuned weight does not break them while the ordering the product relies on holds.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- nlp.js ships no type declarations; used here only as the bare-lexicon baseline.
import nlpEs from '@nlpjs/lang-es';
// @ts-expect-error -- see above.
import nlpSentiment from '@nlpjs/sentiment';
import { AnalisisTexto, METODO_ANALISIS_TEXTO } from '../../../../shared/schemas/informe.js';
import { DEBIL, FUERTE } from '../../../../test/testing/entrevistas-prueba.js';
import { analizarTexto, MIN_PALABRAS_PUNTUACION, UMBRAL_NEGATIVO, UMBRAL_POSITIVO } from './analisis-texto.js';

type Etiqueta = NonNullable<AnalisisTexto['sentiment']>['label'];

const etiqueta = (texto: string) => analizarTexto(texto).sentiment!.label;
const puntuacion = (texto: string) => analizarTexto(texto).sentiment!.score;

describe('analizarTexto: sentiment', () => {
  const tabla: [string, Etiqueta][] = [
    // Positive achievements.
    ['Estoy muy contento con el equipo y con los resultados del proyecto.', 'positivo'],
    ['Lideré la migración y fue un éxito: entregamos a tiempo.', 'positivo'],
    ['Me siento orgulloso de haber logrado el ascenso en dos años.', 'positivo'],
    ['Superamos los objetivos de ventas tres trimestres seguidos.', 'positivo'],
    ['Disfruté mucho trabajando con ese equipo, aprendí un montón.', 'positivo'],
    // Clear negatives.
    ['Fue una experiencia horrible, el ambiente era tóxico y acabé agotado.', 'negativo'],
    ['La empresa cerró y nos despidieron a todos, fue un desastre.', 'negativo'],
    ['Había muchísimos conflictos en el equipo y mucho estrés.', 'negativo'],
    ['La comunicación con dirección era pésima.', 'negativo'],
    // Negations.
    ['No estoy contento con mi puesto actual.', 'negativo'],
    ['Nunca fue fácil trabajar con ese cliente.', 'negativo'],
    ['Nunca me sentí valorado en esa empresa.', 'negativo'],
    ['No fue difícil adaptarme al nuevo equipo.', 'positivo'],
    ['No conseguimos reducir los costes.', 'negativo'],
    // Business outcomes the lexicon reads as negative.
    ['Redujo los costes un 30 % en un año.', 'positivo'],
    ['Bajamos la rotación del equipo a la mitad.', 'positivo'],
    ['Eliminamos errores en la facturación.', 'positivo'],
    ['Resolvimos el problema de rendimiento en una semana.', 'positivo'],
    ['Disminuyó el tiempo de entrega de cinco a tres días.', 'positivo'],
    ['Aumentaron las quejas de los clientes.', 'negativo'],
    ['Las ventas cayeron un 20 % ese año.', 'negativo'],
    // Neutral descriptions (work vocabulary the lexicons colour through stem collisions).
    ['Trabajo en Madrid como técnico de sistemas desde 2019.', 'neutral'],
    ['Me encargo de preparar los informes mensuales para el departamento financiero.', 'neutral'],
    ['Coordino las tareas semanales con los proveedores y reviso los objetivos del trimestre.', 'neutral'],
    ['Estudié el grado en Administración de Empresas en la Universidad de Sevilla.', 'neutral'],
    ['Hice un curso de prevención de riesgos laborales.', 'neutral'],
    ['La formación duró seis meses e incluía prácticas en empresa.', 'neutral'],
    // Adversatives: the point comes after 'pero' / 'sin embargo'.
    ['Fue difícil, pero lo conseguimos.', 'positivo'],
    ['El proyecto salió bien, sin embargo el cliente no quedó satisfecho.', 'negativo'],
  ];

  it.each(tabla)('%s → %s', (texto, esperada) => {
    expect(etiqueta(texto)).toBe(esperada);
  });

  it('labels by the documented thresholds on the score', () => {
    for (const [texto] of tabla) {
      const { label, score } = analizarTexto(texto).sentiment!;
      expect(label).toBe(score >= UMBRAL_POSITIVO ? 'positivo' : score <= UMBRAL_NEGATIVO ? 'negativo' : 'neutral');
    }
  });

  it('a negation flips a positive word into a complaint and softens a negative one', () => {
    expect(puntuacion('Estoy contento con mi puesto.')).toBeGreaterThan(0);
    expect(puntuacion('No estoy contento con mi puesto.')).toBeLessThan(0);
    expect(puntuacion('Fue difícil.')).toBeLessThan(0);
    expect(puntuacion('No fue difícil.')).toBeGreaterThan(0);
    // "not difficult" is milder praise than "not happy" is a complaint.
    expect(Math.abs(puntuacion('No fue difícil.'))).toBeLessThan(Math.abs(puntuacion('No estoy contento.')));
    expect(puntuacion('Fue un proyecto sin éxito.')).toBeLessThan(0);
  });

  it('a negation stays in its clause and counts once (Spanish negative concord)', () => {
    // The 'no' does not reach 'excelente' past the comma and 'pero'.
    expect(etiqueta('No me gustaba el horario, pero el equipo era excelente.')).toBe('positivo');
    // 'no … ningún problema' is one negation of 'problema', not two that cancel.
    expect(puntuacion('No tuvimos ningún problema con la auditoría.')).toBeGreaterThan(0);
    // Not negations.
    expect(etiqueta('No solo cumplimos los plazos, sino que el cliente quedó encantado.')).toBe('positivo');
    expect(etiqueta('Sin embargo, el resultado fue excelente.')).toBe('positivo');
  });

  it('outcome nouns name a task, not a result: no bonus, and no misread negative either', () => {
    expect(etiqueta('Me encargaba de la reducción de costes del almacén.')).toBe('neutral');
    expect(etiqueta('Conseguí una reducción de costes del 20 %.')).toBe('positivo');
  });

  it('the bare Senticon analyzer of nlp.js gets these wrong; the rules fix them', async () => {
    // nlp.js's documented set-up: the analyzer on its default container, with the Spanish plugin.
    const bare = new nlpSentiment.SentimentAnalyzer();
    bare.container.use(nlpEs.LangEs);
    const votos: Record<string, Etiqueta> = { positive: 'positivo', neutral: 'neutral', negative: 'negativo' };
    const casos: [string, Etiqueta][] = [
      ['Bajamos la rotación.', 'positivo'],
      ['Resolvimos el problema.', 'positivo'],
      ['Redujo los costes un 30 %.', 'positivo'],
      ['No estoy contento, pero el equipo era excelente.', 'positivo'],
      ['Me encargo de preparar los informes mensuales.', 'neutral'],
      ['Trabajo en Madrid como técnico de sistemas.', 'neutral'],
    ];
    for (const [texto, esperada] of casos) {
      const r = (await bare.process({ locale: 'es', text: texto })) as { sentiment: { type: string; vote: string } };
      expect(r.sentiment.type).toBe('senticon');
      expect(votos[r.sentiment.vote]).not.toBe(esperada);
      expect(etiqueta(texto)).toBe(esperada);
    }
  });
});

/**
 * A short sample said again until it reaches MIN_PALABRAS_PUNTUACION words: below that, coherence and
 * professionalism are 'sin datos suficientes' (null), and these tests compare scores.
 */
function puntuable(texto: string): string {
  const palabras = texto.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return Array.from({ length: Math.ceil(MIN_PALABRAS_PUNTUACION / palabras) }, () => texto).join(' ');
}

describe('analizarTexto: coherence', () => {
  const conectado =
    'En mi último puesto me encargaba de la atención al cliente en una empresa de telecomunicaciones. Al principio, el equipo ' +
    'tenía muchos retrasos en las respuestas. Por eso, propuse organizar las consultas por prioridad y crear respuestas tipo. ' +
    'Además, formé a dos compañeros nuevos en el uso de la herramienta. Como resultado, el tiempo de respuesta bajó de dos días ' +
    'a cuatro horas. Finalmente, la dirección decidió aplicar el mismo sistema en otros departamentos.';
  const fragmentos = 'Clientes. Teléfono. Muchas llamadas. Excel. No sé. Jefe nuevo. Turnos. Ventas y eso. Madrid. Bien.';
  const bloque =
    'pues yo empecé en la empresa y estaba en el almacén y luego me pasaron a la oficina y ahí hacía un poco de todo facturas ' +
    'pedidos llamadas y también ayudaba a los comerciales cuando hacía falta y los viernes hacía el inventario con mi compañero ' +
    'y a veces me quedaba hasta tarde porque había mucho trabajo y el jefe no contrataba a nadie más';
  const repetido =
    'El proyecto fue un proyecto grande. En el proyecto el equipo del proyecto trabajó en el proyecto. ' +
    'El proyecto del cliente era un proyecto de proyecto. Luego el proyecto terminó.';

  it('a connected paragraph scores above a jumbled list of fragments', () => {
    const a = analizarTexto(conectado).coherenceScore!;
    const b = analizarTexto(puntuable(fragmentos)).coherenceScore!;
    expect(a).toBeGreaterThanOrEqual(8);
    expect(b).toBeLessThan(5);
    expect(a).toBeGreaterThan(b);
  });

  it('a single run-on blob and heavy repetition score low', () => {
    const a = analizarTexto(conectado).coherenceScore!;
    expect(analizarTexto(bloque).coherenceScore).toBeLessThan(5);
    expect(analizarTexto(repetido).coherenceScore).toBeLessThan(a - 2);
  });

  it('removing the connectors lowers the score', () => {
    const sinConectores = conectado.replace(/Al principio, |Por eso, |Además, |Como resultado, |Finalmente, /g, '');
    expect(analizarTexto(sinConectores).coherenceScore).toBeLessThan(analizarTexto(conectado).coherenceScore!);
  });
});

describe('analizarTexto: professionalism', () => {
  const formal =
    'Durante los últimos cuatro años he trabajado como técnico de nóminas. Mi responsabilidad principal era calcular y ' +
    'revisar las nóminas de unos doscientos empleados. Además, coordinaba los cambios con el departamento de recursos humanos.';

  it.each([
    ['slang and profanity', 'pues nada tío, el curro mola mazo pero el jefe es un gilipollas y la empresa una mierda.'],
    ['Latin American slang', 'Está chido el puesto, pero la paga vale la verga.'],
    ['shouting', 'ESTOY HARTO DE ESTA EMPRESA. NADIE ESCUCHA NUNCA. Quiero irme.'],
    ['repeated marks', 'Me encanta este trabajo!!! De verdad??? Es lo mejor!!!'],
    ['emojis', 'Me encanta este trabajo 😂😂 es lo mejor 👍'],
    ['text-speak', 'Trabajé en una tienda q vendía ropa xq me gustaba y tb atendía la caja.'],
    ['lower-case sentences', 'trabajé en una tienda de ropa tres años. atendía a los clientes. me gustaba el trato con la gente.'],
  ])('formal text scores above %s', (_, texto) => {
    const f = analizarTexto(formal).professionalismScore!;
    expect(f).toBeGreaterThanOrEqual(9);
    expect(analizarTexto(puntuable(texto)).professionalismScore).toBeLessThan(f);
  });

  it('profanity weighs more than plain register slips', () => {
    expect(analizarTexto(puntuable('Joder, el jefe era un cabrón y todo era una mierda.')).professionalismScore).toBeLessThan(5);
  });

  it('acronyms are not shouting', () => {
    expect(
      analizarTexto(puntuable('Trabajé con SAP, AWS y SQL en el área de RRHH. Obtuve la certificación SCRUM en 2020.'))
        .professionalismScore,
    ).toBe(10);
  });
});

describe('analizarTexto: evasive or minimal answers, and too little text (D77)', () => {
  /** The candidate's answers as the report's job joins them: one per line. */
  const respuestas = (rs: readonly string[]) => rs.filter(Boolean).join('\n');

  it('evasive one-line answers score a low professionalism and no positive tone; full answers keep a high one', () => {
    const debil = analizarTexto(respuestas(DEBIL));
    const fuerte = analizarTexto(respuestas(FUERTE));
    expect(debil.professionalismScore).not.toBeNull();
    expect(debil.professionalismScore!).toBeLessThanOrEqual(4);
    expect(fuerte.professionalismScore!).toBeGreaterThanOrEqual(9);
    expect(debil.sentiment!.label).not.toBe('positivo');
  });

  it('the same answers with evasive expressions score lower than without them, and an evasive sentence carries no tone', () => {
    const claras = [
      'Me adapto bien a los cambios de turno y organizo mi trabajo para cumplir los plazos.',
      'Hablo con el equipo cada mañana para repartir las tareas del día.',
      'Cumplo los objetivos de preparación que marca el jefe de almacén.',
    ];
    const evasivas = [
      'Me adapto bien a los cambios de turno y organizo mi trabajo, no sé, para cumplir los plazos.',
      'Hablo con el equipo cada mañana para repartir lo que me piden y ya.',
      'Cumplo los objetivos de preparación más o menos, supongo.',
    ];
    expect(analizarTexto(evasivas.join('\n')).professionalismScore!).toBeLessThan(
      analizarTexto(claras.join('\n')).professionalismScore! - 1,
    );
    expect(etiqueta('Me adapto muy bien a todo.')).toBe('positivo');
    expect(etiqueta('Me adapto muy bien a todo, no sé.')).toBe('neutral');
    // 'no se' without its accent is evasive only at the end of a clause.
    expect(etiqueta('Me adapto muy bien a todo, no se.')).toBe('neutral');
    expect(etiqueta('Me adapto muy bien aunque no se puede planificar todo.')).not.toBe('neutral');
  });

  it('minimal answers lower it: the same sentences as one-liners score below one full answer', () => {
    const frases = [
      'Sí, trabajo bien en equipo.',
      'Hablo claro con la gente.',
      'Busco soluciones rápidas.',
      'Cumplo mis objetivos siempre.',
      'Me adapto a los cambios.',
      'Tomo la iniciativa a menudo.',
    ];
    expect(analizarTexto(frases.join('\n')).professionalismScore!).toBeLessThan(analizarTexto(frases.join(' ')).professionalismScore! - 2);
  });

  it("with too little text, coherence and professionalism are null ('sin datos suficientes'), never a number", () => {
    for (const texto of ['Pues crecer un poco, no sé.', 'Normalmente hago lo que me piden y ya.', respuestas(DEBIL.slice(0, 3))]) {
      const r = analizarTexto(texto);
      expect(r.coherenceScore, texto).toBeNull();
      expect(r.professionalismScore, texto).toBeNull();
      expect(r.sentiment).not.toBeNull();
    }
    const justo = puntuable('Preparo los pedidos del turno de mañana con cuidado.');
    expect(analizarTexto(justo).professionalismScore).not.toBeNull();
    expect(analizarTexto(justo).coherenceScore).not.toBeNull();
  });
});

describe('analizarTexto: output', () => {
  const textos = [
    'Estoy muy contento con el equipo.',
    'ESTOY HARTO!!! 😡😡😡 q mierda tío',
    'No.',
    'El constructor del edificio y el valueOf de __proto__ son palabras raras.',
    'Redujimos costes. '.repeat(400),
    'Trabajé de camarero.\nAtendía mesas\ny hacía caja',
  ];

  it.each(textos)('parses with AnalisisTexto and names its method: %s', (texto) => {
    const r = analizarTexto(texto);
    expect(AnalisisTexto.parse(r)).toEqual(r);
    expect(r.metodo).toBe(METODO_ANALISIS_TEXTO);
    expect(r.metodo).toBe('léxico-heurístico-v1');
    expect(JSON.stringify(r)).not.toMatch(/bert/i);
    expect(Number.isFinite(r.sentiment!.score)).toBe(true);
    for (const v of [r.coherenceScore, r.professionalismScore]) if (v !== null) expect(Math.round(v * 10) / 10).toBe(v);
  });

  it.each(['', '   ', '\n\t \n', '!!! ... ???'])('text without words (%j) has no measure at all', (texto) => {
    expect(analizarTexto(texto)).toEqual({
      metodo: METODO_ANALISIS_TEXTO,
      sentiment: null,
      coherenceScore: null,
      professionalismScore: null,
    });
  });

  it('is deterministic: same input, same output, whatever was analysed before (and across cache resets)', () => {
    const texto = 'Fue difícil, pero bajamos la rotación y el cliente quedó encantado. Además, aprendí mucho.';
    const primero = analizarTexto(texto);
    expect(analizarTexto(texto)).toEqual(primero);
    // Enough distinct words to wrap the bounded stem cache.
    const letras = 'abcdefghijklmnopqrstuvwxyz';
    const palabra = (i: number) => [0, 1, 2, 3].map((k) => letras[Math.floor(i / 26 ** k) % 26]).join('') + 'ado';
    for (let k = 0; k < 21_000; k += 2_000) {
      analizarTexto(Array.from({ length: 2_000 }, (_, i) => palabra(k + i)).join(' '));
    }
    expect(analizarTexto(texto)).toEqual(primero);
  });
});
