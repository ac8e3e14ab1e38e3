// The Dashboard's quick exports (part 2 §2): users, billing and analytics as dated CSV downloads
// (`{tipo}_{YYYY-MM-DD}.csv`, D97). Each button downloads the file itself; a large export opens
// its short-lived link instead, and says so.
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TipoExportacion } from '@shared/schemas/saas';
import { DownloadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { descargarExportacion } from '../api/exportar';

const BOTONES: Array<[TipoExportacion, string]> = [
  ['usuarios', 'Exportar usuarios'],
  ['facturacion', 'Exportar facturación'],
  ['analytics', 'Exportar analytics'],
];

export function Exportaciones() {
  const [enCurso, setEnCurso] = useState<TipoExportacion | null>(null);
  const exportar = async (tipo: TipoExportacion) => {
    setEnCurso(tipo);
    try {
      const r = await descargarExportacion(tipo);
      toaster.create({ type: 'success', title: r.forma === 'enlace' ? (r.mensaje ?? r.nombre) : `Descargado ${r.nombre}` });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo exportar') });
    } finally {
      setEnCurso(null);
    }
  };
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Exportaciones rápidas
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Archivos CSV (UTF-8) con la fecha de hoy en el nombre.
      </Text>
      <HStack gap="2" wrap="wrap">
        {BOTONES.map(([tipo, etiqueta]) => (
          <Button key={tipo} variant="outline" loading={enCurso === tipo} disabled={enCurso !== null} onClick={() => void exportar(tipo)}>
            <DownloadIcon />
            {etiqueta}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
