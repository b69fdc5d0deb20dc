export default function Placeholder() {
  return <main className="p-8">report-list-page</main>;
}
