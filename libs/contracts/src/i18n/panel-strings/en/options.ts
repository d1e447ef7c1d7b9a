/** The panel's option names (icons, alignments) in English: every key (docs/decisions.md, D-130, D-152). */
export const options = {
  'admin.option.icon.camera': 'Camera',
  'admin.option.icon.palette': 'Palette',
  'admin.option.icon.other': 'Other',
  'admin.option.icon.Calendar': 'Calendar',
  'admin.option.icon.Phone': 'Phone',
  'admin.option.icon.Message': 'Message',
  'admin.option.icon.Clock': 'Clock',
  'admin.option.icon.Settings': 'Settings',
  'admin.option.icon.Eye': 'Eye',
  'admin.option.icon.Move': 'Move',
  'admin.option.align.left': 'Left',
  'admin.option.align.center': 'Center',
  'admin.option.align.right': 'Right',
  'admin.option.usernamePlaceholder': 'yourname',
};
