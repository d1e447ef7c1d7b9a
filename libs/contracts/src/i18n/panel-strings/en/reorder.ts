/** The panel's drag-and-drop announcements in English: every key (docs/decisions.md, D-130, D-152). */
export const reorder = {
  'admin.reorder.pickedUp': 'Picked up {{name}}, at position {{position}} of {{total}}.',
  'admin.reorder.notOver': '{{name}} is not over a place.',
  'admin.reorder.isAt': '{{name}} is at position {{position}} of {{total}}.',
  'admin.reorder.movedTo': '{{name}} moved to position {{position}} of {{total}}.',
  'admin.reorder.droppedAt': '{{name}} dropped at position {{position}} of {{total}}.',
  'admin.reorder.dropped': '{{name}} dropped.',
  'admin.reorder.cancelled': 'Moving {{name}} was cancelled; it is back at position {{position}} of {{total}}.',
  'admin.reorder.instructions':
    'To move an item, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
};
