// The first screen of the candidate's link (D64): who invites, for what, how long and when;
// how the interview works; the notice in two layers (issue 65 item 7): its five short points, then
// the AI notice and the privacy notice in full one step away (a native <details>, keyboard-operable),
// their «Mis datos» address and contact email drawn as links; and an explicit consent after them.
// Nothing is recorded before the candidate ticks the box and starts: the consent (its time and the
// notice's version) is stored by the server before any question is shown.
import { Fragment, type ReactNode, useId, useState } from 'react';
import { partesDelAviso } from '@shared/aviso-entrevista';
import { formatFechaHoraCompleta, nombreZona, zonaValida } from '@shared/fechas';
import type { PaginaEntrevista } from '../api/entrevista-publica';
import { Alerta, Boton } from '../../../kit-ligero/ui';
import { cuenta } from '@shared/plural';
import { useT } from '../variante';

interface BienvenidaProps {
  pagina: PaginaEntrevista;
  /** Sends the consent; resolves once the interview can start. */
  onComenzar: (version: string) => Promise<void>;
  /** A refusal of the last try (shown above the button). */
  error?: string | null;
  /** An optional choice of the candidate's, after the consent and its button (WhatsApp notices, issue 68 item 3): the consent stays where it was. */
  opcional?: ReactNode;
}

/** The scheduled date in the zone it was scheduled in, and that zone's name. */
export function fechaPrevista(fecha: string | null, zona: string | null): string | undefined {
  const valida = zonaValida(zona ?? undefined) ? (zona ?? undefined) : undefined;
  const texto = formatFechaHoraCompleta(fecha, valida);
  if (!texto) return undefined;
  return valida ? `${texto} (hora de ${nombreZona(valida)})` : texto;
}

/** A paragraph of the notice with its known addresses as links (the «Mis datos» page, the contact's mailto:). */
export function TextoConEnlaces({ texto, enlaces }: { texto: string; enlaces: NonNullable<PaginaEntrevista['aviso']>['enlaces'] }) {
  return (
    <>
      {partesDelAviso(texto, enlaces).map((p, i) =>
        'href' in p ? (
          <a key={i} className="enlace" href={p.href} rel="noreferrer">
            {p.texto}
          </a>
        ) : (
          <Fragment key={i}>{p.texto}</Fragment>
        ),
      )}
    </>
  );
}

