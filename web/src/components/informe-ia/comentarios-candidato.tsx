// What the candidate receives, under the recorded decision (D173, D180): the candidate's opinion of
// the process (shown only now, after the decision), then the one mail the candidate receives — the
// outcome, drafted from the company's template, with the feedback the server drafted from the reviewed
// report (each strength and thing to improve with a verbatim quote of the candidate's answer, or the
// question when its answer is flagged) — for the reviewer to edit and approve. Nothing leaves before
// «Aprobar y enviar»; the server checks each quote against the transcript again. Once sent: what went,
// who approved it and when.
import { useId, useState } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { comentarios as msg } from '@shared/messages';
import { COMENTARIOS, type ComentariosEntrevista, type PuntoComentario } from '@shared/schemas/comentarios';
import type { Entrevista } from '@shared/schemas/entrevista';
import { llamar } from '../../lib/api-rutas';
import { mensajeDeError } from '../../lib/form-errors';
import { useRuta } from '../../lib/use-ruta';
import { toaster } from '../toaster';

type Tipo = 'fortalezas' | 'mejoras';
const TITULO: Record<Tipo, string> = { fortalezas: 'Punto fuerte', mejoras: 'Aspecto a mejorar' };

const momento = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const vacio = (): PuntoComentario => ({ texto: '', cita: '', pregunta: 0 });

function OpinionDelCandidato({ opinion }: { opinion: ComentariosEntrevista['opinion'] }) {
  return (
    <Box data-testid="opinion-candidato">
      <Text fontSize="sm" fontWeight="semibold">
        Opinión del candidato sobre el proceso
      </Text>
      {opinion ? (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {opinion.puntuacion === null ? 'Sin puntuación' : `¿Recomendaría este proceso? ${opinion.puntuacion} de 10`}
          {opinion.comentario ? ` · «${opinion.comentario}»` : ''}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          El candidato no dejó su opinión.
        </Text>
      )}
    </Box>
  );
}

