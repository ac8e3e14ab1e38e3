// Every shell block of README.md and docs/**/*.md runs as pasted (the README's deploy
// command once had `\       # comment` after `stage=prod`, so bash ran the deploy with that key alone).
//
// Which blocks are shell: a fenced block (``` or ~~~, as CommonMark opens and closes them) whose info
// string's first word is `bash`, `sh` or `shell` (any case); and an unlabelled block whose first line
// that is neither blank nor a `#` comment starts with a command word of ORDENES below (npm, npx, node,
// aws, cdk, git, …), a `NAME=value` assignment, a path starting with a dot (`./x`, `.ci/run`) or a
// `$ ` prompt. Any other label (`ts`, `json`, `console`: a transcript of prompts and output, not a
// script) and any other unlabelled block (a directory tree, a table) is not shell.
//
// For each shell block, with the file's line number in every message:
// - `bash -n` (the block on stdin) parses it;
// - a continuation backslash is the line's last character: a backslash followed by spaces, or by
//   spaces and a `#` comment, escapes the space and ends the command there;
// - a continued command goes on on the next line: a blank line or a comment-only line after a
//   continuation ends it, and a block does not end in a continuation;
// - a comment does not end in a backslash (inside a comment it continues nothing);
// - a placeholder is never `<word>` outside quotes (bash reads it as a redirection): YOUR_WORD or '<word>';
// - no line starts with a `$ ` prompt (pasted, `$` is run as a command).
// Every problem of every file is collected and reported by one assertion.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));

/** The files whose blocks are checked: README.md and every docs/**\/*.md, relative to the repository. */
const ARCHIVOS = [
  'README.md',
  ...readdirSync(`${RAIZ}docs`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f.split('\\').join('/')}`)
    .sort(),
];

interface Bloque {
  archivo: string;
  /** 1-based line of the opening fence; the block's line i (0-based) is the file's line `linea + 1 + i`. */
  linea: number;
  /** The info string's first word, lower case ('' when unlabelled). */
  info: string;
  codigo: string[];
}

/** The fenced code blocks of a Markdown text. */
function bloques(archivo: string, texto: string): Bloque[] {
  const lineas = texto.split('\n');
  const out: Bloque[] = [];
  for (let i = 0; i < lineas.length; i++) {
    const apertura = /^( *)(`{3,}|~{3,})(.*)$/.exec(lineas[i]);
    if (!apertura) continue;
    const [, sangria, valla, resto] = apertura;
    if (valla.startsWith('`') && resto.includes('`')) continue; // not a fence (CommonMark)
    const cierre = new RegExp(`^ *${valla[0] === '`' ? '`' : '~'}{${valla.length},}[ \\t]*$`);
    const codigo: string[] = [];
    let j = i + 1;
    for (; j < lineas.length && !cierre.test(lineas[j]); j++) {
      // A fence indented n spaces (inside a list item) takes up to n spaces off each of its lines.
      codigo.push(lineas[j].replace(new RegExp(`^ {0,${sangria.length}}`), ''));
    }
    out.push({ archivo, linea: i + 1, info: (resto.trim().split(/\s+/)[0] ?? '').toLowerCase(), codigo });
    i = j;
  }
  return out;
}

const ETIQUETAS = new Set(['bash', 'sh', 'shell']);
const ORDENES =
  /^(\$ |(npm|npx|node|tsx|aws|cdk|git|cd|curl|export|apt-get|sudo|bash|sh|docker|vitest|eslint|prettier|faketime)(\s|$)|\.{1,2}\/\S|\.[\w-]+\/\S|[A-Za-z_]\w*=\S*(\s|$))/;

/** The rule of the header comment: which blocks are shell. */
function esShell(b: Bloque): boolean {
  const info = b.info.toLowerCase();
  if (ETIQUETAS.has(info)) return true;
  if (info !== '') return false;
  const primera = b.codigo.map((l) => l.trim()).find((l) => l !== '' && !l.startsWith('#'));
  return primera !== undefined && ORDENES.test(primera);
}

/**
 * The lines of a block that do not run as written: [0-based line of the block, what is wrong]. A small
 * lexer: single and double quotes, backslash escapes, `#` comments at the start of a word, here-documents.
 */
