// The interviewer's follow-up (D67): after a question, when the company has an OpenAI or Claude
// key, the AI may ask one short question about the answer. It is optional: the candidate answers it
// ("Continuar" saves it with the answer it follows) or skips it ("Omitir"). While it is being
// prepared the page says so.
import { type Ref, useId, useState } from 'react';
import { LIMITES_PUBLICO } from '@shared/publico-limites';
import { useT } from '../variante';
import { Alerta, Boton, CajaTexto, SoloLector } from '../../../kit-ligero/ui';

interface RepreguntaProps {
  /** The question the follow-up is about, and where it is ('Pregunta 2 de 8'). */
  pregunta: string;
  posicion: string;
  repregunta: string;
  /** A saved answer to it (a reload, or coming back to the question). */
  respuestaInicial: string;
  tituloRef: Ref<HTMLHeadingElement>;
  guardando: boolean;
  error: string | null;
  onContinuar: (respuesta: string) => void;
  onOmitir: () => void;
  /** Text pasted into the follow-up's answer: its length (an integrity signal, D158). */
  onPegar?: (caracteres: number) => void;
}

const formatoNumero = new Intl.NumberFormat('es-ES');

export function Repregunta(props: RepreguntaProps) {
  const { pregunta, posicion, repregunta, respuestaInicial, tituloRef, guardando, error } = props;
  const t = useT();
  const [respuesta, setRespuesta] = useState(respuestaInicial);
  const idAyuda = useId();
  const idContador = useId();
  const idCaja = useId();
  const max = LIMITES_PUBLICO.respuestaMax;

  return (
    <form
      className="pila pila-seccion"
      onSubmit={(e) => {
        e.preventDefault();
        props.onContinuar(respuesta);
      }}
    >
      <div className="pila pila-2">
        <h1 className="titulo-paso" ref={tituloRef} tabIndex={-1}>
          Pregunta de seguimiento
        </h1>
        <p className="apagado pequeno">
          {t('Sobre ‹tu› respuesta a la')} {posicion.toLowerCase()}: «{pregunta}»
        </p>
      </div>

      <div className="campo">
        <label className="pregunta" htmlFor={idCaja}>
          {repregunta}
        </label>
        <CajaTexto
          id={idCaja}
          alto="medio"
          value={respuesta}
          onChange={(e) => setRespuesta(e.target.value)}
          onPaste={(e) => props.onPegar?.(e.clipboardData.getData('text').length)}
          maxLength={max}
          rows={5}
          placeholder={t('‹Escribe› aquí ‹tu› respuesta')}
          aria-describedby={`${idAyuda} ${idContador}`}
        />
        <div className="fila-entre ayuda">
          <p id={idAyuda}>{t('Es opcional: si no ‹tienes› nada que añadir, ‹puedes› omitirla.')}</p>
          <p id={idContador} className="contador">
            {formatoNumero.format(respuesta.length)} / {formatoNumero.format(max)}
            <SoloLector> caracteres</SoloLector>
          </p>
        </div>
      </div>

      {error && <Alerta estado="error" role="alert" titulo={error} />}

      <div className="acciones">
        <Boton variante="borde" tam="xl" anchoMovil onClick={props.onOmitir} disabled={guardando}>
          Omitir
        </Boton>
        <Boton type="submit" tam="xl" anchoMovil cargando={guardando} textoCargando="Guardando…">
          Continuar
        </Boton>
      </div>
    </form>
  );
}
