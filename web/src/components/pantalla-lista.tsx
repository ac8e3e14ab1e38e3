// The scaffold every list screen shares (Candidatos, Entrevistas, Informes, Servicios HR; docs/operations.md
// "Adding a list screen with a create dialog"): the title with its count, the description and the
// screen's actions; what goes above the filters (figure cards, a notice); the search with the
// screen's filters and 'Actualizar'; then exactly one of the load error, the skeleton, the empty
// state (one for "nothing yet", one for "nothing matches") or the items with 'Cargar más'. The
// screen keeps what is its own: the query, the cards, the dialogs (passed as children).
import { Fragment, type ReactNode } from 'react';
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
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CargarMas } from './cargar-mas';
import { ErrorCarga } from './error-carga';
import { RefreshIcon, SearchIcon } from './icons';

export interface PantallaListaProps<T> {
  titulo: string;
  descripcion: ReactNode;
  /** The count beside the title, once something has loaded; `nombre` ends its spoken label ("12 candidatos"). */
  contador?: { total: number; hayMas?: boolean; nombre: string };
  /** The screen's buttons, right of the title (under it on a phone). */
  acciones?: ReactNode;
  /** Between the title and the filters: figure cards, a notice. */
  resumen?: ReactNode;
  busqueda: { etiqueta: string; placeholder: string; valor: string; onChange: (valor: string) => void };
  /** Selects beside the search. */
  filtros?: ReactNode;
  /** 'fila': the search grows and the filters sit on its right; 'envolver': many filters wrap under it. */
  barra?: 'fila' | 'envolver';
  onActualizar: () => void;
  /** A reload is under way (not the first load). */
  actualizando: boolean;
  cargando: boolean;
  error: unknown;
  /**
   * What a failed load says. With `titulo`, a failure with nothing on screen is the retry panel;
   * without it, the line alone. `texto` is the line shown (above the items when some are on screen).
   */
  errorCarga: { titulo?: string; texto: (error: unknown) => string };
  items: readonly T[];
  clave: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Cards in a grid (one column on a phone) or full-width rows. */
  disposicion?: 'rejilla' | 'columna';
  alturaEsqueleto: string;
  /** A search or filter is on: the empty state says nothing matches instead of nothing yet. */
  filtrando: boolean;
  vacio: ReactNode;
  vacioFiltrado: ReactNode;
  /** Said when a page came back with no match but the server has more (filters applied page by page). */
  sinCoincidenciasAun?: ReactNode;
  /** A paginated list (usePaginada): 'Cargar más' while there is a next page. */
  paginas?: { hayMas: boolean; cargandoMas: boolean; cargarMas: () => unknown };
  /** The screen's dialogs. */
  children?: ReactNode;
}

const REJILLA = { base: 1, md: 2, xl: 3 } as const;

export function PantallaLista<T>(props: PantallaListaProps<T>) {
  const { titulo, descripcion, contador, acciones, resumen, busqueda, filtros, barra = 'fila', items, error, cargando } = props;
  const { disposicion = 'rejilla', alturaEsqueleto, filtrando, paginas } = props;
  const hayMas = paginas?.hayMas ?? false;
  const vacia = items.length === 0;

  const actualizar = (
    <IconButton variant="outline" aria-label="Actualizar" onClick={props.onActualizar} loading={props.actualizando}>
      <RefreshIcon />
    </IconButton>
  );
  const buscador = <SearchField {...busqueda} flex={barra === 'envolver' ? { base: '1 1 100%', lg: '1 1 16rem' } : '1'} />;
  const lineaError = error ? (
    <Text color="red.fg" role="alert">
      {props.errorCarga.texto(error)}
    </Text>
  ) : null;
  const Contenedor = disposicion === 'rejilla' ? SimpleGrid : Stack;
  const rejilla = disposicion === 'rejilla' ? { columns: REJILLA } : {};

  let cuerpo: ReactNode;
  if (error && vacia) {
    cuerpo = props.errorCarga.titulo ? (
      <ErrorCarga titulo={props.errorCarga.titulo} error={error} onReintentar={props.onActualizar} />
    ) : (
      lineaError
    );
  } else if (cargando) {
    cuerpo = (
      <Contenedor {...rejilla} gap="4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={alturaEsqueleto} rounded="lg" />
        ))}
      </Contenedor>
    );
  } else if (vacia && !hayMas) {
    cuerpo = filtrando ? props.vacioFiltrado : props.vacio;
  } else {
    cuerpo = (
      <Stack gap="4">
        {lineaError}
        {vacia && props.sinCoincidenciasAun}
        <Contenedor {...rejilla} gap="4">
          {items.map((item) => (
            <Fragment key={props.clave(item)}>{props.render(item)}</Fragment>
          ))}
        </Contenedor>
        {paginas && <CargarMas lista={paginas} />}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <HStack gap="3">
            <Heading as="h1" size="2xl">
              {titulo}
            </Heading>
            {contador && !cargando && !(error && vacia) && (
              <Badge
                colorPalette="brand"
                variant="subtle"
                size="lg"
                aria-label={`${contador.total}${contador.hayMas ? ' o más' : ''} ${contador.nombre}`}
              >
                {contador.total}
                {contador.hayMas ? '+' : ''}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">{descripcion}</Text>
        </Box>
        {acciones && (
          <HStack gap="3" flexShrink="0">
            {acciones}
          </HStack>
        )}
      </Flex>

      {resumen}

      {barra === 'envolver' ? (
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

      {cuerpo}
      {props.children}
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
