// The browser downloads of the web (a report's PDF, JSON exports, CSVs): one link clicked and taken
// away, the blob's object URL let go only after the download started.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abrirDescarga, descargarJson, guardarArchivo } from './descargar';

const clics: Array<{ href: string; download: string; rel: string; enDocumento: boolean }> = [];

beforeEach(() => {
  vi.useFakeTimers();
  clics.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clics.push({ href: this.href, download: this.download, rel: this.rel, enDocumento: document.body.contains(this) });
  });
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('descargar', () => {
  it('a link the server signed is clicked with its name, then taken away', () => {
    abrirDescarga('https://files.example/x.csv', 'tenants_2026-11-23.csv');
    expect(clics).toEqual([
      { href: 'https://files.example/x.csv', download: 'tenants_2026-11-23.csv', rel: 'noopener', enDocumento: true },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('a blob is downloaded through its object URL, let go only some seconds after the click', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    guardarArchivo(blob, 'informe.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clics).toMatchObject([{ href: 'blob:http://localhost/1', download: 'informe.pdf' }]);
    vi.advanceTimersByTime(5_000);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('JSON is saved indented, as application/json', async () => {
    descargarJson('candidato-c1.json', { id: 'c1', nombre: 'Ana' });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe('{\n  "id": "c1",\n  "nombre": "Ana"\n}');
    expect(clics).toMatchObject([{ download: 'candidato-c1.json' }]);
  });
});
