// A chart's figures for screen readers: a visually hidden table under the chart (an image with a name),
// captioned with the chart's title. The Analytics charts and the SaaS panel's charts draw it alike.
import { VisuallyHidden } from '@chakra-ui/react';

interface TablaDeGraficoProps {
  titulo: string;
  columnas: string[];
  filas: { clave: string; celdas: string[] }[];
  /** The first cell of each row names it (a row header), as in the Analytics charts. */
  cabeceraDeFila?: boolean;
}

export function TablaDeGrafico({ titulo, columnas, filas, cabeceraDeFila = false }: TablaDeGraficoProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{titulo}</caption>
        <thead>
          <tr>
            {columnas.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f) => (
            <tr key={f.clave}>
              {f.celdas.map((celda, i) =>
                cabeceraDeFila && i === 0 ? (
                  <th key={i} scope="row">
                    {celda}
                  </th>
                ) : (
                  <td key={i}>{celda}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
