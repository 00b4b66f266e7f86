export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { HoneypotField } from './honeypot-field';
export {
  CheckboxListField,
  type CheckboxListFieldProps,
  type CheckboxListOption,
} from './checkbox-list-field';
export {
  CurrencyAmountsField,
  type CurrencyAmountRow,
  type CurrencyAmountsFieldProps,
} from './currency-amounts-field';
export { FilterField, type FilterFieldProps } from './filter-field';
export { Form, type FormProps } from './form';
export { FormError, type FormErrorProps } from './form-error';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { PHONE_HINT, PhoneField, type PhoneFieldProps } from './phone-field';
export { SaveButton, type SaveButtonProps } from './save-button';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export {
  useZodForm,
  type UseZodFormOptions,
  type ZodForm,
  type ZodFormSchema,
} from './use-zod-form';
export { useTypedFilter } from './use-typed-filter';
