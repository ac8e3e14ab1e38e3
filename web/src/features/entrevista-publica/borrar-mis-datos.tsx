// «Mis datos», one company's erasure on the candidate's request (D149): the button, a confirmation
// that says what is erased and what is kept and why, then the request's state — pending until its
// date, or the company's objection with its written legal reason. An executed erasure needs no
// state here: the company is no longer listed.
import { useState } from 'react';
import { borradoSolicitado as msg, fmt } from '@shared/messages';
import { Alerta, Boton, Dialogo } from '../../kit-ligero/ui';
import { mensajeDeError } from '../../lib/form-errors';
import { accesoGuardado, type EmpresaTitular } from './api/mis-datos';
import { fecha } from './mis-datos-formato';
import { useT } from './variante';
import { pedirBorrado, type BorradoTitular } from './api/borrado-solicitado';

export function BorrarMisDatos({ e }: { e: EmpresaTitular }) {
  const t = useT();
  const [borrado, setBorrado] = useState<BorradoTitular | null>(e.borrado);
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string>();
  const empresa = e.empresa.nombre;

  const confirmar = async () => {
    const acceso = accesoGuardado();
    setEnviando(true);
    setError(undefined);
    try {
      if (!acceso) throw new Error(t('‹Tu› acceso a «Mis datos» ha caducado. ‹Solicita› un enlace nuevo.'));
      setBorrado(await pedirBorrado(acceso, e.empresa.id));
      setConfirmando(false);
    } catch (err) {
      setError(mensajeDeError(err, t(msg.noSolicitado)));
      setConfirmando(false);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className="pila-seccion separado-arriba">
      <h3 className="subtitulo-pequeno">{t('Borrar ‹tus› datos')}</h3>
      {borrado === null ? (
        <div className="acciones">
          <Boton variante="borde" tono="rojo" anchoMovil onClick={() => setConfirmando(true)}>
            {t(msg.pedir)}
          </Boton>
        </div>
      ) : borrado.estado === 'pendiente' ? (
        <Alerta estado="info" role="status">
          <p>{t(fmt(msg.pendiente, { fecha: fecha(borrado.plazoHasta) }))}</p>
        </Alerta>
      ) : (
        <Alerta estado="aviso" titulo={t(msg.opuesta)}>
          <p className="cita-respuesta">{borrado.oposicion?.motivo}</p>
          <p>
            {t(
              fmt(msg.opuestaContacto, {
                contacto: e.empresa.contacto,
                autoridad: e.empresa.autoridad ?? 'la autoridad de protección de datos',
              }),
            )}
          </p>
        </Alerta>
      )}
      {error && (
        <Alerta estado="error" role="alert">
          <p>{error}</p>
        </Alerta>
      )}
      {confirmando && (
        <Dialogo
          titulo={t(fmt(msg.confirmarTitulo, { empresa }))}
          onCerrar={() => setConfirmando(false)}
          bloqueado={enviando}
          pie={
            <>
              <Boton variante="borde" anchoMovil onClick={() => setConfirmando(false)} disabled={enviando}>
                {t(msg.cancelar)}
              </Boton>
              <Boton tono="rojo" anchoMovil cargando={enviando} textoCargando="Enviando…" onClick={() => void confirmar()}>
                {t(msg.confirmar)}
              </Boton>
            </>
          }
        >
          <p>{t(fmt(msg.queSeBorra, { empresa }))}</p>
          <p>{t(msg.queSeQueda)}</p>
          <p>{t(msg.plazoEmpresa)}</p>
        </Dialogo>
      )}
    </div>
  );
}
