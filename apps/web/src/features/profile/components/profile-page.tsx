import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { useSections } from '../api/get-sections';

const DEFAULT_AVATAR = '/default-avatar.svg';

export function ProfilePage() {
  const profile = useProfile();
  const sections = useSections();

  if (profile.isPending || sections.isPending) return <ProfileSkeleton />;
  if (profile.isError || !profile.data) return <ProfileNotFound />;

  const { name, description, profileImage } = profile.data;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <img
        src={profileImage || DEFAULT_AVATAR}
        alt={name}
        width={128}
        height={128}
        className="h-32 w-32 rounded-full border-4 border-white object-cover shadow-lg"
      />
      <h1 className="text-3xl font-bold" data-testid="profile-name">
        {name}
      </h1>
      {description && (
        <p className="whitespace-pre-line text-muted-foreground" data-testid="profile-description">
          {description}
        </p>
      )}
    </main>
  );
}

function ProfileSkeleton() {
  return (
    <main aria-busy="true" className="mx-auto flex min-h-screen max-w-xl flex-col items-center gap-4 px-4 py-16">
      <Skeleton className="h-32 w-32 rounded-full" />
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72" />
      <Skeleton className="mt-6 h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </main>
  );
}

function ProfileNotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">Profile Not Found</h1>
      <p className="text-muted-foreground">Please check back later.</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </main>
  );
}
