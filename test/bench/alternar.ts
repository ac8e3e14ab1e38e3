// How the bench compares two things that share a machine (the API and a raw read, a small and a big
// company, two builds): warmed up, then taken in turns, A B A B …, so a slow spell of the machine
// falls on both sides alike and the ratio of their medians holds.
export async function alternando<T>(
  a: () => Promise<T>,
  b: () => Promise<T>,
  { calentamiento, rondas }: { calentamiento: number; rondas: number },
): Promise<{ a: T[]; b: T[] }> {
  for (let i = 0; i < calentamiento; i++) {
    await a();
    await b();
  }
  const r = { a: [] as T[], b: [] as T[] };
  for (let i = 0; i < rondas; i++) {
    r.a.push(await a());
    r.b.push(await b());
  }
  return r;
}
