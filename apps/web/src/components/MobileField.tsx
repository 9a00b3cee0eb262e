import { defaultCountryId, MobileNumberField, type MobileNumberFieldProps } from '@beauty/ui';
import { useCountries } from '../api/queries';

/** The kit's mobile number field with the shop's countries (the startup data's list, cached for good). */
export function MobileField(props: MobileNumberFieldProps) {
  const countries = useCountries();
  return <MobileNumberField countries={countries.data ?? []} {...props} />;
}

/** The default country of a form: Singapore when listed, else the first. */
export function useDefaultCountryId(): string {
  return defaultCountryId(useCountries().data ?? []);
}
