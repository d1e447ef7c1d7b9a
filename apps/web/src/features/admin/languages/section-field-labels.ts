import i18next from 'i18next';

/** A section text's key in the panel's strings, by its path (docs/decisions.md, D-152). */
const FIELD_KEYS: Record<string, string> = {
  description: 'admin.editors.field.description',
  content: 'admin.editors.field.content',
  longContent: 'admin.editors.field.longContent',
  buttonText: 'admin.editors.field.buttonText',
};

const LIST_KEYS: Record<string, Record<string, string>> = {
  videos: { title: 'admin.editors.field.videoTitle' },
  images: { alt: 'admin.editors.field.imageAlt' },
  services: { name: 'admin.editors.field.serviceName', description: 'admin.editors.field.serviceDescription' },
};

/** A person's name for a text of a section, by its path, in the owner's language: `videos.1.title` is "Video 2 title". */
export function sectionFieldLabel(path: string): string {
  const [head = '', index, field] = path.split('.');
  if (index === undefined || field === undefined) {
    const key = FIELD_KEYS[head];
    return key ? i18next.t(key) : head;
  }
  const key = LIST_KEYS[head]?.[field];
  const n = Number(index) + 1;
  return key ? i18next.t(key, { n }) : `${head} ${n} ${field}`;
}
