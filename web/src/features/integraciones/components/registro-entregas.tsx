// An endpoint's delivery log (D147; kept 30 days): each event with its state, its attempts (the last
// one's status, time and duration, the answer's first bytes), the next attempt when one is due, and
// «Reenviar» once it was delivered or failed.
import { useState } from 'react';
import { Badge, Box, Button, Code, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { webhooks as msg } from '@shared/messages';
import { ErrorCarga } from '../../../components/error-carga';
import { RefreshIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { type EntregaWebhook, type Webhook, reenviarEntrega, useEntregas } from '../api/webhooks';
import { etiquetaEvento } from './etiqueta-evento';

const ESTADO_ENTREGA: Record<EntregaWebhook['estado'], { texto: string; color: string }> = {
  entregada: { texto: 'Entregada', color: 'green' },
  pendiente: { texto: 'Reintento pendiente', color: 'orange' },
  enviando: { texto: 'Enviando', color: 'blue' },
  fallida: { texto: 'Fallida', color: 'red' },
};

/** One endpoint's deliveries, newest first, each with its attempts and «Reenviar» once it ended. */
export function RegistroEntregas({ empresaId, webhook }: { empresaId: string | undefined; webhook: Webhook }) {
  const { data, error, isLoading, mutate } = useEntregas(empresaId, webhook.id);
  const [enviando, setEnviando] = useState<string | null>(null);
  const reenviar = async (e: EntregaWebhook) => {
    setEnviando(e.id);
    try {
      await reenviarEntrega(empresaId, webhook.id, e.id);
      toaster.create({ type: 'success', title: msg.reenvioPedido });
      await mutate();
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo reenviar') });
    } finally {
      setEnviando(null);
    }
  };
  if (error) return <ErrorCarga titulo="No se pudo cargar el registro de entregas" error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="16" />;
  if (data.items.length === 0) return <Text color="fg.muted">Aún no hay entregas. Prueba con «Enviar evento de prueba».</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label={`Registro de entregas de ${webhook.url}`}>
      {data.items.map((e) => {
        const ultimo = e.intentos.at(-1);
        const estado = ESTADO_ENTREGA[e.estado];
        return (
          <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
            <Flex gap="2" wrap="wrap" align="center" justify="space-between">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{etiquetaEvento(e.tipo)}</Text>
                <Badge colorPalette={estado.color}>{estado.texto}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {formatFechaHora(e.creadoEn)}
                </Text>
              </HStack>
              {(e.estado === 'entregada' || e.estado === 'fallida') && webhook.estado === 'activo' && (
                <Button size="xs" variant="outline" loading={enviando === e.id} onClick={() => void reenviar(e)}>
                  <RefreshIcon />
                  Reenviar
                </Button>
              )}
            </Flex>
            <Text fontSize="sm" mt="1">
              {e.intentos.length === 1 ? '1 intento' : `${e.intentos.length} intentos`}
              {ultimo && ` · último: ${ultimo.status ?? 'sin respuesta'}, ${formatFechaHora(ultimo.en)} (${ultimo.duracionMs} ms)`}
              {e.proximoIntentoEn && ` · próximo: ${formatFechaHora(e.proximoIntentoEn)}`}
            </Text>
            {ultimo?.respuesta && (
              <Code display="block" mt="1" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" maxH="16" overflow="hidden">
                {ultimo.respuesta}
              </Code>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
