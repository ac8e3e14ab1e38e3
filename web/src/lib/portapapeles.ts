// Copies a text that is still being fetched (an interview's link) to the clipboard. Safari only
// lets a page write inside the click that asked for it, so the write starts at once with the
// text's promise (ClipboardItem); where that is not offered, the text is written once it arrives.
// Rejects with the fetch's own error when the text could not be had.
export async function copiarAlPortapapeles(texto: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': texto.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Fall through: writeText below, which also surfaces the fetch's error.
    }
  }
  const t = await texto;
  await navigator.clipboard.writeText(t);
}
