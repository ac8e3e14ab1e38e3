// The end screen's optional fairness questionnaire (D175): sex and age band, each with «Prefiero no
// decirlo», under its own consent text and version, sent once. Loaded on its own (React.lazy) after
// «Finalizar», so the interview's first screen carries none of it; the page hands it the call
// (api/equidad.ts), so this chunk brings no API client of its own. What it says is what the server
// keeps: the answers stay apart from the interview and count only in the monitor's figures.
import { useId, useState } from 'react';
import {
  EQUIDAD,
  FRANJA_ETIQUETA,
  FRANJAS_EDAD,
  SEXO_ETIQUETA,
  SEXOS,
  TEXTOS_EQUIDAD as msg,
  type FranjaEdad,
  type Sexo,
} from '@shared/equidad';
import { Boton } from '../../kit-ligero/ui';
import { useT } from './variante';
import { AlertaEnvio, useEnvio } from '../../kit-ligero/use-envio';

function Opciones<T extends string>(props: {
  nombre: string;
  leyenda: string;
  valores: readonly T[];
  etiqueta: Record<T, string>;
  valor: T | null;
  cambiar: (v: T) => void;
}) {
  return (
    <fieldset className="opinion-proceso separado-arriba">
      <legend className="fuerte">{props.leyenda}</legend>
      <div className="opinion-escala equidad-opciones">
        {props.valores.map((v) => (
          <label key={v}>
            <input type="radio" name={props.nombre} value={v} checked={props.valor === v} onChange={() => props.cambiar(v)} />
            <span>{props.etiqueta[v]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The call, as the page gives it: the server's message when sent, or throws the text to show. */
export type EnviarEquidad = (body: { version: string; consentimiento: true; sexo: Sexo; edad: FranjaEdad }) => Promise<string>;

export function CuestionarioEquidad({ enviar: enviarAlServidor }: { enviar: EnviarEquidad }) {
  const id = useId();
  const t = useT();
  const [sexo, setSexo] = useState<(typeof SEXOS)[number] | null>(null);
  const [edad, setEdad] = useState<(typeof FRANJAS_EDAD)[number] | null>(null);
  const [acepto, setAcepto] = useState(false);
  const [enviando, respuesta, enviarUnaVez, setRespuesta] = useEnvio(t('No se pudo enviar el cuestionario. ‹Inténtalo› de nuevo.'));

  const enviar = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!sexo) return setRespuesta({ ok: false, texto: t(msg.sexoInvalido) });
    if (!edad) return setRespuesta({ ok: false, texto: t(msg.edadInvalida) });
    if (!acepto) return setRespuesta({ ok: false, texto: t(msg.consentimientoObligatorio) });
    await enviarUnaVez(
      async () => (await enviarAlServidor({ version: EQUIDAD.version, consentimiento: true, sexo, edad })) || t(msg.gracias),
    );
  };

  if (respuesta?.ok) return <AlertaEnvio respuesta={respuesta} className="separado-arriba" />;
  return (
    <form
      className="pila-seccion separado-arriba opinion-formulario"
      aria-labelledby={`${id}-titulo`}
      onSubmit={(ev) => void enviar(ev)}
      noValidate
    >
      <p className="fuerte" id={`${id}-titulo`}>
        {EQUIDAD.titulo}
      </p>
      <p className="pequeno apagado">
        {t(
          'Sirve para comprobar, solo con recuentos, que el proceso trata igual a mujeres y hombres y a personas de todas las edades. ‹Puedes› dejarlo en blanco.',
        )}
      </p>
      <Opciones nombre={`${id}-sexo`} leyenda="Sexo" valores={SEXOS} etiqueta={SEXO_ETIQUETA} valor={sexo} cambiar={setSexo} />
      <Opciones nombre={`${id}-edad`} leyenda="Edad" valores={FRANJAS_EDAD} etiqueta={FRANJA_ETIQUETA} valor={edad} cambiar={setEdad} />
      <label className="consentimiento separado-arriba">
        <input type="checkbox" checked={acepto} onChange={(e) => setAcepto(e.target.checked)} />
        <span>{EQUIDAD.consentimiento}</span>
      </label>
      <AlertaEnvio respuesta={respuesta} />
      <div className="centrado">
        <Boton type="submit" variante="borde" cargando={enviando} textoCargando="Enviando…">
          Enviar el cuestionario
        </Boton>
      </div>
    </form>
  );
}
