// 'Ajustes de la empresa' (D129): the company's configuration entries (D61, named values, never
// secrets) had only their API; this lists them (paginated, by name) and creates, edits and deletes
// them with the same routes, for the company's admin and for the superadmin on the chosen company.
// The value is checked against its type here as the server checks it (shared errorValorTipo).
import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, HStack, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { configuracion as msg } from '@shared/messages';
import {
  errorValorTipo,
  MAX_VALOR,
  TIPOS_CONFIGURACION,
  type Configuracion,
  type TipoConfiguracion,
} from '@shared/schemas/configuracion-entradas';
import { CargarMas } from '../../../components/cargar-mas';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { mensajeDeError } from '../../../lib/form-errors';
import { useEliminacion } from '../../../lib/use-eliminacion';
import { usePaginada } from '../../../lib/use-paginada';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { ConfirmarEliminacion } from '../../../components/confirmar-eliminacion';

export const TIPO_ETIQUETA: Record<TipoConfiguracion, string> = {
  string: 'Texto',
  number: 'Número',
  boolean: 'Sí o no (true / false)',
  json: 'JSON',
};

const NOMBRE_VALIDO = /^[A-Za-z0-9_.-]{1,100}$/;

interface Borrador {
  nombre: string;
  tipo: TipoConfiguracion;
  valor: string;
  descripcion: string;
  activo: boolean;
}

const VACIO: Borrador = { nombre: '', tipo: 'string', valor: '', descripcion: '', activo: true };

/** What is wrong with each field, as the server would say it; empty when it can be sent. */
export function erroresAjuste(b: Borrador): Partial<Record<keyof Borrador, string>> {
  const e: Partial<Record<keyof Borrador, string>> = {};
  const nombre = b.nombre.trim();
  if (!nombre) e.nombre = msg.nombreObligatorio;
  else if (!NOMBRE_VALIDO.test(nombre)) e.nombre = msg.nombreFormato;
  if (b.valor.length > MAX_VALOR) e.valor = msg.valorLargo;
  else {
    const problema = errorValorTipo(b.tipo, b.valor);
    if (problema) e.valor = problema;
  }
  return e;
}

