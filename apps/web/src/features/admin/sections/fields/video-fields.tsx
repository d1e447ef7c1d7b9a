import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SECTION_DATA_DEFAULTS, videoIdOf, videosOf, type Section } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { ListItem } from '@/panel/form/list-item';
import { TextField } from '@/panel/form/text-field';
import { ArtificialLikesBox } from './artificial-likes-box';

/** The page's own picture for a link without a video id (spec section 5). */
const PLACEHOLDER_THUMBNAIL = '/video-placeholder.svg';

/** Video: a list of videos, each with a title, its link, the thumbnail the page will show, and its configured likes. */
export function VideoFields({ saved }: { saved: Section | undefined }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SectionFormValues>();
  const videos = useFieldArray({ control, name: 'data.videos' });
  const savedVideos = saved ? videosOf(saved.data) : [];
  const newVideo = SECTION_DATA_DEFAULTS.video.videos[0];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('admin.fields.videos')}</legend>
      {videos.fields.map((video, index) => (
        <ListItem
          key={video.id}
          heading={t('admin.option.videoN', { n: index + 1 })}
          onRemove={() => videos.remove(index)}
          removeLabel={t('admin.fields.removeVideo', { n: index + 1 })}
        >
          <TextField<SectionFormValues> name={`data.videos.${index}.title`} label={t('admin.fields.title')} />
          <TextField<SectionFormValues>
            name={`data.videos.${index}.url`}
            label={t('admin.fields.videoUrl')}
            kind="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
          <VideoThumbnail index={index} />
          {saved && <ArtificialLikesBox sectionId={saved.id} videoIndex={index} savedUrl={savedVideos[index]?.url} formIndex={index} />}
        </ListItem>
      ))}
      <Button type="button" variant="outline" className="w-full" onClick={() => newVideo && videos.append({ ...newVideo })}>
        <Plus aria-hidden="true" /> Add video
      </Button>
    </fieldset>
  );
}

function VideoThumbnail({ index }: { index: number }) {
  const { t } = useTranslation();
  const url = useFormContext<SectionFormValues>().watch(`data.videos.${index}.url`) ?? '';
  const id = videoIdOf(url);
  return (
    <div className="flex items-center gap-3">
      <img
        src={id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : PLACEHOLDER_THUMBNAIL}
        alt=""
        className="aspect-video w-32 shrink-0 rounded-md bg-muted object-cover"
        data-testid="video-thumbnail"
      />
      <p className="text-xs text-muted-foreground">
        {id ? t('admin.fields.videoId', { id }) : url ? t('admin.fields.noVideoId') : t('admin.fields.pasteVideo')}
      </p>
    </div>
  );
}
