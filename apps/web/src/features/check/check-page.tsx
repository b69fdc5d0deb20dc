// Home: the scam check card (SPEC.md §2 "Scam check card").
import { CheckCard } from './check-card';

export default function CheckPage() {
  return <CheckCard />;
}
