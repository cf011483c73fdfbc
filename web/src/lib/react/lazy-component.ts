import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { featureTextsReady } from '../texts/texts';

/**
 * A component whose code loads when it first renders (a dialog the user opens), so the screen that holds it loads
 * without it. Nothing shows in its place until the code is there, with the texts it imports.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => {
    const component = await load();
    await featureTextsReady();
    return { default: component };
  });
  return function LazyComponent(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<Props>, props));
  };
}
