// A figure on a card (dashboards, the companies summary): what it counts, the value, a line of
// detail and a coloured icon. A number is written the Spanish way (1.234); while `cargando`, a
// placeholder stands in for the value. The card is a named group, so the figure reads with its label.
import type { ReactNode } from 'react';
import { Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';

const NUM = new Intl.NumberFormat('es-ES');

interface TarjetaCifraProps {
  etiqueta: string;
  valor: ReactNode;
  detalle?: ReactNode;
  icono: ReactNode;
  /** A Chakra colour palette: brand, green, purple, orange, gray… */
  color?: string;
  cargando?: boolean;
}

export function TarjetaCifra({ etiqueta, valor, detalle, icono, color = 'brand', cargando = false }: TarjetaCifraProps) {
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="group" aria-label={etiqueta}>
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {etiqueta}
            </Text>
            {cargando ? (
              <Skeleton height="8" width="16" mt="1" />
            ) : (
              <Text fontSize="3xl" fontWeight="bold" lineHeight="short" mt="1" truncate>
                {/* The browser reports this value's paint (Element Timing), which `npm run bench:arranque`
                    reads as the moment the figures are on screen; a plain element, as Chakra's drop the attribute. */}
                <span {...{ elementtiming: 'cifra' }}>{typeof valor === 'number' ? NUM.format(valor) : valor}</span>
              </Text>
            )}
            {detalle && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                {detalle}
              </Text>
            )}
          </Box>
          <Box p="2" rounded="lg" bg={`${color}.subtle`} color={`${color}.fg`} flexShrink="0" aria-hidden>
            {icono}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
