/** Shown for a post without an image: an in-house cloud-and-circuit illustration, decorative only. */
export function DefaultPostImage() {
  return (
    <svg className="blog-default-image" viewBox="0 0 640 400" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="blog-default-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1f3a" />
          <stop offset="1" stopColor="#0b5cad" />
        </linearGradient>
      </defs>
      <rect width="640" height="400" fill="url(#blog-default-sky)" />
      <g fill="none" stroke="#12a3a3" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M60 330h120l30-40h90" />
        <path d="M580 300H460l-30-50h-70" />
        <path d="M320 330v-40" />
      </g>
      <g fill="#12a3a3">
        <circle cx="60" cy="330" r="7" />
        <circle cx="580" cy="300" r="7" />
        <circle cx="320" cy="330" r="7" />
      </g>
      <path d="M228 250a62 62 0 0 1 8-123 86 86 0 0 1 164-14 66 66 0 0 1 26 131z" fill="#ffffff" opacity="0.92" />
      <path d="M290 200l22 22 44-48" fill="none" stroke="#0b5cad" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
