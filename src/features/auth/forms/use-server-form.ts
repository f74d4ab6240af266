'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { addGlobalMessage } from '@/features/global-messages';
import { unreachableActionFailure, type FormActionFailure } from '../action-result';

export interface FormErrorState {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * A react-hook-form form checked by its zod schema in the browser (errors shown once a field was
 * touched, the first invalid field focused on submit), with the Server Action's answer applied the
 * same way: field errors set and the first one focused, a form-level error kept for the alert, a
 * global message raised for backend failures.
 */
export function useServerForm<TValues extends FieldValues>(schema: z.ZodType<TValues, TValues>, defaultValues: DefaultValues<TValues>) {
  const form = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // Focus goes to the first invalid field in the page's order (below), not in registration order:
    // fields that appear later (a region once the country's regions loaded) register later.
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<FormErrorState | undefined>();

  function applyFailure(result: FormActionFailure): void {
    setFormError(result.formError ? { key: result.formError, params: result.formErrorParams } : undefined);
    Object.entries(result.fieldErrors ?? {}).forEach(([name, message], index) => {
      form.setError(name as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (result.messageKey) addGlobalMessage({ type: 'error', key: result.messageKey });
  }

  /**
   * `handleSubmit` that focuses the first invalid field of this form when the check fails, and says
   * so when the Server Action could not run (the values stay in the form).
   */
  function submit(onValid: SubmitHandler<TValues>) {
    return form.handleSubmit(
      async (values, event) => {
        try {
          await onValid(values, event);
        } catch (error) {
          applyFailure(unreachableActionFailure(error));
        }
      },
      (errors, event) => focusFirstInvalid(Object.keys(errors), event?.target),
    );
  }

  return { form, formError, setFormError, applyFailure, submit };
}

function focusFirstInvalid(names: readonly string[], target: EventTarget | null | undefined): void {
  if (!(target instanceof HTMLFormElement)) return;
  const fields = names
    .map((name) => target.elements.namedItem(name))
    .filter((field): field is HTMLElement => field instanceof HTMLElement)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

/**
 * A native select whose options arrive after the form mounted (titles, countries, regions from OCC)
 * shows the form's value only once the matching option exists: write it back when they arrive.
 */
export function useSelectValueOnceLoaded<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
  options: readonly unknown[] | undefined,
): void {
  const { getValues, setValue } = form;
  useEffect(() => {
    if (options && options.length > 0) setValue(name, getValues(name));
  }, [options, name, getValues, setValue]);
}
