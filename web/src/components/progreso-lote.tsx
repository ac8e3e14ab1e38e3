// A bulk action's progress (issue 66 item 5, D190, D200): done, with incidents, left — asked for every
// second until it ends — then each candidate's result. Shown on a vacancy's board and on the candidates
// list (people added to a vacancy from there); the lists are read again when it ends.
import { useEffect, useRef } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { fmt } from '@shared/messages';
import { cuenta } from '@shared/plural';
import { nombreEtapa } from '@shared/schemas/etapas-vacante';
import { ETIQUETA_EMAIL_RESULTADO } from '@shared/schemas/lote-vacante';
import { trabajoTerminado, trabajoVivo } from '@shared/schemas/trabajo';
import { mensajeDeError } from '../lib/form-errors';
import { invalidar } from '../lib/invalidar';
import { useRuta } from '../lib/use-ruta';
import { BarraProgreso, porcentaje } from './barra-progreso';
import { TablaDesplazable } from './tabla-desplazable';

const RESULTADO: Record<'hecho' | 'fallido', string> = { hecho: 'Hecho', fallido: 'No se ha hecho' };

/** The action's progress, then each candidate's result; the board is read again when it ends. */
export function ProgresoLote({
  vacanteId,
  empresaId,
  loteId,
  onCerrar,
  vacante,
}: {
  vacanteId: string;
  empresaId: string | undefined;
  loteId: string;
  onCerrar: () => void;
  /** The vacancy's title, where the screen is not the vacancy's own (the candidates list). */
  vacante?: string;
}) {
  const { data, error } = useRuta(
    'GET /api/vacantes/{id}/lotes/{loteId}',
    { params: { id: vacanteId, loteId }, query: { empresaId } },
    { refreshInterval: (d) => (trabajoTerminado(d?.estado) ? 0 : 1000) },
  );
  const etapas = useRuta('GET /api/vacantes/etapas', { query: { empresaId } }).data?.etapas;
  const terminada = trabajoTerminado(data?.estado);
  const avisada = useRef(false);
  useEffect(() => {
    if (terminada && !avisada.current) {
      avisada.current = true;
      void invalidar('vacantes', 'candidatos');
    }
  }, [terminada]);
  if (error) return <Alert.Root status="error">{mensajeDeError(error, 'No se pudo leer el progreso de la acción en bloque')}</Alert.Root>;
  if (!data) return null;
  const pendientes = data.total - data.procesados;
  const texto = `${cuenta(data.hechos, 'hecho', 'hechos')} · ${cuenta(data.fallidos, 'sin hacer', 'sin hacer')} · ${cuenta(pendientes, 'pendiente', 'pendientes')}`;
  const accion = {
    mover: `Mover a «${nombreEtapa(etapas, data.etapa!)}»`,
    rechazar: 'Rechazar',
    // Several templates (D205): each candidate's stage's own, or the vacancy's; no single name is true.
    invitar: data.serviciosEtapa ? 'Invitar a la entrevista de su etapa' : `Invitar a «${data.servicio?.nombre ?? 'la entrevista'}»`,
    reenviar: 'Reenviar la invitación',
    unir: `Añadir a ${vacante ? `«${vacante}»` : 'la vacante'} en «${nombreEtapa(etapas, data.etapa ?? 'nuevo')}»`,
  }[data.accion];
  return (
    <Box as="section" aria-label="Progreso de la acción en bloque" borderWidth="1px" rounded="md" p="3">
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="medium">
            {accion} · {cuenta(data.total, 'candidato', 'candidatos')}
          </Text>
          {!trabajoVivo(data.estado) && (
            <Button size="xs" variant="ghost" onClick={onCerrar}>
              Cerrar
            </Button>
          )}
        </HStack>
        <BarraProgreso
          valor={porcentaje(data.procesados, data.total)}
          texto={texto}
          etiqueta="Progreso de la acción en bloque"
          color={data.estado === 'fallida' ? 'red' : 'brand'}
          estado={data.estado}
        />
        {data.error && <Text color="fg.error">{data.error}</Text>}
        {terminada && data.resultados.length > 0 && (
          <TablaDesplazable etiqueta="Resultado de cada candidato" minW="32rem" columnas={['Candidato', 'Resultado', 'Detalle']}>
            {data.resultados.map((r) => (
              <Table.Row key={r.indice}>
                <Table.Cell>{r.candidato?.nombre ?? 'Candidato borrado'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={r.resultado === 'hecho' ? 'green' : 'orange'}>{RESULTADO[r.resultado]}</Badge>
                </Table.Cell>
                <Table.Cell fontSize="sm">
                  {[r.motivo, r.email ? ETIQUETA_EMAIL_RESULTADO[r.email] : null].filter(Boolean).join(' · ')}
                </Table.Cell>
              </Table.Row>
            ))}
          </TablaDesplazable>
        )}
        {terminada && data.cursor && (
          <Text fontSize="sm" color="fg.muted">
            {fmt('Se muestran los primeros {n}.', { n: data.resultados.length })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
