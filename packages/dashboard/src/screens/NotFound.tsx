/** NotFound screen (being written). */
export default function NotFound() {
  return <div className="page"><h1>NotFound</h1></div>;
}
