// The candidate's adjustment requests and their thread with a person, on the interview's screen
// (D172): a pending request says so at the top, with the candidate's words and the answer form —
// accept or not, with a text that reaches the candidate by e-mail and on their pages; accepting
// «más tiempo»/«sin límite» stretches the interview's time limits tenfold. Below, the thread with a
// reply box. Nothing shows for an interview whose candidate asked for nothing and wrote nothing.
import { useId, useState } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { AYUDA, ESTADO_AJUSTE_ETIQUETA, TIPO_AJUSTE_ETIQUETA } from '@shared/ayuda-candidato';
import { ayuda as msg, fmt } from '@shared/messages';
import type { Ajuste } from '@shared/schemas/ayuda-candidato';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';
import { formatFechaHora } from '../../../lib/format';

interface AyudaPanelProps {
  entrevista: { id: string; candidatoNombre: string };
  empresaId?: string;
}

const comprobar = (texto: string) =>
  !texto ? msg.respuestaObligatoria : texto.length > AYUDA.textoMax ? fmt(msg.textoLargo, { max: AYUDA.textoMax }) : null;

export function AyudaPanel({ entrevista: e, empresaId }: AyudaPanelProps) {
  const id = useId();
  const args = { params: { id: e.id }, query: empresaId ? { empresaId } : {} };
  const { data, mutate } = useRuta('GET /api/entrevistas/{id}/ayuda', args);
  if (!data || (data.ajustes.length === 0 && data.mensajes.length === 0)) return null;
  const pendientes = data.ajustes.filter((a) => a.estado === 'pendiente');
  const respondidos = data.ajustes.filter((a) => a.estado !== 'pendiente');

  const responder: Responder = async (body) => {
    const r = await llamar('POST /api/entrevistas/{id}/ayuda', { ...args, body });
    await mutate(r.data, { revalidate: false });
    // The list's mark of what waits for an answer is gone, and an accepted time adjustment moved the
    // link's end: the details and the list read it again.
    void invalidar('entrevistas');
    // The e-mail leaves through the outbox (issue 55): the message says it is on its way.
    toaster.create({ type: 'success', title: r.message ?? '' });
  };

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-t`}
      borderWidth="1px"
      borderColor={pendientes.length > 0 || data.mensajeSinResponder ? 'orange.solid' : 'border'}
      rounded="md"
      p="4"
      data-testid="ayuda-panel"
    >
      <Stack gap="4">
        <Heading as="h3" size="sm" id={`${id}-t`}>
          {pendientes.length > 0 ? `${e.candidatoNombre} pide un ajuste` : 'Ajustes y mensajes del candidato'}
        </Heading>
        {data.tiempoAmpliado && (
          <Text fontSize="sm" color="fg.muted">
            Tiempo ampliado: el enlace dura diez veces más y cada grabación puede durar diez veces más.
          </Text>
        )}
        {pendientes.map((a) => (
          <AjustePendiente key={a.numero} ajuste={a} onResponder={responder} />
        ))}
        {respondidos.map((a) => (
          <Stack key={a.numero} gap="1" fontSize="sm" borderTopWidth="1px" pt="2">
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted">
                Ajuste del {formatFechaHora(a.enviadaEn)}: {a.tipos.map((t) => TIPO_AJUSTE_ETIQUETA[t]).join(', ')}
              </Text>
              <Badge colorPalette={a.estado === 'aceptado' ? 'green' : 'red'}>{ESTADO_AJUSTE_ETIQUETA[a.estado]}</Badge>
            </HStack>
            {a.texto && <Text whiteSpace="pre-wrap">{a.texto}</Text>}
            {a.respuesta && (
              <Text whiteSpace="pre-wrap">
                Respuesta de {a.respuesta.por} ({formatFechaHora(a.respuesta.fecha)}): {a.respuesta.texto}
              </Text>
            )}
          </Stack>
        ))}
        <Hilo data={data} candidato={e.candidatoNombre} onResponder={responder} />
      </Stack>
    </Box>
  );
}

type Responder = (
  body: { tipo: 'ajuste'; numero: number; aceptado: boolean; texto: string } | { tipo: 'mensaje'; texto: string },
) => Promise<void>;

/**
 * An answer box: its text, checked in the server's words before it is sent, the error to show and
 * which send is running (`clave`: the button that sent it).
 */
function useRespuesta(onResponder: Responder, fallo: string) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState<string | null>(null);
  const enviar = async (clave: string, cuerpo: (texto: string) => Parameters<Responder>[0]) => {
    const limpio = texto.trim();
    const malo = comprobar(limpio);
    if (malo) return setError(malo);
    setError(null);
    setEnviando(clave);
    try {
      await onResponder(cuerpo(limpio));
      setTexto('');
    } catch (err) {
      setError(mensajeDeError(err, fallo));
    } finally {
      setEnviando(null);
    }
  };
  return { texto, setTexto, error, enviando, enviar };
}

function AjustePendiente({ ajuste: a, onResponder }: { ajuste: Ajuste; onResponder: Responder }) {
  const { texto, setTexto, error, enviando, enviar } = useRespuesta(onResponder, 'No se pudo guardar la respuesta. Inténtalo de nuevo.');
  const responder = (aceptado: boolean) =>
    void enviar(aceptado ? 'si' : 'no', (t) => ({ tipo: 'ajuste', numero: a.numero, aceptado, texto: t }));
  return (
    <Stack gap="3" data-testid={`ajuste-pendiente-${a.numero}`}>
      <Alert.Root status="warning" rounded="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Pide: {a.tipos.map((t) => TIPO_AJUSTE_ETIQUETA[t]).join(', ')}</Alert.Title>
          <Alert.Description>
            Enviado el {formatFechaHora(a.enviadaEn)}. Mientras no lo respondas, la entrevista no puede cerrarse como no recomendada ni el
            candidato pasar a rechazado.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {a.texto && (
        <Text whiteSpace="pre-wrap" borderStartWidth="3px" borderColor="orange.solid" ps="3" fontStyle="italic">
          {a.texto}
        </Text>
      )}
      <Field.Root required invalid={!!error}>
        <Field.Label>
          Respuesta al candidato
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={3} bg="bg" value={texto} onChange={(ev) => setTexto(ev.target.value)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Le llega por email, con tu nombre.</Field.HelperText>}
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => responder(true)} loading={enviando === 'si'} disabled={enviando === 'no'}>
          Aceptar el ajuste
        </Button>
        <Button size="sm" variant="outline" onClick={() => responder(false)} loading={enviando === 'no'} disabled={enviando === 'si'}>
          No aceptarlo
        </Button>
      </HStack>
    </Stack>
  );
}

function Hilo({
  data,
  candidato,
  onResponder,
}: {
  data: { mensajes: Array<{ id: string; de: 'candidato' | 'empresa'; texto: string; fecha: string; por: string | null }> };
  candidato: string;
  onResponder: Responder;
}) {
  const { texto, setTexto, error, enviando, enviar } = useRespuesta(onResponder, 'No se pudo enviar el mensaje. Inténtalo de nuevo.');
  if (data.mensajes.length === 0) return null;
  const alEnviar = (ev: React.FormEvent) => {
    ev.preventDefault();
    void enviar('mensaje', (t) => ({ tipo: 'mensaje', texto: t }));
  };
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      <Text fontWeight="medium">Conversación con {candidato}</Text>
      <Stack as="ol" gap="2" listStyleType="none" aria-label={`Conversación con ${candidato}`}>
        {data.mensajes.map((m) => (
          <Box as="li" key={m.id} fontSize="sm" bg={m.de === 'candidato' ? 'bg.muted' : undefined} rounded="md" p="2">
            <Text color="fg.muted">
              {m.de === 'candidato' ? candidato : m.por} · {formatFechaHora(m.fecha)}
            </Text>
            <Text whiteSpace="pre-wrap">{m.texto}</Text>
          </Box>
        ))}
      </Stack>
      <form onSubmit={alEnviar} noValidate>
        <Stack gap="2" align="start">
          <Field.Root required invalid={!!error}>
            <Field.Label>
              Responder a {candidato}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={3} bg="bg" value={texto} onChange={(ev) => setTexto(ev.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="sm" loading={enviando === 'mensaje'} loadingText="Enviando...">
            Enviar al candidato
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
