// The Informes screen's mark of what must not be missed (D150): the candidates' views on their
// assessment still waiting for the company's answer, oldest first, each opening its report (where
// the answer form is). Nothing when none is open.
import { Alert, Button, List, Text } from '@chakra-ui/react';
import { useRuta } from '../../../lib/use-ruta';

const dia = (iso: string) => new Date(iso).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

export function ImpugnacionesPendientes({
  empresaId,
  onAbrir,
}: {
  empresaId: string | undefined;
  onAbrir: (entrevistaId: string) => void;
}) {
  const { data } = useRuta('GET /api/informes/impugnaciones', { query: { empresaId } });
  if (!data || data.length === 0) return null;
  return (
    <Alert.Root status="warning" rounded="md" data-testid="impugnaciones-pendientes">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {data.length === 1
            ? 'Un candidato espera respuesta a su opinión sobre la evaluación'
            : `${data.length} candidatos esperan respuesta a su opinión sobre la evaluación`}
        </Alert.Title>
        <List.Root mt="2" gap="1" ps="4">
          {data.map((p) => (
            <List.Item key={p.entrevistaId}>
              <Text as="span">
                {p.candidatoNombre} · {p.servicioNombre} · {dia(p.enviadaEn)}
                {p.pideRevision ? ' · pide que una persona revise la evaluación' : ''}{' '}
              </Text>
              <Button size="xs" variant="outline" onClick={() => onAbrir(p.entrevistaId)} aria-label={`Responder a ${p.candidatoNombre}`}>
                Responder
              </Button>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
