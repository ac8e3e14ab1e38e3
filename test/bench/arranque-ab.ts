// «Acceder» → dashboard, before and after a change to web/ (D130): the web of a git ref
// (HEAD by default) and the working tree's, each built as `npm start` builds it, served in turn on one
// stack, one port and one browser, the two alternating round by round (`ronda` of arranque-web.ts: a
// new browser context, /login until its form is ready, «Acceder» until the dashboard's figures are on screen
// and the network quiet). On a shared machine whose load moves by the minute, one build measured after
// the other would compare the load; alternating rounds compare the builds. Prints the medians, their
// ratio, the load average before and after, and the request waterfall of each build's median round.
//   npx tsx test/bench/arranque-ab.ts [ref]     (BENCH_AB_RONDAS rounds each after one warm-up, 8 by default)
// BENCH_AB_QUIEN=admin: a company admin's «Acceder» instead of the superadmin's «Verificar».
// BENCH_AB_ARCHIVOS="web/src/a.ts web/src/b.tsx": "after" is the ref with only those files taken from the
// working tree (on a repository others are editing, their work in progress stays out of the comparison).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../infra/local/emulators.js';
import { REPO_ROOT } from '../../infra/local/stack.js';
import { buildWeb } from '../../infra/local/production-web.js';
import { serveStaticWeb } from '../../infra/local/static-web.js';
import { webSecurityHeaders } from '../../shared/constants.js';
import { launch } from '../e2e/browser.js';
import { alternando } from './alternar.js';
import { adminDeBench, ronda, type Quien, type RondaArranque } from './arranque-web.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';
import { pilaDeBench, SUPERADMIN_BENCH } from './pila.js';

const RONDAS = Number(process.env.BENCH_AB_RONDAS ?? 8);

/**
 * The web of `ref` built into `outDir`: its web/ and shared/ from git, with `encima` (paths in the repo)
 * copied over from the working tree, beside this repo's node_modules.
 */
