export default function Placeholder() {
  return <main className="p-8">report-scam-page</main>;
}
