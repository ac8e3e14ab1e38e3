// The superadmin's company picker (D123), used by the header's «Empresa actual» and by
// the «Empresa» fields of Áreas and Usuarios: a button that shows the chosen company by name (the
// caller holds the whole company, so it shows even when it is not among the results) and opens a
// search box over the whole platform (GET /api/empresas?q=, debounced, a page at a time with
// «Cargar más»). The box is a combobox (WAI-ARIA APG "combobox with listbox popup"): the focus stays
// in the text field, ↑/↓ move through the options (aria-activedescendant), Intro chooses, Esc closes
// and gives the focus back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, HStack, Input, InputGroup, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { etiquetaEmpresa } from '@shared/empresa-etiquetas';
import { useBusquedaEmpresas } from '../lib/use-busqueda-empresas';
import type { EmpresaResumen } from '../lib/session';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from './icons';

export interface BuscadorEmpresaProps {
  /** The chosen company (null: none, or «Todas las empresas» when `todas` is given). */
  value: EmpresaResumen | null;
  onChange: (empresa: EmpresaResumen | null) => void;
  /** The field's name, read with the chosen company («Empresa actual», «Empresa»). */
  etiqueta: string;
  /** Show the name above the button (a form field); otherwise it is only read by screen readers. */
  etiquetaVisible?: boolean;
  /** An option for no company at all, first in the list while nothing is searched («Todas las empresas»). */
  todas?: string;
  /** What the button says while nothing is chosen. */
  placeholder?: string;
  /** false inside a dialog or drawer, so the box stays within its focus trap. */
  portal?: boolean;
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
}

type Opcion = { empresa: EmpresaResumen | null; id: string; nombre: string; detalle?: string };

