// Retention on the candidate's pages (D151). On the interview's end screens: the optional consent
// to be kept for future processes, its own text and version, separate from the interview's notice.
// On «Mis datos», per company: until when the data is kept, the consent with its withdrawal, and
// the extension while the warning's days are open.
import { useState } from 'react';
import { Alerta, Boton } from '../../kit-ligero/ui';
import { mensajeDeError } from '../../lib/form-errors';
import { accesoGuardado, type EmpresaTitular } from './api/mis-datos';
import { fecha } from './mis-datos-formato';
import { ampliarRetencion, consentirConservar, retirarConservar } from './api/retencion';
import { Enviado, Fallo, useEnvio, type Respuesta } from './envio';

/** The end screen's optional consent: a checkbox with the company's text, saved on its own button. */
export function ConservarDatos({ token, conservar }: { token: string; conservar: { version: string; texto: string } | null | undefined }) {
  const [marcado, setMarcado] = useState(false);
  const { enviando, respuesta, enviar } = useEnvio();
  if (!conservar) return null;
  const guardar = () =>
    enviar(
      () => consentirConservar(token, conservar.version),
      '',
      (e) => mensajeDeError(e, 'No se pudo guardar. Inténtalo de nuevo.'),
    );
  if (respuesta?.ok) return <Enviado texto={respuesta.texto} />;
  return (
    <div className="pila-seccion separado-arriba conservar-datos">
      <p className="fuerte">Futuros procesos (opcional)</p>
      <label className="consentimiento">
        <input type="checkbox" checked={marcado} onChange={(e) => setMarcado(e.target.checked)} />
        <span>{conservar.texto}</span>
      </label>
      <Fallo respuesta={respuesta} />
      <div className="centrado">
        <Boton variante="borde" disabled={!marcado} onClick={() => void guardar()} cargando={enviando} textoCargando="Guardando…">
          Guardar mi consentimiento
        </Boton>
      </div>
    </div>
  );
}

/** «Mis datos», one company: the retention date, the consent (withdraw) and the extension. */
export function RetencionEmpresa({ e }: { e: EmpresaTitular }) {
  const [r, setR] = useState(e.retencion);
  const [enviando, setEnviando] = useState<'retirar' | 'ampliar' | null>(null);
  const [respuesta, setRespuesta] = useState<Respuesta>(null);
  if (!r) return null;
  const actuar = async (que: 'retirar' | 'ampliar') => {
    const acceso = accesoGuardado();
    if (!acceso) {
      setRespuesta({ ok: false, texto: 'El acceso ha caducado. Pide un enlace nuevo para continuar.' });
      return;
    }
    setEnviando(que);
    try {
      if (que === 'retirar') {
        const texto = await retirarConservar(acceso, e.empresa.id);
        setR({ ...r, conservar: null, ampliable: false });
        setRespuesta({ ok: true, texto });
      } else {
        const { venceEn, mensaje } = await ampliarRetencion(acceso, e.empresa.id);
        setR({ ...r, venceEn, ampliable: false });
        setRespuesta({ ok: true, texto: mensaje });
      }
    } catch (err) {
      setRespuesta({ ok: false, texto: mensajeDeError(err, 'No se pudo completar. Inténtalo de nuevo.') });
    } finally {
      setEnviando(null);
    }
  };
  return (
    <div className="pila-seccion">
      <h3 className="subtitulo-pequeno">Conservación de tus datos</h3>
      <p>
        {r.venceEn
          ? `Tu proceso ha terminado: ${e.empresa.nombre} borrará tus datos el ${fecha(r.venceEn)}.`
          : `Mientras sigas en un proceso de selección, ${e.empresa.nombre} conserva tus datos. Si no resultas seleccionado, los borrará ${r.meses === 1 ? '1 mes' : `${r.meses} meses`} después de que termine el proceso.`}
      </p>
      <p>
        {r.conservar
          ? `Aceptaste que te tengan en cuenta en futuros procesos el ${fecha(r.conservar.fecha)}.`
          : 'No has aceptado que te tengan en cuenta en futuros procesos.'}
      </p>
      {respuesta && (
        <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'}>
          {respuesta.texto}
        </Alerta>
      )}
      <div className="acciones">
        {r.ampliable && (
          <Boton anchoMovil onClick={() => void actuar('ampliar')} cargando={enviando === 'ampliar'} textoCargando="Ampliando…">
            Ampliar el plazo
          </Boton>
        )}
        {r.conservar && (
          <Boton
            variante="borde"
            anchoMovil
            onClick={() => void actuar('retirar')}
            cargando={enviando === 'retirar'}
            textoCargando="Retirando…"
          >
            Retirar mi consentimiento
          </Boton>
        )}
      </div>
    </div>
  );
}
