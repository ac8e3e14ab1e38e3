// The candidates CSV import in the browser (D57): an admin opens "Importar CSV" on the
// Candidatos screen, chooses a file, sees the progress and reads the report (the counts and the
// rows not created with their reason); the new candidates are on the list afterwards.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { empresaDelArchivo, paginaEnPanel, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Inés Vidal', email: 'ines@importa.test', password: 'Importa-Clave-2026' };

empresaDelArchivo(
  { nombreLegal: 'Importa Talento S.L.', nombreComercial: 'Importa', cif: 'B70000773', email: 'info@importa.test' },
  ADMIN,
  (pila) => (e2e = pila),
);

const CSV = [
  'nombre,email,telefono,posicion,experiencia_años,habilidades,area',
  'Ana Ruiz,ana@importa.test,+34 600 000 001,Backend,5,"Node.js;SQL",',
  'Luis Gómez,luis@importa.test,,Frontend,2,React,',
  'Sin Email,no-es-un-email,,,,,',
  'Ana Repetida,ANA@importa.test,,,,,',
  'Marta Díaz,marta@importa.test,,,,,Marketing',
].join('\n');

describe('candidates CSV import in the browser', () => {
  it('imports a CSV and reads the report', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Candidatos' }).click();
    await page.getByText('Todavía no hay candidatos').waitFor();

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar candidatos desde CSV' });
    await dialog.getByText('nombre;email;telefono;posicion;experiencia_años;habilidades;area').waitFor();
    // Without a file the dialog says what is missing.
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByText('Elige un archivo CSV').waitFor();
    await dialog
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: 'candidatos.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await screenshot(page, 'importar-csv-dialogo');
    await dialog.getByRole('button', { name: 'Importar' }).click();

    const informe = page.getByRole('dialog', { name: 'Importación terminada' });
    await informe.waitFor({ timeout: 30_000 });
    await informe.getByRole('progressbar').waitFor();
    for (const t of ['2 creados', '1 duplicado', '2 no válidos', '0 sin cupo']) await informe.getByText(t).waitFor();
    const filas = informe.getByRole('row');
    await expect.poll(() => filas.count()).toBe(4); // header + 3 rows not created
    const textos = await filas.allInnerTexts();
    expect(textos[1]).toMatch(/^4\s+no-es-un-email\s+No válido\s+email: Introduce un email válido$/);
    expect(textos[2]).toMatch(
      /^5\s+ana@importa\.test\s+Duplicado\s+Ya existe un candidato con el email ana@importa\.test en esta empresa$/,
    );
    expect(textos[3]).toMatch(/^6\s+marta@importa\.test\s+No válido\s+El área «Marketing» no existe en esta empresa$/);
    // The bar's width eases in: the photograph waits for that transition to end (animacionesTerminadas).
    await informe.getByText(/^100\s%$/).waitFor();
    await screenshot(page, 'importar-csv-informe');

    await informe.getByRole('button', { name: 'Cerrar' }).first().click();
    await informe.waitFor({ state: 'detached' });
    // The list was refreshed when the import finished.
    await page.getByTestId('candidato').filter({ hasText: 'Ana Ruiz' }).waitFor();
    await expect.poll(() => page.getByTestId('candidato').count()).toBe(2);
    await page.close();
  }, 90_000);
});
