import { operations, type OperationName } from '../shared/contract/operations';

export interface RouteMatch {
  operation: OperationName;
  params: Record<string, string>;
}

interface CompiledRoute {
  operation: OperationName;
  method: string;
  segments: string[];
  literals: number;
}

/**
 * Routes come from the shared operations table, so the sandbox serves exactly the paths the client calls.
 * Literal segments win over parameters (`video-calls/participant-preview` before `video-calls/:id`).
 */
export function createRouter(): (
  method: string,
  path: string,
) => RouteMatch | 'method_not_allowed' | undefined {
  const routes: CompiledRoute[] = (Object.keys(operations) as OperationName[]).map((operation) => {
    const segments = operations[operation].path.split('/').filter(Boolean);
    return {
      operation,
      method: operations[operation].method,
      segments,
      literals: segments.filter((s) => !s.startsWith(':')).length,
    };
  });
  routes.sort((a, b) => b.literals - a.literals);

  return (method, path) => {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((segment, i) => {
        const part = parts[i] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(part);
          return true;
        }
        return segment === part;
      });
      if (!ok) continue;
      if (route.method !== method) {
        pathMatched = true;
        continue;
      }
      return { operation: route.operation, params };
    }
    return pathMatched ? 'method_not_allowed' : undefined;
  };
}
