// The scaffold every list screen shares (Candidatos, Entrevistas, Informes, Servicios HR, Áreas,
// Usuarios; docs/operations.md "Adding a list screen with a create dialog"; D92): the title with its
// count, the description and the screen's actions; what goes above the filters (figure cards, a
// notice); the search with the screen's filters and 'Actualizar'; then the body (pantalla-lista-cuerpo.tsx):
// exactly one of the load error, the skeleton, the empty state or the items with 'Cargar más', read
// from the list as its hook gives it. The screen keeps what is its own: the query, the cards, the
// dialogs (passed as children).
import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  type InputGroupProps,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RefreshIcon, SearchIcon } from './icons';
import { CuerpoLista, type ListaMostrada } from './pantalla-lista-cuerpo';

export type PantallaListaProps<T> = ListaMostrada<T> & {
  titulo: string;
  descripcion: ReactNode;
  /**
   * The count beside the title, once something has loaded; `nombre` ends its spoken label ("12
   * candidatos"). It counts the list's items (and says "or more" while it has a next page) unless
   * given its own `total`.
   */
  contador?: { nombre: string; total?: number };
  /** The screen's buttons, right of the title (under it on a phone). */
  acciones?: ReactNode;
  /** Between the title and the filters: figure cards, a notice. */
  resumen?: ReactNode;
  /** The search, with the filters and 'Actualizar' beside it; a screen without one has no such bar. */
  busqueda?: { etiqueta: string; placeholder: string; valor: string; onChange: (valor: string) => void };
  /** Selects beside the search. */
  filtros?: ReactNode;
  /** 'fila': the search grows and the filters sit on its right; 'envolver': many filters wrap under it. */
  barra?: 'fila' | 'envolver';
  /** 'Actualizar', and the retry of a failed load. */
  onActualizar: () => void;
  /** The screen's dialogs. */
  children?: ReactNode;
};

export function PantallaLista<T>(props: PantallaListaProps<T>) {
  const { titulo, descripcion, contador, acciones, resumen, busqueda, filtros, barra = 'fila', lista, onActualizar, children } = props;
  const total = contador?.total ?? lista.items.length;
  const hayMas = contador?.total === undefined && !!lista.hayMas;

  const actualizar = (
    <IconButton variant="outline" aria-label="Actualizar" onClick={onActualizar} loading={lista.isValidating && !lista.cargando}>
      <RefreshIcon />
    </IconButton>
  );
  const buscador = busqueda && <SearchField {...busqueda} flex={barra === 'envolver' ? { base: '1 1 100%', lg: '1 1 16rem' } : '1'} />;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <HStack gap="3">
            <Heading as="h1" size="2xl">
              {titulo}
            </Heading>
            {contador && !lista.cargando && !(lista.error && lista.items.length === 0) && (
              <Badge colorPalette="brand" variant="subtle" size="lg" aria-label={`${total}${hayMas ? ' o más' : ''} ${contador.nombre}`}>
                {total}
                {hayMas ? '+' : ''}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">{descripcion}</Text>
        </Box>
        {acciones && (
          <HStack gap="3" flexShrink="0" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            {acciones}
          </HStack>
        )}
      </Flex>

      {resumen}

      {!busqueda ? null : barra === 'envolver' ? (
        <Flex gap="3" wrap="wrap" align="center">
          {buscador}
          {filtros}
          {actualizar}
        </Flex>
      ) : (
        <Flex gap="3" direction={filtros ? { base: 'column', md: 'row' } : 'row'}>
          {buscador}
          <HStack gap="3">
            {filtros}
            {actualizar}
          </HStack>
        </Flex>
      )}

      <CuerpoLista {...props} onReintentar={onActualizar} />
      {children}
    </Stack>
  );
}

interface SelectFiltroProps<V extends string> {
  etiqueta: string;
  valor: V | '';
  onChange: (valor: V | '') => void;
  opciones: readonly V[];
  /** Each option's text. */
  nombre: (valor: V) => string;
  /** The first option, that filters nothing ('Todos los estados'); without it every option is a value. */
  todos?: string;
  ancho?: NativeSelect.RootProps['width'];
}

export interface SearchFieldProps extends Omit<InputGroupProps, 'children' | 'startElement' | 'onChange'> {
  /** The field's accessible name. */
  etiqueta: string;
  placeholder: string;
  valor: string;
  onChange: (valor: string) => void;
  /** The input's background, where the field sits on a tinted surface. */
  fondo?: string;
}

/** A list's search field (the list screens, Empresas, the SaaS panel's tenants); the group takes layout props. */
export function SearchField({ etiqueta, placeholder, valor, onChange, fondo, ...grupo }: SearchFieldProps) {
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} {...grupo}>
      <Input
        bg={fondo}
        type="search"
        aria-label={etiqueta}
        placeholder={placeholder}
        value={valor}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </InputGroup>
  );
}

/** One of a list screen's filter selects. */
export function FilterSelect<V extends string>({
  etiqueta,
  valor,
  onChange,
  opciones,
  nombre,
  todos,
  ancho = { base: 'full', md: '52' },
}: SelectFiltroProps<V>) {
  return (
    <NativeSelect.Root width={ancho}>
      <NativeSelect.Field aria-label={etiqueta} value={valor} onChange={(e) => onChange(e.target.value as V | '')}>
        {todos !== undefined && <option value="">{todos}</option>}
        {opciones.map((o) => (
          <option key={o} value={o}>
            {nombre(o)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * «Filtrar por estado» over a list's states, each named by its label table (Candidatos, Entrevistas,
 * Informes, Vacantes): the same words on every screen.
 */
export function FiltroEstado<V extends string>({
  estados,
  etiquetas,
  todos = 'Todos los estados',
  ...resto
}: Pick<SelectFiltroProps<V>, 'valor' | 'onChange' | 'ancho'> & { estados: readonly V[]; etiquetas: Record<V, string>; todos?: string }) {
  return <FilterSelect etiqueta="Filtrar por estado" opciones={estados} nombre={(e) => etiquetas[e]} todos={todos} {...resto} />;
}
