// The web part of `npm run bench` alone (test/bench/web.ts; D85, D86): /login's and the
// candidate page's first load on the production build — gzipped JS and Lighthouse mobile, the
// median of BENCH_WEB_RONDAS runs (3 by default) — with the local stack's API behind them (no web
// server, no scheduler) and two real interview links, as test/bench/run.ts does without the rest of
// the bench. Run: BENCH_WEB_RONDAS=3 npx tsx test/bench/medir-web.ts
import { sembrarEnlacesCandidato } from './pagina-candidato.js';
import { pilaDeBench } from './pila.js';
import { informeWeb, medirWeb } from './web.js';

process.env.LOG_LEVEL = 'SILENT';
const stack = await pilaDeBench('talentia-bench-web-');
try {
  const resultado = await medirWeb({ apiUrl: stack.apiUrl, enlaces: await sembrarEnlacesCandidato() });
  console.log(informeWeb(resultado));
  // Each run's LCP and CLS (the report gives /login's for the median run only).
  for (const [pagina, r] of [
    ['/login', resultado.login],
    ['/entrevista/{token}', resultado.candidato],
    ['/empleo/{codigo}', resultado.empleo],
  ] as const) {
    const rondas = r?.rondas.map(
      (x) => `${x.rendimiento}: LCP ${(x.lcpMs / 1000).toFixed(2)} s, CLS ${x.metricas['Cumulative Layout Shift']}`,
    );
    console.log(`${pagina} runs: ${rondas?.join(' | ')}`);
  }
} finally {
  await stack.cerrar();
}
