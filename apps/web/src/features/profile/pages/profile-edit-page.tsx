import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AuthMessages,
  fieldErrorsSchema,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
  type UserProfile,
} from '@afrinest/contract';
import { Alert, Card, Spinner } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useChangePassword } from '@/features/profile/api/change-password';
import { useCountries } from '@/features/profile/api/get-countries';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';

export interface ProfileEditPageProps {
  user: UserProfile;
  /** The session takes the new token a password change answers. */
  onTokenChanged(token: string): void;
}

/** What a refused call tells the form: messages per field, else one for the whole form. */
function refusal(e: unknown) {
  const error = toApiError(e);
  if (error.status === null || error.status >= 500) {
    toast.error(error.message);
    return { message: error.message };
  }
  const fields = fieldErrorsSchema.safeParse(
    (error.details as { fields?: unknown } | undefined)?.fields,
  );
  return { fields: fields.success ? fields.data : undefined, message: error.message };
}

/** /profile/edit: name, phone, country and region; and the password. */
export function ProfileEditPage({ user, onTokenChanged }: ProfileEditPageProps) {
  const navigate = useNavigate();
  const countries = useCountries();
  const update = useUpdateProfile();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);

  const saveProfile = async (values: UpdateProfileRequest) => {
    try {
      await update.mutateAsync(values);
      toast.success('Profile saved.');
      await navigate('/profile');
      return null;
    } catch (e) {
      return refusal(e);
    }
  };

  const changePassword = async (values: ChangePasswordRequest) => {
    setChanged(false);
    try {
      onTokenChanged((await change.mutateAsync(values)).token);
      setChanged(true);
      return null;
    } catch (e) {
      return refusal(e);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Edit your profile</h1>
      <Card title="Profile">
        {countries.isPending ? (
          <Spinner label="Loading the countries…" />
        ) : (
          <ProfileForm
            profile={user}
            // Without the geography the fields are typed instead of chosen.
            countries={countries.data ?? []}
            onSubmit={saveProfile}
          />
        )}
      </Card>
      <Card title="Password">
        <div className="flex flex-col gap-4">
          {changed && <Alert variant="success">{AuthMessages.PASSWORD_CHANGED}</Alert>}
          <ChangePasswordForm onSubmit={changePassword} />
        </div>
      </Card>
    </div>
  );
}
