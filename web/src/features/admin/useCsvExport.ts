import { useState } from 'react';

/** Downloads a CSV the API builds (`fetchCsv`) as `fileName`; `error` says when it failed. */
export function useCsvExport(fileName: string, fetchCsv: () => Promise<Blob>) {
  const [error, setError] = useState('');
  async function start() {
    setError('');
    try {
      const blob = await fetchCsv();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setError('The export failed. Please try again.');
    }
  }
  return { error, start };
}
