// The help bar on «Mis datos» (D172): the same bar, about one of the candidate's interviews (chosen
// when there are several), sent with the page's access key. Before the data is open, the bar says
// where the help is, in the same place.
import { useId, useState } from 'react';
import { misDatos as msgMisDatos } from '@shared/messages';
import { enviarAyudaMisDatos } from '../api/ayuda';
import { accesoGuardado, type DatosTitular } from '../api/mis-datos';
import { useT } from '../variante';
import { AyudaBarra } from './ayuda-barra';

export function AyudaDeMisDatos({ datos }: { datos: DatosTitular | null }) {
  const t = useT();
  const id = useId();
  const opciones = (datos?.empresas ?? []).flatMap((e) =>
    e.entrevistas.map((x) => ({ empresaId: e.empresa.id, entrevista: x, etiqueta: `${e.empresa.nombre} · ${x.servicio}` })),
  );
  const [elegida, setElegida] = useState(0);
  const opcion = opciones[Math.min(elegida, opciones.length - 1)];
  if (!opcion) {
    return (
      <nav className="ayuda-barra" aria-label={t('¿‹Necesitas› algo?')} data-testid="ayuda-barra">
        <p className="columna apagado pequeno">
          {t(
            'Para pedir un ajuste o escribir a la persona que lleva ‹tu› proceso, ‹abre› ‹tus› datos con el enlace que ‹te› enviamos o ‹usa› el enlace de ‹tu› entrevista.',
          )}
        </p>
      </nav>
    );
  }
  const selector =
    opciones.length > 1 ? (
      <label className="campo">
        <span className="fuerte">¿Sobre qué entrevista?</span>
        <select id={id} className="caja-texto" value={elegida} onChange={(e) => setElegida(Number(e.target.value))}>
          {opciones.map((o, i) => (
            <option key={o.entrevista.id} value={i}>
              {o.etiqueta}
            </option>
          ))}
        </select>
      </label>
    ) : undefined;
  return (
    <AyudaBarra
      key={opcion.entrevista.id}
      datos={opcion.entrevista.ayuda ?? null}
      selector={selector}
      enviar={(body) => {
        const acceso = accesoGuardado();
        if (!acceso) return Promise.reject(new Error(t(msgMisDatos.accesoCaducado)));
        return enviarAyudaMisDatos(acceso, opcion.empresaId, opcion.entrevista.id, body);
      }}
    />
  );
}
