// The sign-in page's requests (D96, D162): 'Solicitar demo gratuita' asks for a demo, 'Registrar
// nueva empresa' for the company's account (accounts are provisioned by the platform's team with the
// onboarding wizard, so registering is a request too, sent as tipo 'alta' and said as such in the
// form, the mails and the superadmin's list). Both open this form in the light kit's modal. Loaded only when one of them is clicked
// (login-page.tsx imports it lazily), with zod and the contract's schema, so the page's first load
// does not carry them. The form is plain inputs read on submit, checked with the server's own schema
// (SolicitudDemoBody); each error is tied to its field (aria-invalid, aria-describedby) and the focus
// goes to the first field in error. The country is chosen from the known ones (issue 67) and sent as
// its code; it pre-fills the onboarding wizard's when the request becomes a company. `sitioWeb` is the honeypot: off-screen, hidden from assistive
// technology and out of the tab order, so only a bot fills it.
import '../../../lib/zod-setup';
import { type FormEvent, useRef, useState } from 'react';
import { demo as msg } from '@shared/messages';
import { CODIGOS_PAIS, PAIS_POR_DEFECTO, nombrePais, type CodigoPais } from '@shared/paises';
import { SolicitudDemoBody, TAMANOS_DEMO, LIMITES_DEMO, type SolicitudDemoEntrada } from '@shared/schemas/demo';
import { Alerta, Boton, CajaTexto, Dialogo } from '../../../kit-ligero/ui';
import { llamar } from '../../../lib/api-rutas';
import { loginErrorMessage } from '../api/login';
import { Campo, idError } from './login-piezas';

export type MotivoSolicitud = 'demo' | 'registro';

const TITULOS: Record<MotivoSolicitud, { titulo: string; intro: string; enviar: string; mensaje: string; consentimiento: string }> = {
  demo: {
    titulo: 'Solicitar demo gratuita',
    intro: 'Cuéntanos quién eres y te escribimos para enseñarte Talentia con tu equipo.',
    enviar: 'Enviar solicitud',
    mensaje: '¿Qué te gustaría ver en la demo?',
    consentimiento: msg.consentimientoTexto,
  },
  registro: {
    titulo: 'Registrar nueva empresa',
    intro:
      'Las cuentas de empresa las prepara el equipo de Talentia. Déjanos los datos de tu empresa y de quien la administrará: creamos la cuenta con su periodo de prueba y enviamos el acceso por email a esa persona.',
    enviar: 'Enviar solicitud de alta',
    mensaje: '¿Algo que debamos saber para preparar la cuenta?',
    consentimiento: msg.consentimientoTextoAlta,
  },
};

type CampoForm = 'empresa' | 'pais' | 'nombre' | 'email' | 'cantidadTrabajadores' | 'mensaje' | 'consentimiento';
const ORDEN: CampoForm[] = ['empresa', 'pais', 'nombre', 'email', 'cantidadTrabajadores', 'mensaje', 'consentimiento'];
const ID: Record<CampoForm, string> = {
  empresa: 'demo-empresa',
  pais: 'demo-pais',
  nombre: 'demo-nombre',
  email: 'demo-email',
  cantidadTrabajadores: 'demo-tamano',
  mensaje: 'demo-mensaje',
  consentimiento: 'demo-consentimiento',
};

type Errores = Partial<Record<CampoForm, string>>;

const invalido = (error?: string, id?: string) =>
  error
    ? { 'aria-invalid': true as const, 'aria-describedby': idError(id!) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };

