import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminProfile } from '@/panel/api/get-admin-profile';
import { ButtonSettingsForm } from './button-settings-form';
import { ModalSettingsForm } from './modal-settings-form';

/** The booking tab (spec section 2): the pinned button and the dialog it opens, each with a live preview. */
export function BookingSettingsTab() {
  const { t } = useTranslation();
  const profile = useAdminProfile();
  return (
    <section aria-labelledby="booking-settings-heading" className="space-y-4">
      <div>
        <h2 id="booking-settings-heading" className="text-lg font-semibold">
          {t('admin.bookingSettings.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.bookingSettings.intro')}</p>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-96 w-full" aria-label={t('admin.bookingSettings.loading')} />
      ) : profile.isError ? (
        <p className="rounded-lg border bg-background p-4 text-sm">{t('admin.bookingSettings.loadFailed')}</p>
      ) : (
        <Tabs defaultValue="button">
          <TabsList>
            <TabsTrigger value="button">{t('admin.bookingSettings.buttonTab')}</TabsTrigger>
            <TabsTrigger value="modal">{t('admin.bookingSettings.modalTab')}</TabsTrigger>
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