function lineasMalas(codigo: string[]): Array<[number, string]> {
  const problemas: Array<[number, string]> = [];
  let estado: 'fuera' | 'simple' | 'doble' = 'fuera';
  let continua = false; // the previous line ended in a continuation backslash
  const pendientes: Array<{ fin: string; tabs: boolean }> = []; // here-documents opened on this line
  let heredoc: { fin: string; tabs: boolean } | undefined;
  for (let n = 0; n < codigo.length; n++) {
    const l = codigo[n];
    if (heredoc) {
      if ((heredoc.tabs ? l.replace(/^\t+/, '') : l) === heredoc.fin) heredoc = pendientes.shift();
      continue;
    }
    if (continua && estado === 'fuera') {
      if (l.trim() === '') problemas.push([n, 'blank line inside a continued command: bash ends the command on the line above']);
      else if (l.trim().startsWith('#'))
        problemas.push([n, 'comment line inside a continued command: bash ends the command on the line above']);
    }
    if (!continua && estado === 'fuera' && /^\s*\$ /.test(l)) problemas.push([n, 'starts with a `$ ` prompt: pasted, bash runs `$`']);
    continua = false;
    for (let i = 0; i < l.length; i++) {
      const c = l[i];
      if (estado === 'simple') {
        if (c === "'") estado = 'fuera';
        continue;
      }
      if (c === '\\') {
        if (i === l.length - 1) {
          continua = true;
          break;
        }
        if (estado === 'fuera' && /^[ \t\r]+(#.*)?$/.test(l.slice(i + 1))) {
          problemas.push([
            n,
            'a backslash followed by ' +
              (l.slice(i + 1).trim() === '' ? 'spaces' : 'a comment') +
              ' does not continue the line: bash ends the command here (the backslash must be the last character)',
          ]);
          break;
        }
        i++;
        continue;
      }
      if (estado === 'doble') {
        if (c === '"') estado = 'fuera';
        continue;
      }
      if (c === "'") estado = 'simple';
      else if (c === '"') estado = 'doble';
      else if (c === '#' && (i === 0 || /[\s;&|()<>]/.test(l[i - 1]))) {
        if (/\\[ \t\r]*$/.test(l)) problemas.push([n, 'a comment ending in a backslash continues nothing']);
        break;
      } else if (c === '<') {
        const resto = l.slice(i);
        if (resto.startsWith('<<<')) {
          i += 2;
          continue;
        }
        const doc = /^<<(-?)[ \t]*(['"]?)([A-Za-z_]\w*)\2/.exec(resto);
        if (doc) {
          pendientes.push({ fin: doc[3], tabs: doc[1] === '-' });
          i += doc[0].length - 1;
          continue;
        }
        const marcador = /^<[A-Za-z][\w.-]*(?: [\w.-]+)*>/.exec(resto);
        if (marcador) problemas.push([n, `the placeholder ${marcador[0]} is a redirection to bash: write it as YOUR_… or inside quotes`]);
      }
    }
    if (!continua && pendientes.length > 0) heredoc = pendientes.shift();
  }
  if (continua && estado === 'fuera' && codigo.length > 0)
    problemas.push([codigo.length - 1, 'the block ends in a continuation backslash: pasted, bash waits for more']);
  return problemas;
}

/** Every problem of one block, as `file:line: message`, in the order of its lines. */
function revisar(b: Bloque): string[] {
  const problemas = lineasMalas(b.codigo);
  const bash = spawnSync('bash', ['-n'], { input: b.codigo.join('\n') + '\n', encoding: 'utf8' });
  if (bash.status !== 0) {
    const mensajes = bash.stderr.split('\n').filter((m) => m.trim() !== '');
    for (const m of mensajes.length > 0 ? mensajes : [`exit ${bash.status ?? bash.signal}`]) {
      const enLinea = /^bash: (?:-: )?line (\d+): (.*)$/.exec(m);
      problemas.push(enLinea ? [Number(enLinea[1]) - 1, `bash -n (block at line ${b.linea}): ${enLinea[2]}`] : [-1, `bash -n: ${m}`]);
    }
  }
  return problemas
    .map(([i, m], orden) => ({ i, m, orden }))
    .sort((x, y) => x.i - y.i || x.orden - y.orden)
    .map(({ i, m }) => `${b.archivo}:${b.linea + 1 + i}: ${m}`);
}

/** The problems of a snippet, as if it were a ```bash block at line 1 of x.md. */
function revisarTexto(codigo: string): string[] {
  return revisar({ archivo: 'x.md', linea: 1, info: 'bash', codigo: codigo.split('\n') });
}

describe('the shell blocks of README.md and docs/ run as pasted', () => {
  const todos = ARCHIVOS.flatMap((archivo) => bloques(archivo, readFileSync(RAIZ + archivo, 'utf8')));
  const shell = todos.filter(esShell);

  it('finds them (the README has its two commands and the deploy, docs/deploy.md its deploy)', () => {
    const de = (archivo: string, texto: string) => shell.some((b) => b.archivo === archivo && b.codigo.join('\n').includes(texto));
    expect([de('README.md', 'npm install'), de('README.md', 'npm run deploy'), de('docs/deploy.md', 'npm run deploy')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('every block passes bash -n and continues its lines with a final backslash only', () => {
    expect(shell.flatMap(revisar)).toEqual([]);
  });
});

describe('the checker', () => {
  it("catches the README's old deploy line: a backslash, spaces and a comment", () => {
    expect(
      revisarTexto('npm run deploy -- -c stage=prod \\       # cdk deploy --all\n  -c domainName=app.example.com \\\n  -c x=y'),
    ).toEqual([
      'x.md:2: a backslash followed by a comment does not continue the line: bash ends the command here (the backslash must be the last character)',
    ]);
  });

  it('catches a backslash followed by spaces only', () => {
    expect(revisarTexto('npm run deploy -- \\  \n  -c x=y')).toEqual([
      'x.md:2: a backslash followed by spaces does not continue the line: bash ends the command here (the backslash must be the last character)',
    ]);
  });

  it('catches a comment line or a blank line inside a continued command, and a block ending in a backslash', () => {
    expect(revisarTexto('a \\\n  # why\n  -c x=y\nb \\\n\n  -c y=z\nc \\')).toEqual([
      'x.md:3: comment line inside a continued command: bash ends the command on the line above',
      'x.md:6: blank line inside a continued command: bash ends the command on the line above',
      'x.md:8: the block ends in a continuation backslash: pasted, bash waits for more',
    ]);
  });

  it('catches a comment ending in a backslash, an unquoted <placeholder> and a prompt', () => {
    expect(revisarTexto('npm test # all layers \\\naws x --id <account id> --arn a:<id>:b\n$ npm start')).toEqual([
      'x.md:2: a comment ending in a backslash continues nothing',
      'x.md:3: the placeholder <account id> is a redirection to bash: write it as YOUR_… or inside quotes',
      'x.md:3: the placeholder <id> is a redirection to bash: write it as YOUR_… or inside quotes',
      'x.md:4: starts with a `$ ` prompt: pasted, bash runs `$`',
    ]);
  });

  it("reports bash -n's message at the file's line", () => {
    expect(revisarTexto('# once\nnpx cdk bootstrap aws://x/<region>')).toEqual([
      'x.md:3: the placeholder <region> is a redirection to bash: write it as YOUR_… or inside quotes',
      "x.md:3: bash -n (block at line 1): syntax error near unexpected token `newline'",
      "x.md:3: bash -n (block at line 1): `npx cdk bootstrap aws://x/<region>'",
    ]);
  });

  it('accepts what bash runs as written', () => {
    const bien = [
      '# a comment on its own line',
      'npm run deploy -- -c stage=prod \\',
      '  -c a=\'<quoted placeholder>\' -c b="x # not a comment \\\\" \\',
      '  -c c=YOUR_ACCOUNT',
      'echo $# ${#x} a\\ b "two',
      "lines\" 'and # this'",
      'cat <<-EOF > /tmp/x',
      '\tcmd \\   # inside a here-document',
      '\tEOF',
      'tr a b <<< "x" < in > out',
      '',
      'npm test   # a comment after a command',
    ].join('\n');
    expect(revisarTexto(bien)).toEqual([]);
  });

  it('tells shell blocks from the rest', () => {
    const b = (info: string, codigo: string) => esShell({ archivo: 'x.md', linea: 1, info, codigo: codigo.split('\n') });
    expect([
      b('bash', 'anything'),
      b('Shell', 'x'),
      b('sh', 'x'),
      b('', '# setup\nnpm install'),
      b('', 'RELOJ_SEMILLA=abc node test/reloj/reloj-ci.mjs'),
      b('', '.ci/run'),
      b('', '$ npm test'),
      b('', 'shared/      the contract\ninfra/aws    the CDK app'),
      b('console', '$ npm test\nok'),
      b('ts', 'npm'),
      b('', ''),
    ]).toEqual([true, true, true, true, true, true, true, false, false, false, false]);
  });

  it('reads fences as CommonMark does (tildes, longer fences, indented in a list)', () => {
    const md = ['text', '~~~sh', 'a', '~~~', '- item', '  ````bash', '  b \\', '  ```', '    c', '  ````', '```ts', 'd', '```'].join('\n');
    expect(bloques('x.md', md)).toEqual([
      { archivo: 'x.md', linea: 2, info: 'sh', codigo: ['a'] },
      { archivo: 'x.md', linea: 6, info: 'bash', codigo: ['b \\', '```', '  c'] },
      { archivo: 'x.md', linea: 11, info: 'ts', codigo: ['d'] },
    ]);
  });
});
