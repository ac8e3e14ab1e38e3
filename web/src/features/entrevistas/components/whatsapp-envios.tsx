// The interview's WhatsApp sends (issue 68 items 4 and 7), on its screen: each notice or answer that went
// to the candidate by WhatsApp beside the mail — what, when, its state as Meta's statuses left it
// (Enviado, Entregado, Leído, Fallido) or why it did not go (No enviado: no opt-in, a template not
// approved…), and its estimated cost from Meta's published rates. Nothing shows for an interview whose
// company has no WhatsApp connected (nothing is recorded then).
import { useId } from 'react';
import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { whatsappEnvio as msg, fmt } from '@shared/messages';
import type { EnvioWhatsApp } from '@shared/schemas/whatsapp-envios';
import { plantillaWhatsApp } from '@shared/whatsapp-plantillas';
import { formatearUsd as usd } from '@shared/whatsapp-tarifas';
import { useRuta } from '../../../lib/use-ruta';
import { formatFechaHora } from '../../../lib/format';

const ESTADO: Record<EnvioWhatsApp['estado'], { texto: string; color: string }> = {
  enviado: { texto: msg.estadoEnviado, color: 'blue' },
  entregado: { texto: msg.estadoEntregado, color: 'green' },
  leido: { texto: msg.estadoLeido, color: 'green' },
  fallido: { texto: msg.estadoFallido, color: 'red' },
  no_enviado: { texto: msg.estadoNoEnviado, color: 'gray' },
};

export function costeEnvio(e: Pick<EnvioWhatsApp, 'estado' | 'precioEstimado' | 'mercado'>): string | null {
  if (e.estado === 'no_enviado' || e.estado === 'fallido') return null;
  if (!e.precioEstimado) return fmt(msg.coste, { importe: msg.sinTarifa });
  if (e.precioEstimado.importe === 0) return msg.sinCoste;
  return fmt(msg.coste, { importe: `${usd(e.precioEstimado.importe)}${e.mercado ? ` (${e.mercado})` : ''}` });
}

/** How often a list with a send still «Enviado» is read again. */
const RELECTURA_MS = 5_000;

export function WhatsAppEnvios({ entrevistaId, empresaId }: { entrevistaId: string; empresaId?: string }) {
  const id = useId();
  // Meta's statuses arrive later by webhook: while a send is still only «Enviado», read again every few seconds.
  const { data } = useRuta(
    'GET /api/entrevistas/{id}/whatsapp',
    { params: { id: entrevistaId }, query: empresaId ? { empresaId } : {} },
    { refreshInterval: (d) => (d?.envios.some((e) => e.estado === 'enviado') ? RELECTURA_MS : 0) },
  );
  if (!data || data.envios.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={`${id}-t`} borderWidth="1px" rounded="md" p="4" data-testid="whatsapp-envios">
      <Heading as="h3" size="sm" id={`${id}-t`} mb="2">
        {msg.titulo}
      </Heading>
      <Stack as="ol" gap="2" fontSize="sm" aria-label={msg.titulo}>
        {data.envios.map((e) => {
          const estado = ESTADO[e.estado];
          const coste = costeEnvio(e);
          return (
            <Stack as="li" key={e.id} gap="0.5" listStyleType="none" borderTopWidth="1px" pt="2">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Text fontWeight="medium">
                  {e.tipo === 'texto' ? msg.textoLibre : (plantillaWhatsApp(e.plantilla ?? '')?.titulo ?? e.plantilla)}
                </Text>
                <HStack gap="2">
                  <Text color="fg.muted">{formatFechaHora(e.enviadoEn) ?? e.enviadoEn}</Text>
                  <Badge colorPalette={estado.color}>{estado.texto}</Badge>
                </HStack>
              </HStack>
              {e.motivo && <Text color={e.estado === 'fallido' ? 'fg.error' : 'fg.muted'}>{e.motivo}</Text>}
              {coste && <Text color="fg.muted">{coste}</Text>}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
