// The interview's end screen's way to «Mis datos» (D148): its own module, so the interview's page
// does not carry the «Mis datos» page, which its entry loads only on /mis-datos.
import { Boton } from '../../kit-ligero/ui';
import { AlertaEnvio, useEnvio } from '../../kit-ligero/use-envio';
import { useT } from './variante';
import { solicitarDesdeEntrevista } from './api/mis-datos';

/**
 * The interview's end screen's way to «Mis datos»: the link goes to the email the company invited
 * the candidate at (the server takes it from the interview, never from the page).
 */
export function PedirMisDatos({ token }: { token: string }) {
  const t = useT();
  const [enviando, respuesta, enviar] = useEnvio(t('No se pudo enviar la solicitud. ‹Inténtalo› de nuevo.'));
  return (
    <div className="pila-seccion separado-arriba">
      <p>{t('‹Puedes› ver en cualquier momento los datos que la empresa guarda sobre ‹ti›: ‹te› enviamos un enlace a ‹tu› email.')}</p>
      {respuesta ? (
        <AlertaEnvio respuesta={respuesta} />
      ) : (
        <div className="centrado">
          <Boton
            variante="borde"
            onClick={() => void enviar(() => solicitarDesdeEntrevista(token))}
            cargando={enviando}
            textoCargando="Enviando…"
          >
            Ver mis datos
          </Boton>
        </div>
      )}
    </div>
  );
}