export function Bienvenida({ pagina, onComenzar, error, opcional }: BienvenidaProps) {
  const [acepto, setAcepto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const idResumen = useId();
  const idIa = useId();
  const idPrivacidad = useId();
  const empresa = pagina.empresa.nombre;
  const fecha = fechaPrevista(pagina.fechaProgramada, pagina.zonaHoraria);
  const hasta = fechaPrevista(pagina.disponibleHasta ?? null, pagina.zonaHoraria);
  const aviso = pagina.aviso;
  const t = useT();

  const comenzar = async () => {
    if (!aviso || !acepto) return;
    setEnviando(true);
    try {
      await onComenzar(aviso.version);
    } finally {
      setEnviando(false);
    }
  };

  const datos: Array<[string, string]> = [];
  if (pagina.puesto) datos.push(['Puesto', pagina.puesto]);
  if (pagina.servicio) datos.push(['Tipo de entrevista', pagina.servicio.nombre]);
  if (pagina.duracionEstimada) datos.push(['Duración estimada', cuenta(pagina.duracionEstimada, 'minuto', 'minutos')]);
  // The scheduled time is a suggestion; the link works until its expiry (issue 65 item 8).
  if (fecha) datos.push(['Hora propuesta', fecha]);
  if (hasta) datos.push([t('‹Puedes› hacerla hasta'), hasta]);

  return (
    <div className="pila pila-seccion">
      <div className="pila pila-2">
        <h1 className="titulo">Entrevista con {empresa}</h1>
        <p className="entradilla">
          {pagina.candidatoNombre ? `Hola, ${pagina.candidatoNombre}. ` : ''}
          {empresa} {t('‹te› invita a responder esta entrevista desde ‹tu› dispositivo, cuando ‹te› venga bien')}
          {hasta ? t(': la hora propuesta es una sugerencia y el enlace funciona hasta la fecha que ‹ves› abajo.') : '.'}
        </p>
      </div>

      {datos.length > 0 && (
        <div className="tarjeta">
          <dl className="datos">
            {datos.map(([etiqueta, valor]) => (
              <Fragment key={etiqueta}>
                <dt>{etiqueta}</dt>
                <dd>{valor}</dd>
              </Fragment>
            ))}
          </dl>
          {pagina.servicio?.descripcion && <p className="apagado pequeno separado-arriba">{pagina.servicio.descripcion}</p>}
        </div>
      )}

      <section aria-labelledby={`${idIa}-como`}>
        <h2 className="subtitulo" id={`${idIa}-como`}>
          Cómo funciona
        </h2>
        <ul className="lista">
          <li>{t('‹Verás› una pregunta cada vez y ‹responderás› por escrito, con ‹tus› palabras.')}</li>
          <li>
            {t(
              '‹Tus› respuestas se guardan solas mientras ‹escribes›. Si se corta la conexión o ‹cierras› la página, ‹abre› de nuevo este enlace y ‹seguirás› donde lo ‹dejaste›.',
            )}
          </li>
          <li>{t('‹Puedes› volver a preguntas anteriores y revisarlo todo antes de finalizar.')}</li>
          {pagina.duracionEstimada ? (
            <li>
              {t('‹Calcula›')} unos {cuenta(pagina.duracionEstimada, 'minuto', 'minutos')} en un lugar tranquilo.
            </li>
          ) : null}
        </ul>
      </section>

      {aviso ? (
        <>
          <section aria-labelledby={idResumen}>
            <h2 className="subtitulo" id={idResumen}>
              {t('‹Tus› datos y la inteligencia artificial')}
            </h2>
            <ul className="lista">
              {aviso.resumen.map((punto) => (
                <li key={punto}>
                  <TextoConEnlaces texto={punto} enlaces={aviso.enlaces} />
                </li>
              ))}
            </ul>
            <details className="aviso-completo separado-arriba">
              <summary>Leer el aviso completo</summary>
              <div className="pila pila-4">
                <section aria-labelledby={idIa}>
                  <h3 className="subtitulo-pequeno" id={idIa}>
                    Uso de inteligencia artificial
                  </h3>
                  <div className="pila pila-3">
                    {aviso.ia.map((parrafo) => (
                      <p key={parrafo}>
                        <TextoConEnlaces texto={parrafo} enlaces={aviso.enlaces} />
                      </p>
                    ))}
                  </div>
                </section>
                <section aria-labelledby={idPrivacidad}>
                  <h3 className="subtitulo-pequeno" id={idPrivacidad}>
                    Privacidad
                  </h3>
                  <div className="pila pila-3">
                    {aviso.privacidad.map((parrafo) => (
                      <p key={parrafo}>
                        <TextoConEnlaces texto={parrafo} enlaces={aviso.enlaces} />
                      </p>
                    ))}
                  </div>
                </section>
              </div>
            </details>
            <p className="apagado pequeno separado-arriba">Versión del aviso: {aviso.version}</p>
          </section>

          <div className="tarjeta tarjeta-marca pila pila-4">
            <label className="consentimiento">
              <input type="checkbox" checked={acepto} onChange={(e) => setAcepto(e.target.checked)} />
              <span>
                {pagina.asistida
                  ? 'He leído al candidato el aviso sobre inteligencia artificial y el aviso de privacidad, y acepta participar en esta entrevista.'
                  : 'He leído el aviso sobre inteligencia artificial y el aviso de privacidad, y acepto participar en esta entrevista.'}
              </span>
            </label>
            {error && <Alerta estado="error" role="alert" titulo={error} />}
            <div>
              <Boton tam="xl" anchoMovil disabled={!acepto} cargando={enviando} textoCargando="Comenzando…" onClick={() => void comenzar()}>
                Comenzar la entrevista
              </Boton>
            </div>
          </div>
          {opcional}
        </>
      ) : (
        <Alerta
          estado="error"
          role="alert"
          titulo={t('No se pudo cargar el aviso de la entrevista. ‹Vuelve› a abrir el enlace más tarde.')}
        />
      )}
    </div>
  );
}
