// People chosen in the Candidatos list, added to a vacancy at once (issue 66 item 5, D200): the bar that
// says how many are chosen (or «everyone the filters match», D203) and offers «Añadir a una vacante…»
// and «Elegir a todos…», and its dialog — which vacancy (open or
// paused: a closed one takes nobody) and at which of the company's stages («Nuevo» unless changed).
// The work runs in the vacancy's queue of bulk actions; the list shows its progress and each one's result.
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { cuenta } from '@shared/plural';
import { ETAPAS_POR_DEFECTO, nombreEtapa } from '@shared/schemas/etapas-vacante';
import { LOTE_VACANTE } from '@shared/schemas/lote-vacante';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { OptionSelect } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';
import { anadirAVacante, type FiltroCandidatos } from '../api/candidatos';

/** The people chosen by hand, id → name, in the order chosen. */
export type Elegidos = ReadonlyMap<string, string>;

export function conmutarElegido(s: Elegidos, id: string, nombre: string): Elegidos {
  const m = new Map(s);
  if (m.has(id)) m.delete(id);
  else m.set(id, nombre);
  return m;
}

/**
 * Who is chosen: people by hand, or everyone the list's filters match (D203), counted by the server
 * when the action is accepted — `cuantos` is known only when the list has shown all of them.
 */
export type Eleccion = { elegidos: Elegidos } | { filtro: FiltroCandidatos; filtrando: boolean; cuantos?: number };

interface BarraProps {
  empresaId: string | undefined;
  eleccion: Eleccion;
  /** «Elegir a todos…»: offered while only some are chosen by hand. */
  onElegirTodos?: () => void;
  /** The list's filters are on: the words say «que cumplen los filtros». */
  filtrando: boolean;
  onLimpiar: () => void;
  /** The action was accepted: the vacancy and the action, to follow its progress. */
  onLanzada: (lote: { vacanteId: string; titulo: string; loteId: string }) => void;
}

/** «Todos los candidatos» or «Todos los que cumplen los filtros», with how many when the list knows. */
export function textoTodos(filtrando: boolean, cuantos?: number): string {
  const base = filtrando ? 'Todos los que cumplen los filtros' : 'Todos los candidatos';
  return cuantos === undefined ? base : `${base}: ${cuenta(cuantos, 'candidato', 'candidatos')}`;
}

export function BarraElegidos({ empresaId, eleccion, onElegirTodos, filtrando, onLimpiar, onLanzada }: BarraProps) {
  const [abierto, setAbierto] = useState(false);
  const texto =
    'elegidos' in eleccion
      ? cuenta(eleccion.elegidos.size, 'candidato elegido', 'candidatos elegidos')
      : textoTodos(eleccion.filtrando, eleccion.cuantos);
  return (
    <Box as="section" aria-label="Candidatos elegidos" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="md" p="3">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <Text fontWeight="medium" aria-live="polite">
          {texto}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setAbierto(true)}>
            Añadir a una vacante…
          </Button>
          {onElegirTodos && (
            <Button size="sm" variant="outline" onClick={onElegirTodos}>
              {filtrando ? 'Elegir a todos los que cumplen los filtros' : 'Elegir a todos los candidatos'}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onLimpiar}>
            Quitar selección
          </Button>
        </HStack>
      </HStack>
      {abierto && (
        <AnadirAVacanteDialog
          empresaId={empresaId}
          eleccion={eleccion}
          onClose={() => setAbierto(false)}
          onLanzada={(l) => {
            setAbierto(false);
            onLimpiar();
            onLanzada(l);
          }}
        />
      )}
    </Box>
  );
}

function AnadirAVacanteDialog({
  empresaId,
  eleccion,
  onClose,
  onLanzada,
}: {
  empresaId: string | undefined;
  eleccion: Eleccion;
  onClose: () => void;
  onLanzada: BarraProps['onLanzada'];
}) {
  const vacantes = usePaginada('GET /api/vacantes', { empresaId }, { limite: 100 });
  const abiertas = vacantes.items.filter((v) => v.estado !== 'cerrada');
  const etapas = useRuta('GET /api/vacantes/etapas', { query: { empresaId } }).data?.etapas ?? ETAPAS_POR_DEFECTO;
  const [vacanteId, setVacanteId] = useState('');
  const [etapa, setEtapa] = useState('nuevo');
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title="Añadir a una vacante"
      description={descripcion(eleccion)}
      onClose={onClose}
      isSubmitting={enviando}
      submitLabel="Añadir"
      submittingLabel="Empezando…"
      submitDisabled={!vacanteId}
      onSubmit={async (e) => {
        e.preventDefault();
        setEnviando(true);
        setError(null);
        try {
          const { data, message } = await anadirAVacante(
            vacanteId,
            empresaId,
            'elegidos' in eleccion ? [...eleccion.elegidos.keys()] : eleccion.filtro,
            etapa,
          );
          toaster.create({ type: 'success', title: message });
          onLanzada({ vacanteId, titulo: abiertas.find((v) => v.id === vacanteId)?.titulo ?? '', loteId: data.id });
        } catch (err) {
          setError(mensajeDeError(err, 'No se pudo añadir a los candidatos a la vacante'));
        } finally {
          setEnviando(false);
        }
      }}
    >
      <Stack gap="4">
        <FormField label="Vacante" required error={error ?? undefined}>
          <OptionSelect
            value={vacanteId}
            emptyOption={vacantes.cargando ? 'Cargando vacantes…' : 'Elige una vacante'}
            options={abiertas.map((v) => ({ value: v.id, label: v.estado === 'en_pausa' ? `${v.titulo} (en pausa)` : v.titulo }))}
            onChange={(ev) => setVacanteId(ev.target.value)}
          />
        </FormField>
        {!vacantes.cargando && abiertas.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No hay vacantes abiertas ni en pausa: crea una en «Vacantes».
          </Text>
        )}
        <FormField label="Etapa en la que entran">
          <OptionSelect
            value={etapa}
            options={etapas.map((x) => ({ value: x.id, label: nombreEtapa(etapas, x.id) }))}
            onChange={(ev) => setEtapa(ev.target.value)}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Quien ya esté en la vacante se queda en su etapa. Nadie recibe un email por esto: invítalos después desde la vacante.
        </Text>
      </Stack>
    </FormDialog>
  );
}

/** Who the dialog adds: the names chosen (three, then how many more), or everyone the filters match. */
function descripcion(eleccion: Eleccion): string {
  if (!('elegidos' in eleccion))
    return `${textoTodos(eleccion.filtrando, eleccion.cuantos)}. Se cuentan al empezar, como mucho ${LOTE_VACANTE.maxCandidatos}.`;
  const nombres = [...eleccion.elegidos.values()];
  const quienes =
    nombres.length <= 3 ? nombres.join(', ') : `${nombres.slice(0, 3).join(', ')} y ${cuenta(nombres.length - 3, 'más', 'más')}`;
  return `${cuenta(eleccion.elegidos.size, 'candidato', 'candidatos')}: ${quienes}`;
}
