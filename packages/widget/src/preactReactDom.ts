/** What the chat panel bundle imports as `react-dom/client`: createRoot on Preact's render (see preactReact.ts). */
import { type ComponentChild, render } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (vnode: ComponentChild) => render(vnode, container),
    unmount: () => render(null, container),
  };
}
