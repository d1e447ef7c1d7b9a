/** A person's name for a text of a section, by its path: `videos.1.title` is "Video 2 title". */
const FIELD_LABELS: Record<string, string> = {
  description: 'Description',
  content: 'Short text',
  longContent: 'Long text (read more)',
  buttonText: 'Button text',
};

const LIST_LABELS: Record<string, Record<string, string>> = {
  videos: { title: 'Video {n} title' },
  images: { alt: 'Image {n} description' },
  services: { name: 'Service {n} name', description: 'Service {n} description' },
};

export function sectionFieldLabel(path: string): string {
  const [head = '', index, field] = path.split('.');
  if (index === undefined || field === undefined) return FIELD_LABELS[head] ?? head;
  const template = LIST_LABELS[head]?.[field] ?? `${head} {n} ${field}`;
  return template.replace('{n}', String(Number(index) + 1));
}
