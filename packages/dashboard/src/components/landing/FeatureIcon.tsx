/** Simple line icons for the nine feature cards, by card index (decorative). */
const PATHS = [
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  'M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z',
  'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  'M3 5h13v10H3zM7 19h5M18 9h3v10h-3z',
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
];

export function FeatureIcon({ index }: { index: number }) {
  return (
    <svg className="feature-card__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[index % PATHS.length]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
