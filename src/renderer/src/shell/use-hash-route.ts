import { useCallback, useEffect, useState } from 'react';

function readHash(known: readonly string[], fallback: string): string {
  const id = window.location.hash.replace(/^#\/?/, '');
  return known.includes(id) ? id : fallback;
}

/** The open area lives in the URL hash (`#/profiles`), so a reload keeps it and links work. */
export function useHashRoute(known: readonly string[], fallback: string): [string, (id: string) => void] {
  const [current, setCurrent] = useState(() => readHash(known, fallback));
  useEffect(() => {
    const onChange = () => setCurrent(readHash(known, fallback));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, [known, fallback]);
  const navigate = useCallback((id: string) => {
    window.location.hash = `#/${id}`;
    setCurrent(id);
  }, []);
  return [current, navigate];
}