export function BuscadorEmpresa({
  value,
  onChange,
  etiqueta,
  etiquetaVisible = false,
  todas,
  placeholder = 'Selecciona una empresa',
  portal = true,
  size = 'md',
  width,
}: BuscadorEmpresaProps) {
  const base = useId();
  const idEtiqueta = `${base}-etiqueta`;
  const idValor = `${base}-valor`;
  const idLista = `${base}-lista`;
  const idOpcion = (i: number) => `${base}-opcion-${i}`;
  const [abierto, setAbierto] = useState(false);
  const [texto, setTexto] = useState('');
  const [activo, setActivo] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const lista = useBusquedaEmpresas(texto, abierto);

  const opciones: Opcion[] = [];
  if (todas && !texto.trim()) opciones.push({ empresa: null, id: '', nombre: todas });
  for (const e of lista.items) {
    const nombre = etiquetaEmpresa(e);
    const legal = e.nombreLegal && e.nombreLegal !== nombre ? e.nombreLegal : undefined;
    opciones.push({ empresa: e, id: e.id, nombre, detalle: legal });
  }
  const elegido = value?.id ?? (todas ? '' : null);
  // With a text typed, Intro takes the first result unless another one was pointed at.
  const indiceActivo = activo >= 0 && activo < opciones.length ? activo : texto.trim() && opciones.length > 0 ? 0 : -1;

  useEffect(() => {
    if (indiceActivo < 0) return;
    document.getElementById(`${base}-opcion-${indiceActivo}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [indiceActivo, base]);

  const abrir = (open: boolean) => {
    setAbierto(open);
    if (!open) {
      setTexto('');
      setActivo(-1);
    }
  };

  const elegir = (o: Opcion) => {
    abrir(false);
    if (o.id !== elegido) onChange(o.empresa);
  };

  const alTeclear = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (opciones.length === 0) return;
      const paso = e.key === 'ArrowDown' ? 1 : -1;
      const desde = indiceActivo < 0 ? (paso > 0 ? -1 : opciones.length) : indiceActivo;
      setActivo(Math.min(opciones.length - 1, Math.max(0, desde + paso)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const o = opciones[indiceActivo];
      if (o) elegir(o);
    }
  };

  const nombreValor = value ? etiquetaEmpresa(value) : (todas ?? placeholder);
  const q = lista.q;
  const sinResultados = !lista.cargando && !lista.pendiente && !lista.error && lista.items.length === 0;

  return (
    <Stack gap="1.5" width={width} minW="0">
      <Text id={idEtiqueta} {...(etiquetaVisible ? { fontSize: 'sm', fontWeight: 'medium' } : { srOnly: true })}>
        {etiqueta}
      </Text>
      <Popover.Root
        open={abierto}
        onOpenChange={(e) => abrir(e.open)}
        lazyMount
        unmountOnExit
        initialFocusEl={() => input.current}
        positioning={{ placement: 'bottom-start' }}
      >
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            size={size}
            width="full"
            justifyContent="space-between"
            fontWeight="normal"
            bg="bg"
            aria-labelledby={`${idEtiqueta} ${idValor}`}
          >
            <Text as="span" id={idValor} truncate color={value || todas ? undefined : 'fg.muted'}>
              {nombreValor}
            </Text>
            <ChevronsUpDownIcon color="fg.muted" />
          </Button>
        </Popover.Trigger>
        <Portal disabled={!portal}>
          <Popover.Positioner>
            <Popover.Content width={{ base: 'calc(100vw - 2rem)', sm: '80' }} maxW="80">
              <Popover.Body p="2">
                <Stack gap="2">
                  <InputGroup startElement={<SearchIcon />}>
                    <Input
                      ref={input}
                      size="sm"
                      role="combobox"
                      aria-label="Buscar empresa"
                      aria-expanded
                      aria-controls={idLista}
                      aria-autocomplete="list"
                      aria-activedescendant={indiceActivo >= 0 ? idOpcion(indiceActivo) : undefined}
                      autoComplete="off"
                      placeholder="Buscar empresa…"
                      value={texto}
                      maxLength={200}
                      onChange={(e) => {
                        setTexto(e.currentTarget.value);
                        setActivo(-1);
                      }}
                      onKeyDown={alTeclear}
                    />
                  </InputGroup>
                  <Box maxH="72" overflowY="auto">
                    <Box as="ul" role="listbox" id={idLista} aria-label="Empresas" aria-busy={lista.pendiente || lista.cargando}>
                      {opciones.map((o, i) => {
                        const seleccionada = o.id === elegido;
                        return (
                          <Box
                            as="li"
                            key={o.id || '__todas'}
                            id={idOpcion(i)}
                            role="option"
                            aria-selected={seleccionada}
                            px="2"
                            py="1.5"
                            rounded="l1"
                            cursor="pointer"
                            bg={i === indiceActivo ? 'bg.muted' : undefined}
                            _hover={{ bg: 'bg.muted' }}
                            onMouseDown={(e) => e.preventDefault()}
                            onMouseMove={() => i !== activo && setActivo(i)}
                            onClick={() => elegir(o)}
                          >
                            <HStack gap="2" justify="space-between">
                              <Stack gap="0" minW="0">
                                <Text fontSize="sm" fontWeight={seleccionada ? 'semibold' : 'normal'} truncate>
                                  {o.nombre}
                                </Text>
                                {o.detalle && (
                                  <Text fontSize="xs" color="fg.muted" truncate>
                                    {o.detalle}
                                  </Text>
                                )}
                              </Stack>
                              {seleccionada && <CheckIcon color="brand.fg" flexShrink="0" />}
                            </HStack>
                          </Box>
                        );
                      })}
                    </Box>
                  </Box>
                  <Box aria-live="polite" fontSize="sm" color="fg.muted" px="2">
                    {lista.cargando ? (
                      <HStack gap="2">
                        <Spinner size="xs" />
                        <Text>Buscando empresas…</Text>
                      </HStack>
                    ) : lista.error && lista.items.length === 0 ? (
                      <Text color="fg.error">No se pudieron cargar las empresas. Comprueba la conexión y vuelve a intentarlo.</Text>
                    ) : sinResultados ? (
                      <Text>
                        {q
                          ? `Sin resultados para «${q}». Prueba con otra parte del nombre o con el email de la empresa.`
                          : 'Todavía no hay empresas.'}
                      </Text>
                    ) : null}
                  </Box>
                  {lista.error && lista.items.length === 0 && !lista.cargando ? (
                    <Button size="xs" variant="outline" onClick={() => void lista.recargar().catch(() => undefined)}>
                      Reintentar
                    </Button>
                  ) : (
                    lista.hayMas && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void lista.cargarMas()}
                        loading={lista.cargandoMas}
                        loadingText="Cargando…"
                      >
                        Cargar más
                      </Button>
                    )
                  )}
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  );
}
