import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminProfile } from '../../api/get-admin-profile';
import { ButtonSettingsForm } from './button-settings-form';
import { ModalSettingsForm } from './modal-settings-form';

/** The booking tab (spec section 2): the pinned button and the dialog it opens, each with a live preview. */
export function BookingSettingsTab() {
  const profile = useAdminProfile();
  return (
    <section aria-labelledby="booking-settings-heading" className="space-y-4">
      <div>
        <h2 id="booking-settings-heading" className="text-lg font-semibold">
          Booking Settings
        </h2>
        <p className="text-sm text-muted-foreground">The button pinned to your page and the dialog it opens.</p>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-96 w-full" aria-label="Loading booking settings" />
      ) : profile.isError ? (
        <p className="rounded-lg border bg-background p-4 text-sm">
          The booking settings could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <Tabs defaultValue="button">
          <TabsList>
            <TabsTrigger value="button">Button Settings</TabsTrigger>
            <TabsTrigger value="modal">Modal Settings</TabsTrigger>
          </TabsList>
          {/* Both stay mounted, so moving between them keeps what was typed in each. */}
          <TabsContent value="button" forceMount className="rounded-lg border bg-background p-4 data-[state=inactive]:hidden">
            <ButtonSettingsForm settings={profile.data.bookingButtonSettings} />
          </TabsContent>
          <TabsContent value="modal" forceMount className="rounded-lg border bg-background p-4 data-[state=inactive]:hidden">
            <ModalSettingsForm settings={profile.data.bookingModalSettings} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
