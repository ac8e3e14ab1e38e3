// When and how long (part 2 §5): the date-time (minimum now, on the clock of the chosen zone), the
// duration (30/45/60/90/120 minutes, default 60) and the time zone. Shared by 'Programar entrevista'
// and 'Reprogramar entrevista'; the form they sit in registers them.
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { ENTREVISTAS } from '@shared/constants';
import { FormField } from '../../../components/form-field';
import { OptionSelect } from '../../../components/option-select';
import { etiquetaDesfase, horaLocal, zonasDisponibles } from '../../../lib/zona-horaria';

const DURACIONES = ENTREVISTAS.duracionesMinutos.map((d) => ({ value: String(d), label: `${d} minutos` }));

interface CamposFechaProps {
  fecha: UseFormRegisterReturn;
  duracion: UseFormRegisterReturn;
  zona: UseFormRegisterReturn;
  /** The zone chosen now: the date-time is read on its clock. */
  zonaActual: string;
  /** Zones the list must offer even if the browser does not list them (the default, the interview's). */
  zonasFijas: string[];
  errores: { fecha?: string; duracion?: string; zona?: string };
}

export function CamposFecha({ fecha, duracion, zona, zonaActual, zonasFijas, errores }: CamposFechaProps) {
  // Fixed for the dialog's life: the zones it must offer, and "now" for the picker's minimum (on the
  // chosen zone's clock; the form checks the date again when it is sent, and the server too).
  const [ahora] = useState(() => Date.now());
  const [zonas] = useState(() =>
    zonasDisponibles(...zonasFijas).map((z) => ({ value: z, label: `${z.replace(/_/g, ' ')} (${etiquetaDesfase(z, ahora)})` })),
  );
  const minimo = horaLocal(ahora, zonaActual);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Fecha y hora" required error={errores.fecha} helperText={`Hora de ${zonaActual.replace(/_/g, ' ')}`}>
          <Input type="datetime-local" min={minimo} step={60} {...fecha} />
        </FormField>
        <FormField label="Duración" error={errores.duracion}>
          <OptionSelect options={DURACIONES} {...duracion} />
        </FormField>
      </SimpleGrid>
      <FormField label="Zona horaria" error={errores.zona} helperText="La fecha del email al candidato se escribe en esta zona">
        <OptionSelect options={zonas} {...zona} />
      </FormField>
    </Stack>
  );
}
