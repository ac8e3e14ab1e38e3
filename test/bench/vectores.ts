// Recording vectors for the comparison by meaning (issue 64 item 6, D177): the benchmark measures the
// meaning method from vectors recorded once with a real provider and shipped as a fixture
// (vectores-grabados.ts reads them), so it runs with no AWS account or key. Recording needs one:
//   npm run bench:vectores -- --grabar [--conjunto aparte-2] [--modelo amazon.titan-embed-text-v2:0] [--region eu-west-1]
//   (Bedrock: the machine's AWS credentials and model access; or --openai with OPENAI_API_KEY set)
// and writes test/bench/integridad/vectores-<model>-<set>.json: each template's question vectors (the
// texts the analysis job embeds, textoDePregunta) and each interview's answer vectors, as base64 of
// little-endian Float32. Without `--grabar` it lists the fixtures present.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textoDePregunta } from '../../functions/lib/analisis/comprobaciones/significado.js';
import { type MetodoSignificado, vectoresDe } from '../../functions/lib/proveedores-ia/embeddings.js';
import { cargarConjunto, type Conjunto, entradaBench } from './integridad.js';
import { aBase64, archivo, type Fixture, fixturesDe } from './vectores-grabados.js';

async function grabar(conjunto: Conjunto, metodo: MetodoSignificado, donde: string) {
  const entrevistas = cargarConjunto(conjunto);
  const preguntas: Fixture['preguntas'] = {};
  for (const plantilla of new Set(entrevistas.map((e) => e.plantilla))) {
    const entrada = entradaBench(entrevistas.find((e) => e.plantilla === plantilla)!);
    preguntas[plantilla] = (await vectoresDe(entrada.preguntas.map(textoDePregunta), metodo, { papel: 'pregunta' })).map(aBase64);
  }
  const respuestas: Fixture['respuestas'] = {};
  for (const e of entrevistas) respuestas[e.id] = (await vectoresDe(e.respuestas, metodo, { papel: 'respuesta' })).map(aBase64);
  const f: Fixture = { conjunto, modelo: metodo.modelo, donde, grabadoEn: new Date().toISOString(), preguntas, respuestas };
  writeFileSync(archivo(metodo.modelo, conjunto), `${JSON.stringify(f)}\n`);
  console.log(`${archivo(metodo.modelo, conjunto)}: ${Object.keys(respuestas).length} entrevistas`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (k: string, d: string) => {
    const i = process.argv.indexOf(k);
    return i > 0 ? process.argv[i + 1]! : d;
  };
  const conjunto = arg('--conjunto', 'aparte-2') as Conjunto;
  if (process.argv.includes('--grabar')) {
    const metodo: MetodoSignificado = process.argv.includes('--openai')
      ? { via: 'openai', modelo: arg('--modelo', 'text-embedding-3-small'), apiKey: process.env.OPENAI_API_KEY ?? '' }
      : {
          via: 'bedrock',
          modelo: arg('--modelo', 'amazon.titan-embed-text-v2:0'),
          region: arg('--region', process.env.AWS_REGION ?? 'eu-west-1'),
        };
    await grabar(conjunto, metodo, metodo.via === 'bedrock' ? `Amazon Bedrock en ${metodo.region}` : 'OpenAI');
  } else {
    const hay = ['afinado-3', 'aparte-2'].flatMap((c) => fixturesDe(c as Conjunto).map((f) => `${c}: ${f.modelo} (${f.grabadoEn})`));
    console.log(
      hay.length
        ? hay.join('\n')
        : 'No hay vectores grabados: `npm run bench:vectores -- --grabar` con una cuenta de Bedrock o una clave de OpenAI.',
    );
  }
}
