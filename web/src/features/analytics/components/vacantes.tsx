// Analytics' «Vacantes» (issue 66 item 7, D194): the figures of one vacancy of the company, chosen from
// its latest ones (open first as the list orders them), the same view as the vacancy's «Cifras».
import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_VACANTE } from '@shared/schemas/vacante';
import { OptionSelect } from '../../../components/option-select';
import { CifrasVacanteVista } from '../../../components/cifras-vacante';
import { usePaginada } from '../../../lib/use-paginada';
import { Bloque, SinDatos } from './bloque';

export function VacantesBloque({ empresaId }: { empresaId: string | undefined }) {
  const { items: vacantes } = usePaginada('GET /api/vacantes', { empresaId });
  const [elegida, setElegida] = useState<string | null>(null);
  const id = elegida ?? vacantes[0]?.id ?? null;
  return (
    <Bloque
      titulo="Vacantes"
      descripcion="Solicitudes, entrevistas hechas, tiempos hasta la entrevista y hasta una decisión, y conversión por etapa de cada vacante."
    >
      {vacantes.length === 0 || !id ? (
        <SinDatos detalle="Aún no hay vacantes." />
      ) : (
        <Stack gap="3">
          <OptionSelect
            aria-label="Vacante"
            value={id}
            options={vacantes.map((v) => ({ value: v.id, label: `${v.titulo} · ${ETIQUETA_ESTADO_VACANTE[v.estado]}` }))}
            onChange={(e) => setElegida(e.target.value)}
            maxW="md"
          />
          <CifrasVacanteVista key={id} vacanteId={id} empresaId={empresaId} />
        </Stack>
      )}
    </Bloque>
  );
}
