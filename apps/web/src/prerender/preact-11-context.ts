import { options } from 'preact';

/*
 * preact-render-to-string 6 gives each component its context as `context`, but Preact 11's
 * compat reads a component's contexts from the internal field the client renderer fills
 * (`_globalContext`, mangled `__n`) when a library calls React 19's `use(Context)`, as Mantine
 * does. Before each component renders on the server, the field is filled from `context`, the
 * same map. Names from Preact's mangle table (`_render` is `__r`, `_component` is `__c`): if
 * they change, the build's prerender fails on Mantine's first `use()`.
 */
interface RenderedVNode {
  __c?: { __n?: unknown; context?: unknown } | null;
}
type RenderHook = (vnode: RenderedVNode) => void;
const hooks = options as unknown as { __r?: RenderHook };
const previous = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component && component.__n === undefined) component.__n = component.context;
  previous?.(vnode);
};
