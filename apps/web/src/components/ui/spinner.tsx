/** Spinner defaults of SPEC.md section 9: size 35, colour black. */
export function Spinner({ size = 35, color = 'black', label }: { size?: number; color?: string; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className="animate-spin"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke={color} strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke={color} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