function Punto({
  tipo,
  i,
  p,
  preguntas,
  senaladas,
  onCambiar,
  onQuitar,
}: {
  tipo: Tipo;
  i: number;
  p: PuntoComentario;
  preguntas: { n: number; pregunta: string }[];
  senaladas: readonly number[];
  onCambiar: (p: PuntoComentario) => void;
  /** Absent for the last point of its kind (one of each is needed). */
  onQuitar?: () => void;
}) {
  const senalada = senaladas.includes(p.pregunta);
  return (
    <Stack gap="2" borderStartWidth="3px" borderColor={tipo === 'fortalezas' ? 'green.solid' : 'orange.solid'} ps="3">
      <Field.Root required>
        <Field.Label>
          {TITULO[tipo]} {i + 1}
        </Field.Label>
        <Textarea rows={2} bg="bg" value={p.texto} onChange={(ev) => onCambiar({ ...p, texto: ev.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>De la respuesta a</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={String(p.pregunta)} onChange={(ev) => onCambiar({ ...p, pregunta: Number(ev.target.value) })}>
            {preguntas.map((t) => (
              <option key={t.n} value={t.n}>
                Pregunta {t.n + 1}: {t.pregunta.length > 60 ? `${t.pregunta.slice(0, 60)}…` : t.pregunta}
                {senaladas.includes(t.n) ? ' (señalada)' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required={!senalada}>
        <Field.Label>Cita literal de su respuesta</Field.Label>
        <Textarea rows={2} bg="bg" fontStyle="italic" value={p.cita} onChange={(ev) => onCambiar({ ...p, cita: ev.target.value })} />
        <Field.HelperText>
          {senalada
            ? 'Esta respuesta tiene una señal de integridad: un pasaje señalado no sirve de cita. Deja la cita vacía y el comentario citará la pregunta.'
            : 'Copia un fragmento tal cual de la respuesta; se comprueba contra la transcripción.'}
        </Field.HelperText>
      </Field.Root>
      {onQuitar && (
        <Box>
          <Button size="xs" variant="ghost" onClick={onQuitar}>
            Quitar {TITULO[tipo].toLowerCase()} {i + 1}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** A point's quote as the candidate reads it: the quote, or the question it is about. */
export const citaOPregunta = (p: PuntoComentario, preguntas: ReadonlyMap<number, string>) =>
  p.cita ? `«${p.cita}»` : `Sobre la pregunta «${preguntas.get(p.pregunta) ?? p.pregunta + 1}»`;

function Enviados({
  enviados,
  preguntas,
}: {
  enviados: NonNullable<ComentariosEntrevista['enviados']>;
  preguntas: ReadonlyMap<number, string>;
}) {
  return (
    <Stack gap="2" fontSize="sm">
      {enviados.mensaje && (
        <Box>
          <Text fontWeight="semibold">{enviados.asunto}</Text>
          <Text whiteSpace="pre-wrap">{enviados.mensaje}</Text>
        </Box>
      )}
      {(['fortalezas', 'mejoras'] as const).map(
        (tipo) =>
          enviados[tipo].length > 0 && (
            <Box key={tipo}>
              <Text fontWeight="semibold">{tipo === 'fortalezas' ? 'Puntos fuertes' : 'Aspectos a mejorar'}</Text>
              {enviados[tipo].map((p, i) => (
                <Text key={i} whiteSpace="pre-wrap">
                  {p.texto} <i>{citaOPregunta(p, preguntas)}</i>
                </Text>
              ))}
            </Box>
          ),
      )}
      <Text color="fg.muted">
        Aprobado por {enviados.aprobadoPor.nombre} el {momento(enviados.aprobadoEn)}.{' '}
        {enviados.email === 'enviado'
          ? 'Enviado por email y visible en «Mis datos».'
          : enviados.email === 'pendiente'
            ? 'Visible en «Mis datos»; el email está en camino.'
            : 'Visible en «Mis datos»; el email no se pudo enviar.'}
      </Text>
    </Stack>
  );
}

type Texto = { asunto: string; mensaje: string } & Record<Tipo, PuntoComentario[]>;

/** The draft being edited: the server's draft once, then the reviewer's own text (a missing kind gets an empty point to write). */
function EditorBorrador({
  borrador,
  rechazo,
  conComentarios,
  senaladas,
  preguntas,
  onAprobar,
}: {
  borrador: NonNullable<ComentariosEntrevista['borrador']>;
  rechazo: boolean;
  conComentarios: boolean;
  senaladas: readonly number[];
  preguntas: { n: number; pregunta: string }[];
  onAprobar: (texto: Texto) => Promise<string | null>;
}) {
  const [texto, setTexto] = useState<Texto>(() => ({
    asunto: borrador.asunto,
    mensaje: borrador.mensaje,
    fortalezas: !conComentarios ? [] : borrador.fortalezas.length ? borrador.fortalezas : [vacio()],
    mejoras: !conComentarios ? [] : borrador.mejoras.length ? borrador.mejoras : [vacio()],
  }));
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const aprobar = async () => {
    setError(null);
    setEnviando(true);
    setError(await onAprobar(texto));
    setEnviando(false);
  };
  const cambiarPuntos = (tipo: Tipo, puntos: PuntoComentario[]) => setTexto({ ...texto, [tipo]: puntos });
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        {borrador.resultado === 'rechazado' ? 'El candidato no sigue en el proceso.' : 'El candidato sigue en el proceso.'} Este es el único
        email que recibirá: el resultado
        {conComentarios ? ' y los comentarios, sacados del informe revisado' : ''}. Revísalo y edítalo; no se envía nada hasta que lo
        apruebes, y lo verá también en «Mis datos».
      </Text>
      <Field.Root required>
        <Field.Label>Asunto</Field.Label>
        <Input
          bg="bg"
          value={texto.asunto}
          maxLength={COMENTARIOS.asuntoMax}
          onChange={(ev) => setTexto({ ...texto, asunto: ev.target.value })}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Mensaje con el resultado</Field.Label>
        <Textarea rows={7} bg="bg" value={texto.mensaje} onChange={(ev) => setTexto({ ...texto, mensaje: ev.target.value })} />
        <Field.HelperText>Parte de la plantilla de tu empresa; puedes cambiarlo para este candidato.</Field.HelperText>
      </Field.Root>
      {!conComentarios && (
        <Text fontSize="sm" color="fg.muted">
          {msg.desactivadosEmpresa}: el email lleva solo el resultado.
        </Text>
      )}
      {conComentarios && rechazo && (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            El candidato no continúa en el proceso: no incluyas puntuaciones, cifras ni posiciones en una clasificación.
          </Alert.Description>
        </Alert.Root>
      )}
      {(['fortalezas', 'mejoras'] as const).map(
        (tipo) =>
          conComentarios && (
            <Stack key={tipo} gap="3">
              {texto[tipo].map((p, i) => (
                <Punto
                  key={`${tipo}-${i}`}
                  tipo={tipo}
                  i={i}
                  p={p}
                  preguntas={preguntas}
                  senaladas={senaladas}
                  onCambiar={(nuevo) =>
                    cambiarPuntos(
                      tipo,
                      texto[tipo].map((x, j) => (j === i ? nuevo : x)),
                    )
                  }
                  onQuitar={
                    texto[tipo].length > 1
                      ? () =>
                          cambiarPuntos(
                            tipo,
                            texto[tipo].filter((_, j) => j !== i),
                          )
                      : undefined
                  }
                />
              ))}
              {texto[tipo].length < COMENTARIOS.maxPuntos && (
                <Box>
                  <Button size="xs" variant="outline" onClick={() => cambiarPuntos(tipo, [...texto[tipo], vacio()])}>
                    Añadir {TITULO[tipo].toLowerCase()}
                  </Button>
                </Box>
              )}
            </Stack>
          ),
      )}
      {error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <HStack>
        <Button onClick={() => void aprobar()} loading={enviando} loadingText="Enviando...">
          Aprobar y enviar al candidato
        </Button>
      </HStack>
    </Stack>
  );
}

export function ComentariosCandidato({ entrevista: e }: { entrevista: Pick<Entrevista, 'id' | 'empresaId' | 'estado' | 'transcripcion'> }) {
  const id = useId();
  const args = { params: { id: e.id }, query: { empresaId: e.empresaId } };
  const { data, mutate } = useRuta('GET /api/entrevistas/{id}/comentarios', args, { enabled: e.estado === 'validada' });
  if (!data || data.estado === 'sin_decision') return null;
  const preguntas = (e.transcripcion ?? []).map((t) => ({ n: t.n, pregunta: t.pregunta }));

  /** Sends the approved text; the error to show, or null. */
  const aprobar = async (texto: Texto): Promise<string | null> => {
    try {
      const r = await llamar('PUT /api/entrevistas/{id}/comentarios', { ...args, body: texto });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: 'success', title: r.message || msg.resultadoEnviado });
      return null;
    } catch (err) {
      return mensajeDeError(err, 'No se pudo enviar el resultado. Inténtalo de nuevo.');
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-t`} borderWidth="1px" rounded="md" p="4" data-testid="comentarios-candidato">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`${id}-t`}>
          Resultado al candidato
        </Heading>
        <OpinionDelCandidato opinion={data.opinion} />
        {data.estado === 'sin_resultado' && (
          <Text fontSize="sm" color="fg.muted">
            El candidato no ha recibido nada todavía. Para comunicarle el resultado, corrige la revisión e indica si queda seleccionado o
            rechazado.
          </Text>
        )}
        {data.estado === 'enviados' && data.enviados && (
          <Enviados enviados={data.enviados} preguntas={new Map(preguntas.map((p) => [p.n, p.pregunta]))} />
        )}
        {data.estado === 'borrador' && data.borrador && (
          <EditorBorrador
            borrador={data.borrador}
            rechazo={data.rechazo}
            conComentarios={data.conComentarios}
            senaladas={data.preguntasSenaladas}
            preguntas={preguntas}
            onAprobar={aprobar}
          />
        )}
      </Stack>
    </Box>
  );
}
