/**
 * Tab bar icons, each with a normal (outline) and an active (filled) variant.
 * Inline SVG: no request, and they take the current text colour.
 */
interface IconProps {
  active: boolean;
}

const svgProps = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export function HomeIcon({ active }: IconProps) {
  return active ? (
    <svg {...svgProps} fill="currentColor">
      <path d="M11.3 2.3a1 1 0 0 1 1.4 0l9 8.5A1 1 0 0 1 21 12.5h-1.5V20a2 2 0 0 1-2 2H15v-6h-6v6H6.5a2 2 0 0 1-2-2v-7.5H3a1 1 0 0 1-.7-1.7z" />
    </svg>
  ) : (
    <svg {...svgProps} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M3 11.5 12 3l9 8.5M5.5 10v10h4.5v-6h4v6h4.5V10" />
    </svg>
  );
}

export function MarketIcon({ active }: IconProps) {
  return active ? (
    <svg {...svgProps} fill="currentColor">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="m6.5 15 3.5-4 3 2.5 4.5-5.5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg {...svgProps} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="m6.5 15 3.5-4 3 2.5 4.5-5.5" />
    </svg>
  );
}

export function ContractIcon({ active }: IconProps) {
  return active ? (
    <svg {...svgProps} fill="currentColor">
      <path d="M7 3h2v3h1.5a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H9v5H7v-5H5.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H7zm8 2h2v4h1.5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H17v5h-2v-5h-1.5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1H15z" />
    </svg>
  ) : (
    <svg {...svgProps} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M8 3v3m0 10v5m8-16v4m0 6v6" />
      <rect x="5.5" y="6" width="5" height="10" rx="1" />
      <rect x="13.5" y="9" width="5" height="6" rx="1" />
    </svg>
  );
}

export function PersonalIcon({ active }: IconProps) {
  return active ? (
    <svg {...svgProps} fill="currentColor">
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3.5 20.5c0-4.2 3.8-7 8.5-7s8.5 2.8 8.5 7a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z" />
    </svg>
  ) : (
    <svg {...svgProps} fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c0-3.8 3.4-6.5 7.5-6.5s7.5 2.7 7.5 6.5z" strokeLinejoin="round" />
    </svg>
  );
}
