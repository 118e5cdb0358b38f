import { Link } from 'react-router-dom';

/** The Outings logo: a balloon mark and the word. */
export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="Outings home">
      <svg className="brand__mark" width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#c2410c" />
        <path d="M32 12c-8.3 0-15 6.7-15 15 0 9.5 7.6 17.4 15 20 7.4-2.6 15-10.5 15-20 0-8.3-6.7-15-15-15z" fill="#fff" />
        <path d="M32 46l-3.5 5h7z" fill="#fff" />
        <path d="M32 51c0 3-3 4-3 7" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="26" cy="24" r="4" fill="#fdba74" />
      </svg>
      <span className="brand__word">Outings</span>
    </Link>
  );
}
