import { chatStyles } from './chatStyles';

/** The chat screen's styles as a `<style>` element, for pages (the dashboard) that allow inline styles. */
export function ChatStyles() {
  return <style>{chatStyles}</style>;
}
