/** Stroke icons (24×24 viewBox), decorative: the buttons carry the accessible names. */
const icon = (d: string) => () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export const BackIcon = icon('M15 18l-6-6 6-6');
export const CloseIcon = icon('M18 6L6 18M6 6l12 12');
export const SendIcon = icon('M22 2L11 13M22 2l-7 20-4-9-9-4z');
export const MicIcon = icon('M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3');
export const SpeakerIcon = icon('M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14');
export const StopIcon = icon('M6 6h12v12H6z');