export function SolicitudDemo({ motivo, onCerrar }: { motivo: MotivoSolicitud; onCerrar: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [fallo, setFallo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [enviada, setEnviada] = useState<string | null>(null);
  const { titulo, intro, enviar, mensaje: ayudaMensaje, consentimiento: textoConsentimiento } = TITULOS[motivo];

  const valores = (): SolicitudDemoEntrada => {
    const d = new FormData(formRef.current ?? undefined);
    const tamano = String(d.get('cantidadTrabajadores') ?? '');
    const sitioWeb = String(d.get('sitioWeb') ?? '');
    return {
      empresa: String(d.get('empresa') ?? ''),
      pais: String(d.get('pais') ?? PAIS_POR_DEFECTO) as CodigoPais,
      nombre: String(d.get('nombre') ?? ''),
      email: String(d.get('email') ?? ''),
      cantidadTrabajadores: (tamano ? Number(tamano) : undefined) as SolicitudDemoEntrada['cantidadTrabajadores'],
      mensaje: String(d.get('mensaje') ?? ''),
      consentimiento: (d.get('consentimiento') === 'si') as true,
      tipo: motivo === 'registro' ? 'alta' : 'demo',
      ...(sitioWeb ? { sitioWeb } : {}),
    };
  };

  const mostrarErrores = (porCampo: Errores) => {
    setErrores(porCampo);
    const primero = ORDEN.find((c) => porCampo[c]);
    if (primero) document.getElementById(ID[primero])?.focus();
  };

  /** The form's errors by field, by the contract's schema (none when it passes). */
  const erroresDe = (): Errores => {
    const parsed = SolicitudDemoBody.safeParse(valores());
    const porCampo: Errores = {};
    if (!parsed.success) for (const issue of parsed.error.issues) porCampo[issue.path[0] as CampoForm] ??= issue.message;
    return porCampo;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enviando) return;
    setFallo(null);
    const parsed = SolicitudDemoBody.safeParse(valores());
    if (!parsed.success) {
      const porCampo: Errores = {};
      for (const issue of parsed.error.issues) porCampo[issue.path[0] as CampoForm] ??= issue.message;
      mostrarErrores(porCampo);
      return;
    }
    setErrores({});
    setEnviando(true);
    try {
      const res = await llamar('POST /api/demo/solicitudes', { body: parsed.data });
      // The form gives way to the confirmation, a modal of its own whose focus starts on 'Cerrar'.
      setEnviada(res.message ?? msg.recibida);
    } catch (error) {
      // The server's field details (a rule the browser did not know) go on their fields.
      const detalles = (error as { body?: { details?: Array<{ campo?: string; msg?: string }> } }).body?.details ?? [];
      const porCampo: Errores = {};
      for (const d of detalles) if (d.campo && ORDEN.includes(d.campo as CampoForm)) porCampo[d.campo as CampoForm] ??= d.msg;
      if (Object.keys(porCampo).length) mostrarErrores(porCampo);
      setFallo(loginErrorMessage(error));
    } finally {
      setEnviando(false);
    }
  };

  if (enviada) {
    return (
      <Dialogo key="enviada" titulo={titulo} role="dialog" onCerrar={onCerrar} pie={<Boton onClick={onCerrar}>Cerrar</Boton>}>
        <Alerta estado="exito" suave role="status" titulo={enviada} />
      </Dialogo>
    );
  }

  return (
    <Dialogo
      titulo={titulo}
      role="dialog"
      onCerrar={onCerrar}
      bloqueado={enviando}
      pie={
        <>
          <Boton variante="borde" tono="gris" onClick={onCerrar} disabled={enviando}>
            Cancelar
          </Boton>
          <Boton type="submit" form="solicitud-demo" cargando={enviando} textoCargando="Enviando...">
            {enviar}
          </Boton>
        </>
      }
    >
      <p className="demo-intro">{intro}</p>
      {fallo && <Alerta estado="error" suave role="alert" titulo={fallo} />}
      <form
        id="solicitud-demo"
        ref={formRef}
        className="pila pila-4"
        onSubmit={onSubmit}
        // After a refused submit, the messages follow what is typed (a field's goes once it is right).
        onChange={() => {
          if (Object.keys(errores).length) setErrores(erroresDe());
        }}
        noValidate
      >
        <Campo id={ID.empresa} etiqueta="Empresa" error={errores.empresa}>
          <input
            id={ID.empresa}
            name="empresa"
            className="entrada"
            autoComplete="organization"
            maxLength={LIMITES_DEMO.textoMax}
            required
            {...invalido(errores.empresa, ID.empresa)}
          />
        </Campo>
        <Campo id={ID.pais} etiqueta="País" error={errores.pais}>
          <select
            id={ID.pais}
            name="pais"
            className="entrada"
            autoComplete="country"
            defaultValue={PAIS_POR_DEFECTO}
            {...invalido(errores.pais, ID.pais)}
          >
            {CODIGOS_PAIS.map((c) => (
              <option key={c} value={c}>
                {nombrePais(c)}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id={ID.nombre} etiqueta="Nombre de contacto" error={errores.nombre}>
          <input
            id={ID.nombre}
            name="nombre"
            className="entrada"
            autoComplete="name"
            maxLength={LIMITES_DEMO.textoMax}
            required
            {...invalido(errores.nombre, ID.nombre)}
          />
        </Campo>
        <Campo id={ID.email} etiqueta="Email" error={errores.email}>
          <input
            id={ID.email}
            name="email"
            type="email"
            className="entrada"
            autoComplete="email"
            placeholder="nombre@empresa.com"
            required
            {...invalido(errores.email, ID.email)}
          />
        </Campo>
        <Campo id={ID.cantidadTrabajadores} etiqueta="Número de empleados" error={errores.cantidadTrabajadores}>
          <select
            id={ID.cantidadTrabajadores}
            name="cantidadTrabajadores"
            className="entrada"
            defaultValue=""
            required
            {...invalido(errores.cantidadTrabajadores, ID.cantidadTrabajadores)}
          >
            <option value="" disabled>
              Elige una opción
            </option>
            {TAMANOS_DEMO.map((t) => (
              <option key={t.valor} value={t.valor}>
                {t.etiqueta}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id={ID.mensaje} etiqueta="Mensaje (opcional)" error={errores.mensaje}>
          <CajaTexto
            id={ID.mensaje}
            name="mensaje"
            alto="medio"
            maxLength={LIMITES_DEMO.mensajeMax}
            placeholder={ayudaMensaje}
            {...invalido(errores.mensaje, ID.mensaje)}
          />
        </Campo>
        <div className="trampa" aria-hidden="true">
          <label htmlFor="demo-sitio-web">Deja este campo vacío</label>
          <input id="demo-sitio-web" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="campo-login">
          <div className="casilla">
            <input
              id={ID.consentimiento}
              name="consentimiento"
              type="checkbox"
              value="si"
              required
              {...invalido(errores.consentimiento, ID.consentimiento)}
            />
            <label htmlFor={ID.consentimiento}>{textoConsentimiento}</label>
          </div>
          {errores.consentimiento && (
            <p className="campo-error" id={idError(ID.consentimiento)}>
              {errores.consentimiento}
            </p>
          )}
        </div>
      </form>
    </Dialogo>
  );
}
