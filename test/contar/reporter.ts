// The per-layer report printed at the end of every vitest run (D74): for each project (layer)
// its files, tests, assertions, the sum of its files' times and the span of the run it was busy
// (layers run side by side, so spans overlap). It also writes test-results/capas-<pid>.json, which
// `npm test` (test/capas.mjs) joins to the type-check and lint times.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface CapaInforme {
  capa: string;
  archivos: number;
  pruebas: number;
  falladas: number;
  omitidas: number;
  aserciones: number;
  /** Sum of the files' own times (import, set-up and tests), seconds. */
  sumaArchivos: number;
  /** From the first file's start to the last file's end, seconds after the run began. */
  desde: number;
  hasta: number;
  /** Each failed test: its file, its full name and the first lines of its first error, so the end of a
   * long run (all CI keeps of it) says what failed, not only how many. */
  fallos?: { archivo: string; prueba: string; error: string }[];
}

export default class ReporteCapas implements Reporter {
  private inicio = Date.now();
  private tiempos = new Map<string, { desde: number; hasta: number }>();

  onTestRunStart(): void {
    this.inicio = Date.now();
  }

  onTestModuleStart(m: TestModule): void {
    this.tiempos.set(m.moduleId, { desde: Date.now(), hasta: Date.now() });
  }

  onTestModuleEnd(m: TestModule): void {
    const t = this.tiempos.get(m.moduleId);
    if (t) t.hasta = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const capas = new Map<string, CapaInforme>();
    for (const m of modules) {
      const nombre = m.project.name || 'raíz';
      const c =
        capas.get(nombre) ??
        ({
          capa: nombre,
          archivos: 0,
          pruebas: 0,
          falladas: 0,
          omitidas: 0,
          aserciones: 0,
          sumaArchivos: 0,
          desde: Infinity,
          hasta: 0,
        } as CapaInforme);
      capas.set(nombre, c);
      c.archivos += 1;
      const d = m.diagnostic();
      c.sumaArchivos += (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
      const t = this.tiempos.get(m.moduleId);
      if (t) {
        c.desde = Math.min(c.desde, (t.desde - this.inicio) / 1000);
        c.hasta = Math.max(c.hasta, (t.hasta - this.inicio) / 1000);
      }
      for (const test of m.children.allTests()) {
        const estado = test.result().state;
        if (estado === 'skipped' || estado === 'pending') c.omitidas += 1;
        else {
          c.pruebas += 1;
          if (estado === 'failed') {
            c.falladas += 1;
            const e = test.result().errors?.[0];
            (c.fallos ??= []).push({
              archivo: relative(process.cwd(), m.moduleId),
              prueba: test.fullName,
              error: String(e?.message ?? e ?? '')
                .split('\n')
                .slice(0, 6)
                .join('\n')
                .slice(0, 800),
            });
          }
        }
        c.aserciones += test.meta().aserciones ?? 0;
      }
    }
    const filas = [...capas.values()];
    const total = (Date.now() - this.inicio) / 1000;
    const linea = (cols: string[]) => cols.map((x, i) => (i === 0 ? x.padEnd(12) : x.padStart(10))).join(' ');
    const out = [
      '',
      `Capas de vitest (${total.toFixed(0)} s en total; las capas corren a la vez, así que los intervalos se solapan):`,
      linea(['capa', 'archivos', 'pruebas', 'aserciones', 'suma (s)', 'en marcha']),
      ...filas.map((c) =>
        linea([
          c.capa,
          String(c.archivos),
          String(c.pruebas) + (c.falladas ? ` (${c.falladas}✗)` : ''),
          String(c.aserciones),
          c.sumaArchivos.toFixed(0),
          `${c.desde.toFixed(0)}–${c.hasta.toFixed(0)} s`,
        ]),
      ),
      linea([
        'total',
        String(filas.reduce((s, c) => s + c.archivos, 0)),
        String(filas.reduce((s, c) => s + c.pruebas, 0)),
        String(filas.reduce((s, c) => s + c.aserciones, 0)),
        filas.reduce((s, c) => s + c.sumaArchivos, 0).toFixed(0),
        `${total.toFixed(0)} s`,
      ]),
      '',
    ];
    console.log(out.join('\n'));
    // CI's real-clock run, beside `npm test`, writes elsewhere (TALENTIA_CAPAS_DIR) not to mix the tables.
    const dir = process.env.TALENTIA_CAPAS_DIR ?? join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `capas-${process.pid}.json`), JSON.stringify({ inicio: this.inicio, total, capas: filas }, null, 2));
  }
}
