// What the retention period erases this month (D151): the company's candidates not hired whose data
// the retention job erases this month, soonest first, and whether each has been warned. Shown above
// the candidates' list only when there is someone (one Query of the company's own index partition).
import { Alert, List, Text } from '@chakra-ui/react';
import { diaYMes as fecha } from '../../../lib/format';
import { useRuta } from '../../../lib/use-ruta';

export function RetencionMes({ empresaId }: { empresaId: string | undefined }) {
  const { data } = useRuta('GET /api/candidatos/retencion/mes', { query: { empresaId } });
  if (!data || data.items.length === 0) return null;
  const n = data.items.length;
  return (
    <Alert.Root status="info" variant="surface" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {n === 1 ? 'Este mes se borrarán los datos de 1 candidato' : `Este mes se borrarán los datos de ${n} candidatos`} por el plazo de
          conservación ({data.meses === 1 ? '1 mes' : `${data.meses} meses`})
        </Alert.Title>
        <Alert.Description>
          <Text mb="1">Candidatos no seleccionados cuyo proceso terminó; cada uno recibe un aviso por email 7 días antes.</Text>
          <List.Root ps="5">
            {data.items.map((i) => (
              <List.Item key={i.candidatoId}>
                {i.candidatoNombre}: {fecha(i.venceEn)}
                {i.avisado ? ' (avisado)' : ''}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
