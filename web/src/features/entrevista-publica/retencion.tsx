// Retention on the candidate's pages (D151). On the interview's end screens: the optional consent
// to be kept for future processes, its own text and version, separate from the interview's notice.
// On «Mis datos», per company: until when the data is kept, the consent with its withdrawal, and
// the extension while the warning's days are open.
import { useState } from 'react';
import { Boton } from '../../kit-ligero/ui';
import { AlertaEnvio, useEnvio } from '../../kit-ligero/use-envio';
import { accesoGuardado, type EmpresaTitular } from './api/mis-datos';
import { fecha } from './mis-datos-formato';
import { useT } from './variante';
import { ampliarRetencion, consentirConservar, retirarConservar } from './api/retencion';

/** The end screen's optional consent: a checkbox with the company's text, saved on its own button. */
export function ConservarDatos({ token, conservar }: { token: string; conservar: { version: string; texto: string } | null | undefined }) {
  const t = useT();
  const [marcado, setMarcado] = useState(false);
  const [enviando, respuesta, enviar] = useEnvio(t('No se pudo guardar. ‹Inténtalo› de nuevo.'));
  if (!conservar) return null;
  if (respuesta?.ok) return <AlertaEnvio respuesta={respuesta} className="separado-arriba" />;
  return (
    <div className="pila-seccion separado-arriba conservar-datos">
      <p className="fuerte">Futuros procesos (opcional)</p>
      <label className="consentimiento">
        <input type="checkbox" checked={marcado} onChange={(e) => setMarcado(e.target.checked)} />
        <span>{conservar.texto}</span>
      </label>
      <AlertaEnvio respuesta={respuesta} />
      <div className="centrado">
        <Boton
          variante="borde"
          disabled={!marcado}
          onClick={() => void enviar(() => consentirConservar(token, conservar.version))}
          cargando={enviando}
          textoCargando="Guardando…"
        >
          Guardar mi consentimiento
        </Boton>
      </div>
    </div>
  );
}

/** «Mis datos», one company: the retention date, the consent (withdraw) and the extension. */
export function RetencionEmpresa({ e }: { e: EmpresaTitular }) {
  const t = useT();
  const [r, setR] = useState(e.retencion);
  const [enviando, respuesta, enviar, setRespuesta] = useEnvio<'retirar' | 'ampliar'>(t('No se pudo completar. ‹Inténtalo› de nuevo.'));
  if (!r) return null;
  const actuar = async (que: 'retirar' | 'ampliar') => {
    const acceso = accesoGuardado();
    if (!acceso) {
      setRespuesta({ ok: false, texto: t('El acceso ha caducado. ‹Pide› un enlace nuevo para continuar.') });
      return;
    }
    await enviar(async () => {
      if (que === 'retirar') {
        const texto = await retirarConservar(acceso, e.empresa.id);
        setR({ ...r, conservar: null, ampliable: false });
        return texto;
      }
      const { venceEn, mensaje } = await ampliarRetencion(acceso, e.empresa.id);
      setR({ ...r, venceEn, ampliable: false });
      return mensaje;
    }, que);
  };
  return (
    <div className="pila-seccion">
      <h3 className="subtitulo-pequeno">{t('Conservación de ‹tus› datos')}</h3>
      <p>
        {r.venceEn
          ? t(`‹Tu› proceso ha terminado: ${e.empresa.nombre} borrará ‹tus› datos el ${fecha(r.venceEn)}.`)
          : t(
              `Mientras ‹sigas› en un proceso de selección, ${e.empresa.nombre} conserva ‹tus› datos. Si no ‹resultas› seleccionado, los borrará ${r.meses === 1 ? '1 mes' : `${r.meses} meses`} después de que termine el proceso.`,
            )}
      </p>
      <p>
        {r.conservar
          ? t(`‹Aceptaste› que ‹te› tengan en cuenta en futuros procesos el ${fecha(r.conservar.fecha)}.`)
          : t('No ‹has› aceptado que ‹te› tengan en cuenta en futuros procesos.')}
      </p>
      <AlertaEnvio respuesta={respuesta} />
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