async function construirRef(ref: string, raiz: string, outDir: string, apiUrl: string, encima: string[] = []): Promise<void> {
  mkdirSync(raiz, { recursive: true });
  const tar = execFileSync('git', ['-C', REPO_ROOT, 'archive', ref, 'web', 'shared', 'package.json', 'tsconfig.json'], {
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', raiz], { input: tar });
  for (const archivo of encima) {
    mkdirSync(dirname(join(raiz, archivo)), { recursive: true });
    copyFileSync(join(REPO_ROOT, archivo), join(raiz, archivo));
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(raiz, 'node_modules'));
  await buildWeb({ apiUrl, outDir, raiz });
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seg = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const carga = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

/** The round whose «Acceder» → dashboard is the median (the lower middle one). */
function rondaMediana(rondas: RondaArranque[]): RondaArranque {
  const orden = [...rondas].sort((a, b) => a.msPanel - b.msPanel);
  return orden[Math.floor((orden.length - 1) / 2)];
}

/** The waterfall of one round: API calls one by one, the build's files grouped by the 100 ms they went out in. */
function cascada(r: RondaArranque): string[] {
  const lineas: string[] = [];
  const archivos = new Map<number, { n: number; ultimo: number }>();
  for (const t of [...r.traza].sort((a, b) => a.inicio - b.inicio)) {
    const fin = Number.isNaN(t.fin) ? 'cut off' : `${t.fin.toFixed(0)}`;
    if (t.ruta.startsWith('/api/') || t.ruta.endsWith('.html') || !t.ruta.includes('.')) {
      lineas.push(`  ${t.inicio.toFixed(0).padStart(5)} → ${fin.padStart(7)}  ${t.metodo} ${t.ruta}`);
    } else {
      const franja = Math.floor(t.inicio / 100) * 100;
      const g = archivos.get(franja) ?? { n: 0, ultimo: 0 };
      g.n++;
      g.ultimo = Math.max(g.ultimo, Number.isNaN(t.fin) ? 0 : t.fin);
      archivos.set(franja, g);
    }
  }
  for (const [franja, g] of archivos)
    lineas.push(`  ${String(franja).padStart(5)}… → ${g.ultimo.toFixed(0).padStart(7)}  ${g.n} files of the build`);
  lineas.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  lineas.push(
    `  the figures painted at ${r.pagina.msPintura.toFixed(0)} ms (the page's clock), seen at ${r.msCifras.toFixed(0)} ms; ready (network quiet) at ${r.msPanel.toFixed(0)} ms`,
  );
  return lineas;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL = 'SILENT';
  const ref = process.argv[2] ?? 'HEAD';
  const encima = (process.env.BENCH_AB_ARCHIVOS ?? '').split(/\s+/).filter(Boolean);
  const despuesNombre = encima.length ? `${ref} + ${encima.length} files of the working tree` : 'the working tree';
  const webPort = await freePort();
  const stack = await pilaDeBench('talentia-bench-ab-', { webPort });
  const tmp = mkdtempSync(join(tmpdir(), 'talentia-bench-ab-'));
  const browser = await launch();
  try {
    const distAntes = join(tmp, 'antes-dist');
    const distDespues = join(tmp, 'despues-dist');
    console.error(`building ${ref}, then ${despuesNombre}; web port ${webPort}`);
    await construirRef(ref, join(tmp, 'antes'), distAntes, stack.apiUrl);
    if (encima.length) await construirRef(ref, join(tmp, 'despues'), distDespues, stack.apiUrl, encima);
    else await buildWeb({ apiUrl: stack.apiUrl, outDir: distDespues });
    const quien: Quien =
      process.env.BENCH_AB_QUIEN === 'admin'
        ? await adminDeBench(
            stack.apiUrl,
            await tokenConCodigo(stack, SUPERADMIN_BENCH, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! }),
          )
        : { ...SUPERADMIN_BENCH, codigo: () => codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS) };
    const apiOrigin = new URL(stack.apiUrl).origin;
    const servir = (dir: string) =>
      serveStaticWeb({
        dir,
        port: webPort,
        host: '127.0.0.1',
        apiUrl: stack.apiUrl,
        cabeceras: webSecurityHeaders({ connect: [apiOrigin, new URL(stack.endpoints.s3).origin], img: [apiOrigin] }),
      });
    const una = async (dir: string) => {
      console.error(`round on ${dir} (load ${carga()})`);
      const servidor = await servir(dir);
      try {
        return await ronda(browser, `http://localhost:${webPort}`, quien);
      } finally {
        await servidor.close();
      }
    };
    const cargaAntes = carga();
    const { a: antes, b: despues } = await alternando(
      () => una(distAntes),
      () => una(distDespues),
      { calentamiento: 1, rondas: RONDAS },
    );
    const filas: Array<[string, (x: RondaArranque) => number, (n: number) => string]> = [
      ["«Acceder» → the figures painted (the page's clock, issue 69)", (x) => x.pagina.msPintura, seg],
      ['«Acceder» → the last response before that paint', (x) => x.pagina.msUltimaRespuesta, seg],
      ['painted − last response before it', (x) => x.pagina.msPintura - x.pagina.msUltimaRespuesta, (n) => `${n.toFixed(0)} ms`],
      ["the app's long tasks before the paint, summed", (x) => x.pagina.msTareasLargas, (n) => `${n.toFixed(0)} ms`],
      ["«Acceder» → the dashboard's figures on screen (Playwright saw them)", (x) => x.msCifras, seg],
      ['«Acceder» → dashboard ready (figures, and the network quiet)', (x) => x.msPanel, seg],
      ['the same less the sign-in call', (x) => x.msPanel - x.msApiLogin, seg],
      ['the sign-in call (POST /api/auth/login)', (x) => x.msApiLogin, (n) => `${n.toFixed(0)} ms`],
      ['requests after «Acceder»', (x) => x.peticionesPanel, String],
      ['API calls after «Acceder»', (x) => x.traza.filter((t) => t.ruta.startsWith('/api/')).length, String],
      ['/login until its form is ready', (x) => x.msLogin, seg],
    ];
    const lineas = [
      `\n«Acceder» → dashboard, ${ref} against ${despuesNombre}: median of ${RONDAS} alternating rounds each (after one warm-up each); load average (1/5/15 min) ${cargaAntes} before, ${carga()} after\n`,
      `| measure | ${ref} | ${despuesNombre} | ratio |`,
      '|---|---|---|---|',
    ];
    for (const [nombre, valor, formato] of filas) {
      const a = mediana(antes.map(valor));
      const d = mediana(despues.map(valor));
      lineas.push(`| ${nombre} | ${formato(a)} | ${formato(d)} | ${(d / a).toFixed(2)} |`);
    }
    lineas.push('', 'Rounds, «Acceder» → the figures painted:');
    lineas.push(`- ${ref}: ${antes.map((x) => (x.pagina.msPintura / 1000).toFixed(2)).join(' ')} s`);
    lineas.push(`- ${despuesNombre}: ${despues.map((x) => (x.pagina.msPintura / 1000).toFixed(2)).join(' ')} s`);
    lineas.push('', `The median round's requests, ms from «Acceder» (sent → answered), ${ref}:`, ...cascada(rondaMediana(antes)));
    lineas.push('', `The median round's requests, ${despuesNombre}:`, ...cascada(rondaMediana(despues)));
    console.log(lineas.join('\n'));
  } finally {
    await browser.close();
    await stack.cerrar();
    rmSync(tmp, { recursive: true, force: true });
  }
}
