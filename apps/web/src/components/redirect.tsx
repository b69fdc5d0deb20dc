// A replacing redirect that carries a state. React Router's <Navigate> navigates again whenever its
// `state` is a new object; a page that builds the state while rendering, and renders again before
// the navigation unmounts it (Preact does), would redirect forever. The first state is kept.
import { useState } from 'react';
import { Navigate } from 'react-router';

export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const [firstState] = useState(state);
  return <Navigate to={to} replace state={firstState} />;
}
