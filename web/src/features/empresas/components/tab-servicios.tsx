// Servicios: the HR services the company contracts, one checkbox each, from GET /api/servicios-hr.
// When that list cannot be loaded the tab says so and offers the three built-in services (part 1 §2.7).
import { useFormContext } from 'react-hook-form';
import { Alert, Badge, CheckboxCard, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { etiquetaServicioContratado } from '@shared/empresa-etiquetas';
import { empresas as msgEmpresas } from '@shared/messages';
import { useServiciosHr } from '../api/empresas';
import type { ValoresEmpresa } from '../empresa-form';
import { SERVICIOS_BASE } from '../etiquetas';

interface ServicioOpcion {
  codigo: string;
  nombre: string;
  descripcion?: string;
  activo: boolean;
}

const CATEGORIA_ETIQUETA: Record<string, string> = {
  evaluacion: 'Evaluación',
  desarrollo: 'Desarrollo',
  seleccion: 'Selección',
  organizacional: 'Organizacional',
};

export function TabServicios({ esSuperadmin }: { esSuperadmin: boolean }) {
  const { watch, getValues, setValue } = useFormContext<ValoresEmpresa>();
  const contratados = watch('serviciosContratados') ?? {};
  const { data, error, isLoading } = useServiciosHr();

  const categorias = new Map<string, string | undefined>();
  const opciones: ServicioOpcion[] = error
    ? SERVICIOS_BASE.map((s) => ({ ...s, activo: true }))
    : (data ?? []).map((s) => {
        categorias.set(s.codigo, s.categoria);
        return { codigo: s.codigo, nombre: s.nombre, descripcion: s.descripcion, activo: s.configuracion?.activo !== false };
      });
  // A contracted code the list does not name still shows, so it can be unticked.
  if (!isLoading) {
    for (const codigo of Object.keys(contratados)) {
      if (opciones.some((o) => o.codigo === codigo)) continue;
      const base = SERVICIOS_BASE.find((s) => s.codigo === codigo);
      opciones.push({ codigo, nombre: base?.nombre ?? etiquetaServicioContratado(codigo), descripcion: base?.descripcion, activo: true });
    }
  }

  // Read at the moment of the change: two quick clicks must not undo each other.
  const cambiar = (codigo: string, marcado: boolean) =>
    setValue('serviciosContratados', { ...getValues('serviciosContratados'), [codigo]: marcado }, { shouldDirty: true });

  const marcados = opciones.filter((o) => contratados[o.codigo]).length;

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {esSuperadmin
          ? 'Marca los servicios de RR. HH. que la empresa tiene contratados.'
          : 'Los servicios contratados los gestiona el Super Admin.'}{' '}
        {!isLoading && `${marcados} de ${opciones.length} contratados.`}
      </Text>
      {error && (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{msgEmpresas.errorServiciosHr}</Alert.Title>
            <Alert.Description>Se muestran los servicios básicos de la plataforma.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="20" rounded="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {opciones.map((servicio) => {
            const categoria = categorias.get(servicio.codigo);
            return (
              <CheckboxCard.Root
                key={servicio.codigo}
                colorPalette="brand"
                checked={!!contratados[servicio.codigo]}
                disabled={!esSuperadmin}
                onCheckedChange={(e) => cambiar(servicio.codigo, e.checked === true)}
              >
                <CheckboxCard.HiddenInput />
                <CheckboxCard.Control>
                  <CheckboxCard.Content>
                    <HStack gap="2" wrap="wrap">
                      <CheckboxCard.Label>{servicio.nombre}</CheckboxCard.Label>
                      {categoria && CATEGORIA_ETIQUETA[categoria] && (
                        <Badge size="sm" variant="subtle">
                          {CATEGORIA_ETIQUETA[categoria]}
                        </Badge>
                      )}
                      {!servicio.activo && (
                        <Badge size="sm" colorPalette="gray" variant="outline">
                          Inactivo
                        </Badge>
                      )}
                    </HStack>
                    {servicio.descripcion && <CheckboxCard.Description>{servicio.descripcion}</CheckboxCard.Description>}
                  </CheckboxCard.Content>
                  <CheckboxCard.Indicator />
                </CheckboxCard.Control>
              </CheckboxCard.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
