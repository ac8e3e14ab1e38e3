// 'Primeros pasos' on a new company's dashboard (D164), for its admins: create an area, add a
// candidate, configure an AI key or use the built-in analyzer, schedule a first interview, invite a
// colleague — each ticked from the company's real data, each undone one with the way to do it, and
// 'Ocultar' to dismiss the list for good. Nothing is shown while it loads or if it cannot be read.
import { useNavigate } from 'react-router';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PASO_TEXTO } from '@shared/schemas/primeros-pasos';
import { CheckCircleIcon } from '../../../components/icons';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { useAccion } from '../../../lib/use-accion';
import { elegirPrimerosPasos, usePrimerosPasos } from '../api/primeros-pasos';

export function PrimerosPasos({ empresaId }: { empresaId: string }) {
  const navigate = useNavigate();
  const { data, mutate } = usePrimerosPasos(empresaId);
  const { enviando, ejecutar } = useAccion({ fallo: 'Error desconocido' });
  if (!data || data.oculta) return null;

  const elegir = (body: { oculta?: boolean; analizadorAceptado?: true }) =>
    ejecutar(async () => {
      const r = await elegirPrimerosPasos(empresaId, body);
      toaster.create({ type: 'success', title: r.message ?? '' });
      await mutate(r.data, { revalidate: false });
    });

  return (
    <Seccion
      enTarjeta
      titulo="Primeros pasos"
      descripcion={`${data.completados} de ${data.total} completados`}
      acciones={
        <Button size="sm" variant="ghost" loading={enviando} onClick={() => void elegir({ oculta: true })}>
          Ocultar
        </Button>
      }
    >
      <Stack as="ul" gap="2" aria-label="Primeros pasos">
        {data.pasos.map((p) => {
          const t = PASO_TEXTO[p.id];
          return (
            <HStack as="li" key={p.id} listStyleType="none" justify="space-between" gap="3" wrap="wrap" data-hecho={p.hecho}>
              <HStack gap="2" minW="0">
                <Box color={p.hecho ? 'green.fg' : 'fg.subtle'} aria-hidden>
                  <CheckCircleIcon boxSize="4" />
                </Box>
                <Text textDecoration={p.hecho ? 'line-through' : undefined} color={p.hecho ? 'fg.muted' : undefined}>
                  {t.titulo}
                </Text>
                {p.hecho && (
                  <Badge colorPalette="green" size="sm">
                    Hecho
                  </Badge>
                )}
              </HStack>
              {!p.hecho && (
                <HStack gap="2">
                  {p.id === 'ia' && (
                    <Button size="xs" variant="outline" disabled={enviando} onClick={() => void elegir({ analizadorAceptado: true })}>
                      Usar el analizador integrado
                    </Button>
                  )}
                  <Button size="xs" variant="outline" onClick={() => navigate(t.enlace)}>
                    {t.accion}
                  </Button>
                </HStack>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Seccion>
  );
}
