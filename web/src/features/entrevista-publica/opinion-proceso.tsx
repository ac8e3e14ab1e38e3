// The end screen's optional question (D173): «¿Recomendarías este proceso a otra persona?» from 0 to
// 10 and a comment, sent once. Radios in a fieldset (the keyboard moves through them with the arrows),
// each choice a 40 px target; the comment counts its characters; the server's answer is read aloud.
import { useId, useState } from 'react';
import { fmt, opinionProceso as msg } from '@shared/messages';
import { OPINION } from '@shared/opinion';
import { Boton, CajaTexto } from '../../kit-ligero/ui';
import { AlertaEnvio, useEnvio } from '../../kit-ligero/use-envio';
import { useT } from './variante';
import { enviarOpinion } from './api/opinion';

export function OpinionProceso({ token }: { token: string }) {
  const id = useId();
  const [puntuacion, setPuntuacion] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const t = useT();
  const [enviando, respuesta, guardar, setRespuesta] = useEnvio(t('No se pudo enviar ‹tu› opinión. ‹Inténtalo› de nuevo.'));
  const largo = comentario.length > OPINION.comentarioMax;

  const enviar = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (puntuacion === null && !comentario.trim()) return setRespuesta({ ok: false, texto: t(msg.vacia) });
    if (largo) return setRespuesta({ ok: false, texto: t(fmt(msg.comentarioLargo, { max: OPINION.comentarioMax })) });
    await guardar(
      async () =>
        (await enviarOpinion(token, {
          ...(puntuacion === null ? {} : { puntuacion }),
          ...(comentario.trim() ? { comentario: comentario.trim() } : {}),
        })) || t(msg.gracias),
    );
  };

  if (respuesta?.ok) return <AlertaEnvio respuesta={respuesta} className="separado-arriba" />;
  return (
    <form className="pila-seccion separado-arriba opinion-formulario" onSubmit={(ev) => void enviar(ev)} noValidate>
      <fieldset className="opinion-proceso" aria-describedby={`${id}-extremos`}>
        <legend className="fuerte">{OPINION.pregunta} (opcional)</legend>
        <div className="opinion-escala">
          {Array.from({ length: OPINION.maxima + 1 }, (_, n) => (
            <label key={n}>
              <input type="radio" name={`${id}-puntuacion`} value={n} checked={puntuacion === n} onChange={() => setPuntuacion(n)} />
              <span>{n}</span>
            </label>
          ))}
        </div>
        <p className="opinion-extremos" id={`${id}-extremos`}>
          <span>0: nada probable</span>
          <span>10: muy probable</span>
        </p>
      </fieldset>
      <label htmlFor={`${id}-comentario`} className="fuerte">
        Comentario (opcional)
      </label>
      <CajaTexto
        id={`${id}-comentario`}
        alto="medio"
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
        aria-invalid={largo || undefined}
        aria-describedby={`${id}-cuenta`}
      />
      <p id={`${id}-cuenta`} className={`pequeno ${largo ? 'texto-error' : 'apagado'}`}>
        {comentario.length} / {OPINION.comentarioMax} caracteres
      </p>
      <AlertaEnvio respuesta={respuesta} />
      <div className="centrado">
        <Boton type="submit" variante="borde" cargando={enviando} textoCargando="Enviando…">
          Enviar mi opinión
        </Boton>
      </div>
    </form>
  );
}
