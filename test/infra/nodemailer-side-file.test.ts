// D106: nodemailer leaves every function's bundle for a side file, `nodemailer.mjs`, that only an SMTP
// send loads. What the build does with each way of importing it, and that the side file, bundled as
// the deploy bundles it, really sends a message.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandlers, ESBUILD_OPTIONS } from '../../infra/aws/bundling.js';
import { REPO_ROOT } from '../../infra/aws/config.js';
import { NODEMAILER_FILE, nodemailerSideFile, outputsWithNodemailer } from '../../infra/aws/nodemailer-side-file.js';
import { smtpFalso } from '../integration/smtp-falso.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

/** Builds one module's text with the handlers' options and this plugin, in memory. */
async function construir(texto: string) {
  const dir = tempDir('nodemailer-side-file');
  const entrada = path.join(dir, 'entrada.ts');
  fs.writeFileSync(entrada, texto);
  return build({
    ...ESBUILD_OPTIONS,
    entryPoints: { 'f/index': entrada },
    outdir: path.join(dir, 'out'),
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [nodemailerSideFile],
  });
}

/** Whether a bundle's source map lists any of nodemailer's modules. */
const llevaNodemailer = (mapa: string) =>
  (JSON.parse(mapa) as { sources: string[] }).sources.some((s) => s.includes('node_modules/nodemailer/'));

describe('nodemailer-side-file (esbuild plugin)', () => {
  it("makes a dynamic import('nodemailer') load ./nodemailer.mjs, with none of nodemailer's code in the bundle", async () => {
    const r = await construir(
      "export const handler = async () => (await import('nodemailer')).default.createTransport({ jsonTransport: true });\n",
    );
    const codigo = r.outputFiles.find((f) => f.path.endsWith('index.mjs'))!.text;
    expect(codigo).toContain(`import("./${NODEMAILER_FILE}")`);
    expect(llevaNodemailer(r.outputFiles.find((f) => f.path.endsWith('index.mjs.map'))!.text)).toBe(false);
    // Read from the metafile: the one output that imports the side file.
    expect(outputsWithNodemailer(r.metafile, REPO_ROOT).map((f) => path.basename(path.dirname(f)))).toEqual(['f']);
  });

  it('refuses a static import of nodemailer, saying where it is and what to write instead', async () => {
    await expect(construir("import nodemailer from 'nodemailer';\nexport const handler = () => nodemailer;\n")).rejects.toThrow(
      /nodemailer is imported statically \(import-statement\) by .*entrada\.ts: load it with await import\('nodemailer'\)/,
    );
  });

  it('a function that sends no mail imports no side file', async () => {
    const r = await construir('export const handler = async () => 1;\n');
    expect(outputsWithNodemailer(r.metafile, REPO_ROOT)).toEqual([]);
  });

  // The side file as deployed: the real transporte.ts bundled by bundleHandlers (the plugin, the
  // metafile, the copy), then a plain Node — as Lambda loads it, away from node_modules — sends one
  // message through it to a local SMTP server (the integration suites' one).
  it('the bundled side file sends a message over SMTP from a plain Node process', async () => {
    const raiz = tempDir('funciones-smtp');
    fs.mkdirSync(path.join(raiz, 'jobs'), { recursive: true });
    fs.writeFileSync(
      path.join(raiz, 'jobs', 'enviar.ts'),
      `import { enviarPorSmtp } from ${JSON.stringify(path.join(REPO_ROOT, 'functions/lib/mail/transporte.js'))};\n` +
        'export const handler = (e: { servidor: never; mensaje: never }) => enviarPorSmtp(e.servidor, e.mensaje);\n',
    );
    const dirs = bundleHandlers({
      functionsRoot: raiz,
      outDir: path.join(tempDir('salida-smtp'), 'out'),
      entries: [{ kind: 'jobs', handler: 'enviar' }],
    });
    const carpeta = dirs.get('jobs/enviar')!;
    expect(fs.readdirSync(carpeta).sort()).toEqual(['index.mjs', 'index.mjs.map', NODEMAILER_FILE, `${NODEMAILER_FILE}.map`]);
    expect(llevaNodemailer(fs.readFileSync(path.join(carpeta, 'index.mjs.map'), 'utf8'))).toBe(false);
    expect(llevaNodemailer(fs.readFileSync(path.join(carpeta, `${NODEMAILER_FILE}.map`), 'utf8'))).toBe(true);

    const smtp = await smtpFalso({ usuario: 'envios', password: 'secreto-smtp' });
    try {
      const evento = {
        servidor: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'envios', password: 'secreto-smtp' },
        mensaje: {
          from: { name: 'Talentia', email: 'no-reply@talentia.example' },
          to: 'ana@empresa.example',
          subject: 'Prueba del fichero aparte',
          html: '<p>Hola</p>',
          text: 'Hola',
        },
      };
      const script = `const { handler } = await import(${JSON.stringify(path.join(carpeta, 'index.mjs'))});
        process.stdout.write(String(await handler(${JSON.stringify(evento)})));`;
      // Asynchronous: the SMTP server answers from this process's event loop.
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: carpeta,
        env: { PATH: process.env.PATH, NODE_NO_WARNINGS: '1' },
      });
      expect(stdout).toMatch(/^<.+@talentia\.example>$/);
      expect(smtp.autenticaciones).toBe(1);
      expect(smtp.recibidos).toHaveLength(1);
      expect(smtp.recibidos[0].to).toEqual(['ana@empresa.example']);
      expect(smtp.recibidos[0].data).toContain('Subject: Prueba del fichero aparte');
    } finally {
      await smtp.cerrar();
    }
  });
});
