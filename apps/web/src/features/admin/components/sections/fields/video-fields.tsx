import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SECTION_DATA_DEFAULTS, videoIdOf, videosOf, type Section } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '../section-form-values';
import { ArtificialLikesBox } from './artificial-likes-box';
import { ListItem } from './list-item';
import { TextField } from './text-field';

/** The page's own picture for a link without a video id (spec section 5). */
const PLACEHOLDER_THUMBNAIL = '/video-placeholder.svg';

/** Video: a list of videos, each with a title, its link, the thumbnail the page will show, and its configured likes. */
export function VideoFields({ saved }: { saved: Section | undefined }) {
  const { control } = useFormContext<SectionFormValues>();
  const videos = useFieldArray({ control, name: 'data.videos' });
  const savedVideos = saved ? videosOf(saved.data) : [];
  const newVideo = SECTION_DATA_DEFAULTS.video.videos[0];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Videos</legend>
      {videos.fields.map((video, index) => (
        <ListItem
          key={video.id}
          heading={`Video ${index + 1}`}
          onRemove={() => videos.remove(index)}
          removeLabel={`Remove video ${index + 1}`}
        >
          <TextField<SectionFormValues> name={`data.videos.${index}.title`} label="Title" />
          <TextField<SectionFormValues>
            name={`data.videos.${index}.url`}
            label="Video URL"
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
        {id
          ? `Video id ${id}`
          : url
            ? 'No video id found in this link: the page shows a placeholder.'
            : 'Paste a video link to see its picture.'}
      </p>
    </div>
  );
}
