/**
 * The hero's picture: a ramen bowl seen from above with a courier chip, drawn as inline SVG so the
 * landing page loads no image file at all (Lighthouse budget, DESIGN.md section 8).
 */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 420 420" className="h-auto w-full overflow-visible" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-broth" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#fcd9a6" />
          <stop offset="100%" stopColor="#f0a35e" />
        </radialGradient>
        <filter id="hero-shadow" filterUnits="userSpaceOnUse" x="-60" y="-60" width="540" height="540">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#9a3412" floodOpacity="0.2" />
        </filter>
      </defs>
      <circle cx="215" cy="200" r="180" fill="#ffe8cc" />
      <circle cx="215" cy="200" r="132" fill="#fff" filter="url(#hero-shadow)" />
      <circle cx="215" cy="200" r="112" fill="url(#hero-broth)" />
      {/* noodles */}
      <g fill="none" stroke="#fff3d6" strokeWidth="7" strokeLinecap="round">
        <path d="M140 215c20-18 40 18 60 0s40 18 60 0 30 10 40 4" />
        <path d="M146 238c20-18 40 18 60 0s40 18 60 0 26 8 34 4" />
        <path d="M162 260c18-14 36 14 54 0s36 14 54 0" />
      </g>
      {/* egg halves */}
      <g>
        <ellipse cx="176" cy="160" rx="30" ry="24" fill="#fff" />
        <circle cx="176" cy="160" r="12" fill="#f59f00" />
        <ellipse cx="236" cy="150" rx="28" ry="22" fill="#fff" />
        <circle cx="236" cy="150" r="11" fill="#f59f00" />
      </g>
      {/* greens and toppings */}
      <g fill="#2f9e44">
        <circle cx="278" cy="188" r="9" />
        <circle cx="290" cy="206" r="7" />
        <circle cx="270" cy="210" r="6" />
      </g>
      <g fill="#c2410c">
        <circle cx="148" cy="190" r="6" />
        <circle cx="160" cy="198" r="4" />
      </g>
      <rect x="250" y="232" width="44" height="30" rx="6" fill="#e9ecef" transform="rotate(-12 272 247)" />
      <path d="M258 240l26-6" stroke="#ced4da" strokeWidth="3" transform="rotate(-12 272 247)" />
      {/* chopsticks */}
      <g stroke="#8d5524" strokeWidth="8" strokeLinecap="round">
        <path d="M300 70 196 236" />
        <path d="M326 82 214 244" />
      </g>
      {/* courier chip */}
      <g filter="url(#hero-shadow)">
        <rect x="10" y="300" width="176" height="64" rx="32" fill="#fff" />
      </g>
      <circle cx="44" cy="332" r="22" fill="#c2410c" />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="35" cy="339" r="6" />
        <circle cx="55" cy="339" r="6" />
        <path d="M35 339l7-12h8l5 12M42 327h-5" />
      </g>
      <rect x="76" y="318" width="88" height="9" rx="4.5" fill="#ffe8cc" />
      <rect x="76" y="318" width="62" height="9" rx="4.5" fill="#c2410c" />
      <rect x="76" y="336" width="54" height="8" rx="4" fill="#e7e5e4" />
      {/* time chip */}
      <g filter="url(#hero-shadow)">
        <rect x="318" y="36" width="92" height="56" rx="18" fill="#fff" />
      </g>
      <circle cx="346" cy="64" r="14" fill="none" stroke="#2f9e44" strokeWidth="4" />
      <path d="M346 56v8l6 4" stroke="#2f9e44" strokeWidth="4" strokeLinecap="round" fill="none" />
      <rect x="368" y="56" width="30" height="7" rx="3.5" fill="#2f9e44" />
      <rect x="368" y="68" width="22" height="6" rx="3" fill="#e7e5e4" />
    </svg>
  );
}
