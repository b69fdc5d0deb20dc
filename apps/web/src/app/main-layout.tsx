import { Outlet } from 'react-router';

/** Placeholder: navbar, headline and counters, tab bar, sidebar and footer come with the shell. */
export function MainLayout() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}
