// WhatsApp notices on the candidate's pages (issue 68 item 3): one optional box with the company's words
// («Quiero recibir avisos de {empresa} sobre este proceso por WhatsApp»), shown only when the server offers
// it (the company has a WhatsApp number and the candidate a phone; otherwise nothing is said of WhatsApp).
// Ticking records it at once, unticking ends it at once; the box shows the state the server answered. The
// focus stays on the box (a keyboard user may untick at once); the answer is read out as a status.
import { useId, useState } from 'react';
import { fmt, whatsappOptIn as msg } from '@shared/messages';
import { Alerta } from '../../kit-ligero/ui';
import { mensajeDeError } from '../../lib/form-errors';
import { accesoGuardado, type EmpresaTitular } from './api/mis-datos';
import { desmarcarDesdeMisDatos, marcarDesdeMisDatos, type CambioOptIn, type OptInCandidato } from './api/whatsapp';
import { fecha } from './mis-datos-formato';
import { useT } from './variante';

interface Props {
  oferta: OptInCandidato | null | undefined;
  marcar: (texto: string) => Promise<CambioOptIn>;
  desmarcar: () => Promise<CambioOptIn>;
  className?: string;
}

export function AvisosWhatsApp({ oferta, marcar, desmarcar, className }: Props) {
  const t = useT();
  const id = useId();
  const [estado, setEstado] = useState(oferta ?? null);
  const [enviando, setEnviando] = useState(false);
  const [respuesta, setRespuesta] = useState<{ ok: boolean; texto: string } | null>(null);
  if (!estado) return null;

  const cambiar = async (activo: boolean) => {
    setEnviando(true);
    setRespuesta(null);
    try {
      const r = activo ? await marcar(estado.texto) : await desmarcar();
      setEstado(r.optIn ?? { ...estado, activo: false, desde: null });
      setRespuesta({ ok: true, texto: r.mensaje });
    } catch (e) {
      setRespuesta({ ok: false, texto: mensajeDeError(e, t('No se pudo guardar. ‹Inténtalo› de nuevo.')) });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section className={`pila pila-2 avisos-whatsapp ${className ?? ''}`} aria-labelledby={id}>
      <p className="fuerte" id={id}>
        {msg.titulo}
      </p>
      <label className="consentimiento">
        <input type="checkbox" checked={estado.activo} disabled={enviando} onChange={(e) => void cambiar(e.target.checked)} />
        <span>{estado.texto}</span>
      </label>
      <p className="apagado pequeno">
        {t(fmt(msg.explicacion, { telefono: estado.telefono }))}
        {estado.activo && estado.desde ? ` ${fmt(msg.activoDesde, { fecha: fecha(estado.desde) })}.` : ''}
      </p>
      {respuesta && (
        <Alerta estado={respuesta.ok ? 'exito' : 'error'} role={respuesta.ok ? 'status' : 'alert'} suave>
          {respuesta.texto}
        </Alerta>
      )}
    </section>
  );
}

const FUENTE: Record<string, string> = {
  invitacion: 'en la página de la entrevista',
  mis_datos: 'en «Mis datos»',
  personal: 'a una persona de la empresa',
  respuesta: 'respondiendo en WhatsApp',
  desmarcado: 'desmarcando la casilla',
};

/** «Mis datos», one company: the box while offered, and what is recorded of the candidate's WhatsApp opt-in (Art. 15). */
export function WhatsAppEmpresa({ e }: { e: EmpresaTitular }) {
  const t = useT();
  const w = e.whatsapp;
  if (!w) return null;
  const acceso = () => {
    const a = accesoGuardado();
    if (!a) throw new Error(t('El acceso ha caducado. ‹Pide› un enlace nuevo para continuar.'));
    return a;
  };
  const r = w.registro;
  return (
    <div className="pila-seccion">
      <h3 className="subtitulo-pequeno">Avisos por WhatsApp</h3>
      <AvisosWhatsApp
        oferta={w.oferta}
        marcar={(texto) => marcarDesdeMisDatos(acceso(), e.empresa.id, texto)}
        desmarcar={() => desmarcarDesdeMisDatos(acceso(), e.empresa.id)}
      />
      {r && (
        <details>
          <summary>{t('Lo que consta de ‹tu› consentimiento')}</summary>
          <ul className="lista">
            {r.historial.map((h, i) => (
              <li key={i}>
                {fecha(h.en)}: {h.accion === 'alta' ? t(`‹Aceptaste› «${h.texto ?? r.texto}»`) : t('‹Diste› de baja los avisos')}{' '}
                {t(FUENTE[h.fuente] ?? '')}
                {h.evidencia ? ` (${h.evidencia})` : ''} — {r.telefono}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
