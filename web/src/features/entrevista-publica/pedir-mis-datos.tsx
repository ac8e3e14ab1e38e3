// The interview's end screen's way to «Mis datos» (D148): its own module, so the interview's page
// does not carry the «Mis datos» page, which its entry loads only on /mis-datos.
import { useState } from 'react';
import { Alerta, Boton } from '../../kit-ligero/ui';
import { mensajeDeError } from '../../lib/form-errors';
import { solicitarDesdeEntrevista } from './api/mis-datos';

/**
 * The interview's end screen's way to «Mis datos»: the link goes to the email the company invited
 * the candidate at (the server takes it from the interview, never from the page).
 */
export function PedirMisDatos({ token }: { token: string }) {
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string } | null>(null);
  const pedir = async () => {
    setEnviando(true);
    try {
      setRespuesta({ ok: true, texto: await solicitarDesdeEntrevista(token) });
    } catch (e) {
      setRespuesta({ ok: false, texto: mensajeDeError(e, 'No se pudo enviar la solicitud. Inténtalo de nuevo.') });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <div className="pila-seccion separado-arriba">
      <p>Puedes ver en cualquier momento los datos que la empresa guarda sobre ti: te enviamos un enlace a tu email.</p>
      {respuesta ? (
        <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'}>
          {respuesta.texto}
        </Alerta>
      ) : (
        <div className="centrado">
          <Boton variante="borde" onClick={() => void pedir()} cargando={enviando} textoCargando="Enviando…">
            Ver mis datos
          </Boton>
        </div>
      )}
    </div>
  );
}
