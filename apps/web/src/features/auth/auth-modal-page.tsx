export default function Placeholder() {
  return <main className="p-8">auth-modal-page</main>;
}
