// The candidate's view on the assessment, on the report (D150; GDPR Art. 22(3)): while one is open,
// «El candidato ha impugnado la evaluación» (or «… ha pedido que una persona revise la evaluación»)
// with their words and the answer form — required text, sent to the candidate by e-mail and shown
// on «Mis datos». When a person's review was asked for, the form says so and leads to the review
// below (a new review or a correction is D80's flow); the answer records whether one was saved
// since the request. The answered ones stay listed with who answered and when.
import { useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { fmt, impugnacion as msg } from '@shared/messages';
import type { Entrevista } from '@shared/schemas/entrevista';
import { IMPUGNACION } from '@shared/schemas/impugnacion';
import { llamar } from '../../lib/api-rutas';
import { useAccion } from '../../lib/use-accion';
import { invalidar } from '../../lib/invalidar';
import { useRuta } from '../../lib/use-ruta';
import { toaster } from '../toaster';

/** Where the review sits in the report (InformeCompletoCuerpo gives it this id). */
export const idRevision = (entrevistaId: string) => `revision-${entrevistaId}`;

const momento = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function ImpugnacionPanel({ entrevista: e }: { entrevista: Pick<Entrevista, 'id' | 'empresaId' | 'candidatoNombre'> }) {
  const id = useId();
  const args = { params: { id: e.id }, query: { empresaId: e.empresaId } };
  const { data, mutate } = useRuta('GET /api/entrevistas/{id}/impugnacion', args);
  const [respuesta, setRespuesta] = useState('');
  const [sinCambios, setSinCambios] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo guardar la respuesta. Inténtalo de nuevo.', alFallar: setError });
  if (!data || data.solicitudes.length === 0) return null;

  const ultima = data.solicitudes.at(-1)!;
  const pendiente = ultima.estado === 'pendiente' ? ultima : null;
  const respondidas = data.solicitudes.filter((s) => s.estado === 'respondida').reverse();
  // A review was asked for and none saved since: the answer must say the assessment did not change (D160).
  const faltaRevision = !!pendiente?.pideRevision && !data.revisadaTrasPendiente;

  const enviar = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const texto = respuesta.trim();
    if (!texto) return setError(msg.respuestaObligatoria);
    if (texto.length > IMPUGNACION.respuestaMax) return setError(fmt(msg.respuestaLarga, { max: IMPUGNACION.respuestaMax }));
    if (faltaRevision && !sinCambios) return setError(msg.revisionNecesaria);
    setError(null);
    await ejecutar(async () => {
      const body = pendiente && sinCambios ? { respuesta: texto, sinCambios: true } : { respuesta: texto };
      const r = await llamar('PUT /api/entrevistas/{id}/impugnacion', { ...args, body });
      await mutate(r.data, { revalidate: false });
      setRespuesta('');
      setSinCambios(false);
      const aviso = r.message === msg.respondidaSinEmail;
      toaster.create({ type: aviso ? 'warning' : 'success', title: r.message || msg.respondida, duration: aviso ? 10_000 : undefined });
      void invalidar('informes');
    });
  };

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-t`}
      borderWidth="1px"
      borderColor={pendiente ? 'orange.solid' : 'border'}
      rounded="md"
      p="4"
      data-testid="impugnacion-panel"
    >
      <Stack gap="3">
        <Heading as="h3" size="sm" id={`${id}-t`}>
          {pendiente
            ? pendiente.pideRevision
              ? 'El candidato ha pedido que una persona revise la evaluación'
              : 'El candidato ha impugnado la evaluación'
            : 'Opiniones del candidato sobre la evaluación'}
        </Heading>
        {pendiente && (
          <>
            <Text fontSize="sm">
              {e.candidatoNombre} envió su opinión el {momento(pendiente.enviadaEn)}. Hay que responderle: la respuesta le llega por email y
              la ve en «Mis datos».
            </Text>
            <Text whiteSpace="pre-wrap" borderStartWidth="3px" borderColor="orange.solid" ps="3" fontStyle="italic">
              {pendiente.opinion}
            </Text>
            {pendiente.pideRevision && (
              <Alert.Root status={data.revisadaTrasPendiente ? 'success' : 'info'} rounded="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>
                    {data.revisadaTrasPendiente
                      ? 'Ya se ha guardado una revisión de una persona después de la petición; la respuesta lo dejará anotado.'
                      : 'Pide que una persona revise la evaluación: guarda o corrige la revisión antes de responder.'}{' '}
                    <a href={`#${idRevision(e.id)}`} style={{ textDecoration: 'underline' }}>
                      Ir a la revisión
                    </a>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <form onSubmit={enviar} noValidate>
              <Stack gap="3" align="start">
                <Field.Root required invalid={!!error}>
                  <Field.Label>
                    Respuesta al candidato
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea rows={4} bg="bg" value={respuesta} onChange={(ev) => setRespuesta(ev.target.value)} />
                  {error ? (
                    <Field.ErrorText>{error}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>Se guarda con tu nombre y la fecha.</Field.HelperText>
                  )}
                </Field.Root>
                <Checkbox.Root checked={sinCambios} onCheckedChange={(d) => setSinCambios(d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{msg.sinCambiosEtiqueta}</Checkbox.Label>
                </Checkbox.Root>
                <Button type="submit" loading={enviando} loadingText="Enviando...">
                  Enviar respuesta
                </Button>
              </Stack>
            </form>
          </>
        )}
        {respondidas.map((s) => (
          <Stack key={s.numero} gap="1" fontSize="sm" borderTopWidth={pendiente || s !== respondidas[0] ? '1px' : undefined} pt="2">
            <Text color="fg.muted">
              Opinión del {momento(s.enviadaEn)}
              {s.pideRevision ? ' · pidió que una persona revisara la evaluación' : ''}
            </Text>
            <Text whiteSpace="pre-wrap">{s.opinion}</Text>
            {s.respuesta && (
              <Text whiteSpace="pre-wrap">
                <Text as="span" fontWeight="semibold">
                  Respuesta de {s.respuesta.por} ({momento(s.respuesta.fecha)}):
                </Text>{' '}
                {s.respuesta.texto}
                {s.pideRevision
                  ? s.respuesta.revisionTrasSolicitud
                    ? ' · con revisión guardada tras la petición'
                    : ' · sin revisión nueva'
                  : ''}
                {s.respuesta.sinCambios ? ' · la evaluación no cambia' : ''}
              </Text>
            )}
            {s.respuesta?.resultado && (
              <Text whiteSpace="pre-wrap">
                <Text as="span" fontWeight="semibold">
                  Resultado de la revisión, de {s.respuesta.resultado.por} ({momento(s.respuesta.resultado.fecha)}):
                </Text>{' '}
                {s.respuesta.resultado.texto}
              </Text>
            )}
          </Stack>
        ))}
        {data.resultadoPendiente === false && (
          <Text fontSize="sm" color="fg.muted">
            Se respondió que la evaluación no cambia todavía. Cuando una persona guarde la revisión, podrás enviar aquí su resultado al
            candidato.{' '}
            <a href={`#${idRevision(e.id)}`} style={{ textDecoration: 'underline' }}>
              Ir a la revisión
            </a>
          </Text>
        )}
        {data.resultadoPendiente === true && (
          <form onSubmit={enviar} noValidate>
            <Stack gap="3" align="start">
              <Field.Root required invalid={!!error}>
                <Field.Label>
                  Resultado de la revisión para el candidato
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea rows={4} bg="bg" value={respuesta} onChange={(ev) => setRespuesta(ev.target.value)} />
                {error ? (
                  <Field.ErrorText>{error}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    Ya se guardó una revisión: cuéntale al candidato su resultado. Le llega por email y en «Mis datos».
                  </Field.HelperText>
                )}
              </Field.Root>
              <Button type="submit" loading={enviando} loadingText="Enviando...">
                Enviar el resultado
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Box>
  );
}
