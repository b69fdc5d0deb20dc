// Line icons drawn once: each is decorative (aria-hidden); the button around it carries the name.
const lineIcon = (path: string) =>
  function LineIcon({ className = 'size-6' }: { className?: string }) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={path} strokeLinecap="round" />
      </svg>
    );
  };

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18');
export const MenuIcon = lineIcon('M4 6h16M4 12h16M4 18h16');
