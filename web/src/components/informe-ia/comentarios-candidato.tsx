// Feedback to the candidate, under the recorded decision (D173): the candidate's opinion of the
// process (shown only now, after the decision), then the draft the server built from the reviewed
// report — each strength and thing to improve with a verbatim quote of the candidate's answer — for the
// reviewer to edit and approve. Nothing leaves before «Aprobar y enviar»; the server checks each quote
// against the transcript again. Once sent: what went, who approved it and when.
import { useId, useState } from 'react';
import { Alert, Box, Button, Field, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { comentarios as msg } from '@shared/messages';
import type { ComentariosEntrevista, PuntoComentario } from '@shared/schemas/comentarios';
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
  onCambiar,
}: {
  tipo: Tipo;
  i: number;
  p: PuntoComentario;
  preguntas: { n: number; pregunta: string }[];
  onCambiar: (p: PuntoComentario) => void;
}) {
  return (
    <Stack gap="2" borderStartWidth="3px" borderColor={tipo === 'fortalezas' ? 'green.solid' : 'orange.solid'} ps="3">
      <Field.Root required>
        <Field.Label>
          {TITULO[tipo]} {i + 1}
        </Field.Label>
        <Textarea rows={2} bg="bg" value={p.texto} onChange={(ev) => onCambiar({ ...p, texto: ev.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Cita literal de su respuesta</Field.Label>
        <Textarea rows={2} bg="bg" fontStyle="italic" value={p.cita} onChange={(ev) => onCambiar({ ...p, cita: ev.target.value })} />
        <Field.HelperText>Copia un fragmento tal cual de la respuesta; se comprueba contra la transcripción.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>De la respuesta a</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={String(p.pregunta)} onChange={(ev) => onCambiar({ ...p, pregunta: Number(ev.target.value) })}>
            {preguntas.map((t) => (
              <option key={t.n} value={t.n}>
                Pregunta {t.n + 1}: {t.pregunta.length > 60 ? `${t.pregunta.slice(0, 60)}…` : t.pregunta}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

function Enviados({ enviados }: { enviados: NonNullable<ComentariosEntrevista['enviados']> }) {
  return (
    <Stack gap="2" fontSize="sm">
      {(['fortalezas', 'mejoras'] as const).map((tipo) => (
        <Box key={tipo}>
          <Text fontWeight="semibold">{tipo === 'fortalezas' ? 'Puntos fuertes' : 'Aspectos a mejorar'}</Text>
          {enviados[tipo].map((p, i) => (
            <Text key={i} whiteSpace="pre-wrap">
              {p.texto} <i>«{p.cita}»</i>
            </Text>
          ))}
        </Box>
      ))}
      <Text color="fg.muted">
        Aprobados por {enviados.aprobadoPor.nombre} el {momento(enviados.aprobadoEn)}.{' '}
        {enviados.email === 'enviado'
          ? 'Enviados por email y visibles en «Mis datos».'
          : enviados.email === 'pendiente'
            ? 'Visibles en «Mis datos»; el email está en camino.'
            : 'Visibles en «Mis datos»; el email no se pudo enviar.'}
      </Text>
    </Stack>
  );
}

/** The draft being edited: the server's draft once, then the reviewer's own text (a missing kind gets an empty point to write). */
function EditorBorrador({
  borrador,
  rechazo,
  preguntas,
  onAprobar,
}: {
  borrador: NonNullable<ComentariosEntrevista['borrador']>;
  rechazo: boolean;
  preguntas: { n: number; pregunta: string }[];
  onAprobar: (texto: Record<Tipo, PuntoComentario[]>) => Promise<string | null>;
}) {
  const [texto, setTexto] = useState<Record<Tipo, PuntoComentario[]>>(() => ({
    fortalezas: borrador.fortalezas.length ? borrador.fortalezas : [vacio()],
    mejoras: borrador.mejoras.length ? borrador.mejoras : [vacio()],
  }));
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const aprobar = async () => {
    setError(null);
    setEnviando(true);
    setError(await onAprobar(texto));
    setEnviando(false);
  };
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Un borrador a partir del informe revisado: revísalo y edítalo. No se envía nada hasta que lo apruebes; le llegará por email y en
        «Mis datos».
      </Text>
      {rechazo && (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            El candidato no continúa en el proceso: no incluyas puntuaciones, cifras ni posiciones en una clasificación.
          </Alert.Description>
        </Alert.Root>
      )}
      {(['fortalezas', 'mejoras'] as const).map((tipo) =>
        texto[tipo].map((p, i) => (
          <Punto
            key={`${tipo}-${i}`}
            tipo={tipo}
            i={i}
            p={p}
            preguntas={preguntas}
            onCambiar={(nuevo) => setTexto({ ...texto, [tipo]: texto[tipo].map((x, j) => (j === i ? nuevo : x)) })}
          />
        )),
      )}
      {error && (
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Box>
        <Button onClick={() => void aprobar()} loading={enviando} loadingText="Enviando...">
          Aprobar y enviar al candidato
        </Button>
      </Box>
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
  const aprobar = async (texto: Record<Tipo, PuntoComentario[]>): Promise<string | null> => {
    try {
      const r = await llamar('PUT /api/entrevistas/{id}/comentarios', { ...args, body: texto });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: 'success', title: r.message || msg.enviados });
      return null;
    } catch (err) {
      return mensajeDeError(err, 'No se pudieron enviar los comentarios. Inténtalo de nuevo.');
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-t`} borderWidth="1px" rounded="md" p="4" data-testid="comentarios-candidato">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`${id}-t`}>
          Comentarios al candidato
        </Heading>
        <OpinionDelCandidato opinion={data.opinion} />
        {data.estado === 'desactivados' && (
          <Text fontSize="sm" color="fg.muted">
            {msg.desactivadosEmpresa}.
          </Text>
        )}
        {data.estado === 'enviados' && data.enviados && <Enviados enviados={data.enviados} />}
        {data.estado === 'borrador' && data.borrador && (
          <EditorBorrador borrador={data.borrador} rechazo={data.rechazo} preguntas={preguntas} onAprobar={aprobar} />
        )}
      </Stack>
    </Box>
  );
}
