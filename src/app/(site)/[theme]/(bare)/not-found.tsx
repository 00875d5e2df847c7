/** A preview of something that does not exist (an unknown id or address): 404. */
export default function NothingToPreview() {
  return (
    <div className="container">
      <h1>Nothing to preview</h1>
      <p>Nothing is at this preview address. Open the preview from the back office’s Preview button.</p>
    </div>
  )
}
