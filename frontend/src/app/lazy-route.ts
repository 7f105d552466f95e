import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own lazy() takes ComponentType<any>: any props, checked where the component is used.
// oxlint-disable-next-line typescript/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A route component loaded on first use (its own chunk), from a module's named export: routes keep
 * their named exports and the router imports nothing of a page until the page is visited.
 */
export function lazyRoute<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
