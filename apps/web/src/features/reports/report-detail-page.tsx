export default function Placeholder() {
  return <main className="p-8">report-detail-page</main>;
}
