import { useMemo } from 'react';
import { hasPrivilege, heldPrivileges } from '@karamu/shared';
import { useCurrentUser } from '@/entities/session';
import { ThemeChoice } from '@/components/theme';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '@/entities/profile';
import { InstallationDefaultsSection } from './installation-defaults-section';
import { PasswordSection } from './password-section';
import { PhoneNumbersSection } from './phone-numbers-section';
import { PhoneVerificationSection } from './phone-verification-section';
import { PictureSection } from './picture-section';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import { SmsCountriesSection } from './sms-countries-section';
import { SectionError, SectionLoading, SettingsSection } from './settings-section';

/**
 * The settings route of every dashboard ("always" open to a signed-in user): the user's
 * own profile, picture, SMS standing and phone proof, password, sessions and theme; and,
 * for holders of READ_SETTINGS, the installation's defaults, phone number rules and SMS
 * countries.
 */
export function SettingsScreen() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  const held = useMemo(() => heldPrivileges(user), [user]);
  const profile = useProfile();

  const profileFailed = profile.isError && (
    <SectionError
      title="We could not load your profile"
      error={profile.error}
      onRetry={() => void profile.refetch()}
      retrying={profile.isFetching}
    />
  );

  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
      <SettingsSection
        title="Profile"
        description="How you appear to others, and how to reach you."
      >
        {profile.isPending ? (
          <SectionLoading label="Loading your profile" />
        ) : profile.isError ? (
          profileFailed
        ) : (
          <ProfileForm key={profile.data.version} profile={profile.data} />
        )}
      </SettingsSection>
      <SettingsSection
        title="Display picture"
        description="Shown next to your name. Without one, your initials are shown on a colour."
      >
        {profile.isPending ? (
          <SectionLoading label="Loading your picture" />
        ) : profile.isError ? (
          profileFailed
        ) : (
          <PictureSection profile={profile.data} />
        )}
      </SettingsSection>
      <SettingsSection title="SMS" description="Whether you may send SMS, and how many a day.">
        <PhoneVerificationSection />
      </SettingsSection>
      <SettingsSection
        title="Password"
        description="Changing it signs you out everywhere else; this browser stays signed in."
      >
        <PasswordSection username={user.username} />
      </SettingsSection>
      <SettingsSection title="Sessions">
        <SessionsSection />
      </SettingsSection>
      <SettingsSection title="Appearance" description="Saved on this device.">
        <ThemeChoice />
      </SettingsSection>
      {hasPrivilege(held, 'READ_SETTINGS') && (
        <SettingsSection
          title="Defaults"
          description="The country, currency and time zone new events, occasions and forms start on, for the whole installation."
        >
          <InstallationDefaultsSection canUpdate={hasPrivilege(held, 'UPDATE_SETTINGS')} />
        </SettingsSection>
      )}
      {hasPrivilege(held, 'READ_SETTINGS') && (
        <SettingsSection
          title="Phone numbers"
          description="Extra mobile prefixes per country, for the whole installation."
        >
          <PhoneNumbersSection canUpdate={hasPrivilege(held, 'UPDATE_SETTINGS')} />
        </SettingsSection>
      )}
      {hasPrivilege(held, 'READ_SETTINGS') && (
        <SettingsSection
          title="SMS countries"
          description="Where SMS and phone codes may go, for the whole installation."
        >
          <SmsCountriesSection canUpdate={hasPrivilege(held, 'SUPER_ADMIN')} />
        </SettingsSection>
      )}
    </div>
  );
}
