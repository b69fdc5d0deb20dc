export default function Placeholder() {
  return <main className="p-8">check-page</main>;
}
