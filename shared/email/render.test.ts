// The template renderer the server sends with and the panel previews with (D62).
import { describe, expect, it } from 'vitest';
import { email as mensajesEmail } from '../messages.js';
import { emailConfigPorDefecto } from './por-defecto.js';
import { DEFINICION_PLANTILLAS, ejemploDe, PLANTILLAS_EMAIL, PLANTILLAS_POR_CATEGORIA } from './plantillas.js';
import { layoutEmail, marcadoresDe, problemaDePlantilla, renderPlantilla, textoDeHtml } from './render.js';

const marca = { nombre: 'Acme & Hijos', color: '#f6e05e' };

describe("the thirty-four templates (the spec table, the demo request D96 and its confirmation D125, the cancelled subscription D94, the rescheduled and cancelled interview D144, a webhook turned off D147, the «Mis datos» link D148, the erasure asked for and its confirmation D149, the answer to a candidate view D150, the retention warning D151, the plan change request D170, a candidate's adjustment or message and its answer D172, the feedback a person approved D173, the interview received of issue 65, a bulk rejection's outcome D190)", () => {
  it('are as many as the Configuración screen says there are', () => {
    expect(mensajesEmail.plantillasDisponibles).toContain(`Las ${Object.keys(DEFINICION_PLANTILLAS).length} plantillas`);
  });

  it('are the spec table, and each default uses only its own placeholders and all of them', () => {
    expect(PLANTILLAS_POR_CATEGORIA).toEqual({
      administracion: [
        'bienvenidaEmpresa',
        'credencialesAdministrador',
        'invitacionUsuario',
        'resetPassword',
        'solicitudDemo',
        'demoRecibida',
        'suscripcionCancelada',
        'webhookDesactivado',
        'borradoSolicitado',
        'solicitudCambioPlan',
      ],
      candidatos: [
        'invitacionEntrevista',
        'recordatorioEntrevista',
        'resultadosEntrevista',
        'rechazoCandidato',
        'entrevistaReprogramada',
        'entrevistaCancelada',
        'enlaceMisDatos',
        'respuestaImpugnacion',
        'entrevistaRecibida',
        'respuestaAyuda',
        'comentariosCandidato',
        'resultadoCandidatura',
        'borradoConfirmado',
        'borradoOpuesto',
        'avisoRetencion',
      ],
      entrevistas: ['entrevistaProgramada', 'entrevistaCompletada', 'reporteListo', 'seguimiento', 'ayudaCandidato'],
      reportes: ['reporteSemanal', 'reporteMensual', 'reportePersonalizado', 'alertas'],
    });
    for (const id of PLANTILLAS_EMAIL) {
      const def = DEFINICION_PLANTILLAS[id];
      expect(problemaDePlantilla(def, def), id).toBeNull();
      expect(marcadoresDe(def.subject + def.html).sort(), id).toEqual(Object.keys(def.variables).sort());
    }
  });

  it('every default renders with its sample values: no placeholder left, every value present', () => {
    for (const id of PLANTILLAS_EMAIL) {
      const vars = ejemploDe(id);
      const r = renderPlantilla(DEFINICION_PLANTILLAS[id], vars, marca);
      expect(r.subject + r.html + r.text, id).not.toMatch(/\{\{/);
      for (const v of Object.values(vars)) expect(r.html + r.subject, `${id}: ${v}`).toContain(v.replace(/&/g, '&amp;'));
    }
  });

  it('credentials emails tell the person to change the password at first sign-in', () => {
    for (const id of ['credencialesAdministrador', 'invitacionUsuario'] as const)
      expect(DEFINICION_PLANTILLAS[id].html).toContain('Al entrar por primera vez te pediremos que elijas tu propia contraseña');
  });

  it('the defaults the server starts from hold each template, enabled', () => {
    const c = emailConfigPorDefecto('no-reply@acme.example');
    expect(c.emails.candidatos).toEqual({ email: 'candidatos@acme.example', name: 'Talentia · Candidatos' });
    expect(c.templates.entrevistas.reporteListo).toEqual({
      enabled: true,
      subject: DEFINICION_PLANTILLAS.reporteListo.subject,
      html: DEFINICION_PLANTILLAS.reporteListo.html,
    });
    expect(c).toMatchObject({ proveedor: 'ses', maxRetries: 3, smtp: { port: 587, secure: false } });
  });
});

describe('renderPlantilla', () => {
  const t = { subject: 'Hola {{nombre}}', html: '<p>Hola {{ nombre }}: <a href="{{enlace}}">entra</a></p>' };

  it('escapes every value in the HTML; the subject stays plain text on one line', () => {
    const r = renderPlantilla(t, { nombre: '<script>x</script> "O\'Neil" & co\r\nBcc: a@b.c', enlace: 'https://x.test/?a=1&b=2' }, marca);
    expect(r.html).toContain('&lt;script&gt;x&lt;/script&gt; &quot;O&#39;Neil&quot; &amp; co');
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(r.subject).toBe('Hola <script>x</script> "O\'Neil" & co Bcc: a@b.c');
    expect(r.subject).not.toMatch(/[\r\n]/);
  });

  it('a value that looks like a placeholder is not filled again', () => {
    expect(renderPlantilla(t, { nombre: '{{enlace}}', enlace: 'e' }, marca).subject).toBe('Hola {{enlace}}');
  });

  it('refuses to send with a value missing', () => {
    expect(() => renderPlantilla(t, { nombre: 'A' }, marca)).toThrow(/\{\{enlace\}\}/);
  });

  it('wears the brand: name escaped, readable text on the band, no remote resources, a text part with the links', () => {
    const r = renderPlantilla(t, { nombre: 'Ana', enlace: 'https://x.test/e' }, marca);
    expect(r.html).toContain('Acme &amp; Hijos');
    expect(r.html).toContain('background:#f6e05e;color:#1a202c');
    expect(layoutEmail('', { nombre: 'X', color: '#1a365d' }, '')).toContain('background:#1a365d;color:#ffffff');
    expect(layoutEmail('', { nombre: 'X', color: 'red;x:1' }, '')).toContain('background:#2b6cb0');
    expect(r.html).not.toMatch(/(src|href)="https?:\/\/(?!x\.test)/);
    expect(r.html).toContain('name="viewport"');
    expect(r.text).toBe('Acme & Hijos\n\nHola Ana: entra (https://x.test/e)\n\n--\nEste email lo envía Acme & Hijos a través de Talentia.');
  });
});

describe('problemaDePlantilla', () => {
  const def = DEFINICION_PLANTILLAS.resetPassword;
  const ok = { subject: def.subject, html: def.html };
  it.each([
    [{ ...ok, subject: ' ' }, 'no puede estar vacío'],
    [{ ...ok, html: '' }, 'no puede estar vacío'],
    [{ ...ok, subject: 'a\nb' }, 'una sola línea'],
    [{ ...ok, html: '<p>{{enlaze}}</p>' }, 'no tiene {{enlaze}}: usa {{nombre}}, {{email}}, {{enlace}}, {{minutos}}'],
    [{ ...ok, html: '<p>{{{enlace}}}</p>' }, 'solo admite marcadores simples'],
    [{ ...ok, html: '{{#if nombre}}x{{/if}}' }, 'solo admite marcadores simples'],
    [{ ...ok, html: '<p onclick="x()">{{enlace}}</p>' }, 'scripts'],
    [{ ...ok, html: '<a href="javascript:alert(1)">x</a>' }, 'scripts'],
    [{ ...ok, html: '<iframe src="x"></iframe>' }, 'marcos'],
    [{ ...ok, html: '<img src="//rastreo.example/p.gif">' }, 'imágenes remotas'],
    [{ ...ok, html: '<img alt="" src="https://rastreo.example/p.gif">' }, 'imágenes remotas'],
    [{ ...ok, html: 'x'.repeat(20_001) }, 'supera los 20000'],
  ])('%j → %s', (t, texto) => {
    expect(problemaDePlantilla(def, t)).toContain(texto);
  });

  it('refuses a text of the outcome mail without what the person approved (D180); its default has it all', () => {
    const c = DEFINICION_PLANTILLAS.comentariosCandidato;
    expect(problemaDePlantilla(c, c)).toBeNull();
    expect(problemaDePlantilla(c, { subject: c.subject, html: '<p>{{comentarios}} {{enlace}}</p>' })).toContain('necesita {{mensaje}}');
    expect(problemaDePlantilla(c, { subject: 'Comentarios', html: c.html })).toContain('necesita {{asunto}}');
  });

  it('accepts inline images and styles', () => {
    expect(
      problemaDePlantilla(def, { ...ok, html: `${ok.html}<img src="data:image/png;base64,AAAA" alt=""><p style="color:red">x</p>` }),
    ).toBeNull();
  });
});

describe('textoDeHtml', () => {
  it('keeps paragraphs, line breaks, lists and entities readable', () => {
    expect(textoDeHtml('<p>Uno &amp; dos</p><p>a<br>b</p><ul><li>x</li><li>y</li></ul>')).toBe('Uno & dos\n\na\nb\n\n- x\n\n- y');
  });

  it('drops scripts, styles and comments with their content, not only their tags (D129)', () => {
    expect(textoDeHtml('<script>alert(1)</script><b>Texto negrita</b>')).toBe('Texto negrita');
    expect(textoDeHtml('<STYLE type="text/css">p { color: red }</STYLE ><p>Hola</p><!-- nota --><p>Adiós</p>')).toBe('Hola\n\nAdiós');
    expect(textoDeHtml('<p>Antes</p><script>sin cerrar')).toBe('Antes');
    expect(textoDeHtml('<header>Cabecera</header>')).toBe('Cabecera');
  });
});

describe('a value that ends a sentence (issue 54 item 7)', () => {
  it('«Acme S.L.» before the sentence’s own full stop is not «S.L..», in the HTML, the text and the subject', () => {
    const r = renderPlantilla(
      { subject: 'Bienvenida, {{nombreEmpresa}}.', html: '<p>Gracias por la entrevista con <strong>{{nombreEmpresa}}</strong>.</p>' },
      { nombreEmpresa: 'Logística Iberia S.L.' },
      { nombre: 'Talentia' },
    );
    expect(r.subject).toBe('Bienvenida, Logística Iberia S.L.');
    expect(r.html).toContain('<strong>Logística Iberia S.L.</strong></p>');
    expect(r.text).toContain('Gracias por la entrevista con Logística Iberia S.L.\n');
    expect(r.text).not.toContain('S.L..');
  });

  it('keeps the full stop after a value that does not end in one, and an ellipsis the template writes', () => {
    const r = renderPlantilla(
      { subject: '{{a}}.', html: '<p>Con <strong>{{a}}</strong>. Y luego...</p>' },
      { a: 'Acme' },
      { nombre: 'Talentia' },
    );
    expect(r.subject).toBe('Acme.');
    expect(r.html).toContain('<strong>Acme</strong>. Y luego...');
  });
});
