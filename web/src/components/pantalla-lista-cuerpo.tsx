// The body of a list screen (D92; PantallaLista, and Empresas under its own header): exactly one of
// the load error, the skeleton, the empty state (one for "nothing yet", one for "nothing matches") or
// the items with 'Cargar más', read from the list as its hook gives it — a usePaginada result as it
// is, or a read of the whole list (useRuta) through `listaDeLectura`. Empty means no items and no
// further page: a search filtered page by page may come back empty with more behind it, and says so.
import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, type SimpleGridProps, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CargarMas } from './cargar-mas';
import { ErrorCarga } from './error-carga';
import { SearchIcon } from './icons';
import { ListaVacia } from './lista-vacia';
import { mensajeDeError } from '../lib/form-errors';

/** What a list screen reads of its list (usePaginada's names). */
export interface ListaEnPantalla<T> {
  items: readonly T[];
  /** The first load, with nothing to show yet. */
  cargando: boolean;
  /** A load under way: the first, a reload or the next page. */
  isValidating: boolean;
  error: unknown;
  /** A paginated list: whether there is a next page, and asking for it ('Cargar más'). */
  hayMas?: boolean;
  cargandoMas?: boolean;
  cargarMas?: () => unknown;
}

/** A read that answers the whole list (useRuta), as a list screen reads it; `items` when the screen filters it. */
export function listaDeLectura<T>(
  lectura: { data?: readonly T[]; isLoading: boolean; isValidating: boolean; error: unknown },
  items: readonly T[] = lectura.data ?? [],
): ListaEnPantalla<T> {
  return { items, cargando: lectura.isLoading, isValidating: lectura.isValidating, error: lectura.error };
}

/**
 * What a failed load says. With `titulo`, a failure with nothing on screen is the retry panel
 * (ErrorCarga, with `descripcion` and `textoReintentar`); without it, the line `texto` alone.
 * `texto` is also the line shown above the items when some are on screen; a screen without it says
 * nothing there (or says it its own way).
 */
export type ErrorCargaLista =
  | { titulo: string; descripcion?: string; textoReintentar?: string; texto?: (error: unknown) => string }
  | { titulo?: undefined; texto: (error: unknown) => string };

/** The usual failed load: the retry panel with `titulo`, and the server's words (or `titulo`) above what is on screen. */
export const errorCargaConMensaje = (titulo: string): ErrorCargaLista => ({ titulo, texto: (error) => mensajeDeError(error, titulo) });

/** How the items are shown: cards (a grid, one column on a phone, or full-width rows), or one table of them all. */
export type ContenidoLista<T> =
  | {
      disposicion?: 'rejilla' | 'columna';
      clave: (item: T) => string;
      render: (item: T) => ReactNode;
      /** A grid's columns (default one, two, then three). */
      columnas?: SimpleGridProps['columns'];
      alturaEsqueleto: string;
      tabla?: undefined;
    }
  | {
      disposicion: 'tabla';
      tabla: (items: readonly T[]) => ReactNode;
      /** While it first loads: one block of this height (default: a table's rows). */
      alturaEsqueleto?: string;
      clave?: undefined;
      render?: undefined;
    };

/** What the body shows, whoever frames it (PantallaLista, a screen's own header). */
export type ListaMostrada<T> = ContenidoLista<T> & {
  lista: ListaEnPantalla<T>;
  errorCarga: ErrorCargaLista;
  /** A search or filter is on: the empty state says nothing matches (`sinCoincidencias`) instead of nothing yet. */
  filtrando?: boolean;
  vacio: ReactNode;
  /** The empty state while filtering: the search's icon with these words (default: `vacio`). */
  sinCoincidencias?: { titulo: string; descripcion: string };
  /** Said when a page came back with no match but the server has more (filters applied page by page). */
  sinCoincidenciasAun?: ReactNode;
  /** Above the items: what they add up to ('3 áreas · 2 activas'). */
  encabezado?: ReactNode;
};

export type CuerpoListaProps<T> = ListaMostrada<T> & {
  /** The retry panel's button. */
  onReintentar: () => void;
};

const REJILLA = { base: 1, md: 2, xl: 3 } as const;

export function CuerpoLista<T>(props: CuerpoListaProps<T>) {
  const { lista, errorCarga, filtrando = false } = props;
  const { items, error } = lista;
  const vacia = items.length === 0;
  const lineaError =
    error && errorCarga.texto ? (
      <Text color="red.fg" role="alert">
        {errorCarga.texto(error)}
      </Text>
    ) : null;

  if (error && vacia) {
    return errorCarga.titulo ? (
      <ErrorCarga
        titulo={errorCarga.titulo}
        descripcion={errorCarga.descripcion}
        error={error}
        reintentando={lista.isValidating}
        textoReintentar={errorCarga.textoReintentar}
        onReintentar={props.onReintentar}
      />
    ) : (
      lineaError
    );
  }
  if (lista.cargando) return <Esqueleto {...props} />;
  if (vacia && !lista.hayMas)
    return filtrando && props.sinCoincidencias ? <ListaVacia icono={<SearchIcon />} {...props.sinCoincidencias} /> : props.vacio;
  return (
    <Stack gap="4">
      {lineaError}
      {vacia && props.sinCoincidenciasAun}
      {props.encabezado}
      {!vacia && <Items {...props} />}
      {lista.cargarMas && <CargarMas lista={{ hayMas: !!lista.hayMas, cargandoMas: !!lista.cargandoMas, cargarMas: lista.cargarMas }} />}
    </Stack>
  );
}

function Items<T>(props: CuerpoListaProps<T>) {
  if (props.disposicion === 'tabla') return props.tabla(props.lista.items);
  const { clave, render } = props;
  const contenido = props.lista.items.map((item) => <Fragment key={clave(item)}>{render(item)}</Fragment>);
  return props.disposicion === 'columna' ? (
    <Stack gap="4">{contenido}</Stack>
  ) : (
    <SimpleGrid columns={props.columnas ?? REJILLA} gap="4">
      {contenido}
    </SimpleGrid>
  );
}

/** The first load: three cards' outlines, or a table's rows (or one block). */
function Esqueleto<T>(props: CuerpoListaProps<T>) {
  if (props.disposicion === 'tabla')
    return props.alturaEsqueleto ? (
      <Skeleton height={props.alturaEsqueleto} rounded="md" aria-busy="true" />
    ) : (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="14" rounded="md" />
        ))}
      </Stack>
    );
  const esqueletos = [0, 1, 2].map((i) => <Skeleton key={i} height={props.alturaEsqueleto} rounded="lg" />);
  return props.disposicion === 'columna' ? (
    <Stack gap="4" aria-busy="true">
      {esqueletos}
    </Stack>
  ) : (
    <SimpleGrid columns={props.columnas ?? REJILLA} gap="4" aria-busy="true">
      {esqueletos}
    </SimpleGrid>
  );
}