function DialogoAjuste({
  empresaId,
  actual,
  onClose,
  onGuardado,
}: {
  empresaId: string;
  actual: Configuracion | null;
  onClose: () => void;
  onGuardado: () => void;
}) {
  const inicial: Borrador = actual
    ? { nombre: actual.nombre, tipo: actual.tipo, valor: actual.valor, descripcion: actual.descripcion ?? '', activo: actual.activo }
    : VACIO;
  const [b, setB] = useState<Borrador>(inicial);
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const errores = tocado ? erroresAjuste(b) : {};
  const cambiado = JSON.stringify(b) !== JSON.stringify(inicial);
  const cambiar = (c: Partial<Borrador>) => {
    setB((x) => ({ ...x, ...c }));
    setErrorServidor(null);
  };

  const enviar = async () => {
    setTocado(true);
    if (Object.keys(erroresAjuste(b)).length) return;
    setEnviando(true);
    const datos = {
      nombre: b.nombre.trim(),
      tipo: b.tipo,
      valor: b.valor,
      activo: b.activo,
      descripcion: b.descripcion.trim() || undefined,
    };
    try {
      const { message } = actual
        ? await llamar('PUT /api/configuracion/{id}', { params: { id: actual.id }, query: { empresaId }, body: datos })
        : await llamar('POST /api/configuracion', { body: { empresaId, ...datos } });
      toaster.create({ type: 'success', title: message || (actual ? msg.actualizada : msg.creada) });
      onGuardado();
      onClose();
    } catch (e) {
      setErrorServidor(mensajeDeError(e, actual ? msg.errorActualizar : msg.errorCrear));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <FormDialog
      title={actual ? `Editar «${actual.nombre}»` : 'Nuevo ajuste'}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
      isSubmitting={enviando}
      submitLabel={actual ? 'Guardar cambios' : 'Crear ajuste'}
      submittingLabel="Guardando..."
      unsavedChanges={cambiado}
    >
      <Stack gap="4">
        <FormField
          label="Nombre"
          required
          error={errores.nombre}
          helperText="Letras sin tildes, números, puntos, guiones y guiones bajos; único en la empresa."
        >
          <Input value={b.nombre} onChange={(e) => cambiar({ nombre: e.target.value })} placeholder="entrevistas.duracion_maxima" />
        </FormField>
        <FormField label="Tipo">
          <OptionSelect
            options={opcionesDe(TIPOS_CONFIGURACION, (t) => TIPO_ETIQUETA[t])}
            value={b.tipo}
            onChange={(e) => cambiar({ tipo: e.target.value as TipoConfiguracion })}
          />
        </FormField>
        <FormField label="Valor" required error={errores.valor}>
          <Textarea value={b.valor} onChange={(e) => cambiar({ valor: e.target.value })} rows={b.tipo === 'json' ? 5 : 2} />
        </FormField>
        <FormField label="Descripción">
          <Input value={b.descripcion} onChange={(e) => cambiar({ descripcion: e.target.value })} />
        </FormField>
        <Switch.Root checked={b.activo} onCheckedChange={(e) => cambiar({ activo: e.checked })}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Activo</Switch.Label>
        </Switch.Root>
        {errorServidor && (
          <Text color="fg.error" role="alert">
            {errorServidor}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

export function AjustesEmpresa({ empresaId, nombreEmpresa }: { empresaId: string; nombreEmpresa: string }) {
  const lista = usePaginada('GET /api/configuracion/empresa/{empresaId}', {}, { params: { empresaId }, limite: 50 });
  const [dialogo, setDialogo] = useState<{ actual: Configuracion | null } | null>(null);
  const items: Configuracion[] = lista.items;
  const eliminacion = useEliminacion<Configuracion>(
    (c) => llamar('DELETE /api/configuracion/{id}', { params: { id: c.id }, query: { empresaId } }),
    { exito: msg.eliminada, error: (e) => mensajeDeError(e, msg.errorEliminar) },
    () => void lista.recargar().catch(() => undefined),
  );
  return (
    <Stack gap="4" as="section" aria-label="Ajustes de la empresa">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <Text color="fg.muted">
            Valores con nombre que guarda {nombreEmpresa} (por ejemplo, preferencias de sus integraciones). No guardes aquí claves ni
            contraseñas: las claves de IA tienen su propio apartado.
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setDialogo({ actual: null })}>
          Nuevo ajuste
        </Button>
      </Flex>
      {lista.error ? (
        <Text color="fg.error" role="alert">
          {mensajeDeError(lista.error, msg.errorObtenerLista)}
        </Text>
      ) : lista.cargando ? (
        <Text color="fg.muted">Cargando ajustes...</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">Todavía no hay ajustes. Pulsa «Nuevo ajuste» para crear el primero.</Text>
      ) : (
        <Stack gap="2">
          {items.map((c) => (
            <Card.Root key={c.id} variant="outline" bg="bg" data-testid={`ajuste-${c.nombre}`}>
              <Card.Body p="3" gap="2">
                <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minW="0" flex="1">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold" wordBreak="break-all">
                        {c.nombre}
                      </Text>
                      <Badge variant="subtle">{TIPO_ETIQUETA[c.tipo]}</Badge>
                      <Badge colorPalette={c.activo ? 'green' : 'gray'} variant="subtle">
                        {c.activo ? 'Activo' : 'Inactivo'}
                      </Badge>
                    </HStack>
                    <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" lineClamp={3}>
                      {c.valor || '(vacío)'}
                    </Text>
                    {c.descripcion && (
                      <Text fontSize="sm" color="fg.muted">
                        {c.descripcion}
                      </Text>
                    )}
                  </Box>
                  <HStack gap="2">
                    <Button size="sm" variant="outline" onClick={() => setDialogo({ actual: c })} aria-label={`Editar ${c.nombre}`}>
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => eliminacion.pedir(c)}
                      aria-label={`Eliminar ${c.nombre}`}
                    >
                      Eliminar
                    </Button>
                  </HStack>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
          <CargarMas lista={lista} />
        </Stack>
      )}
      {dialogo && (
        <DialogoAjuste
          empresaId={empresaId}
          actual={dialogo.actual}
          onClose={() => setDialogo(null)}
          onGuardado={() => void lista.recargar().catch(() => undefined)}
        />
      )}
      <ConfirmarEliminacion eliminacion={eliminacion} title={(a) => `¿Eliminar el ajuste «${a.nombre}»?`}>
        {() => <>Se borra el ajuste y su valor de {nombreEmpresa}.</>}
      </ConfirmarEliminacion>
    </Stack>
  );
}
