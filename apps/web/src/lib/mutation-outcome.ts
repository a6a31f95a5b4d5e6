import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast, type ToastInput } from './toast-context.ts';
import { errorMessage } from './error-message.ts';
import { useOnScreen } from './use-on-screen.ts';

/**
 * What the person is told when a change they asked for is answered: a screen states it once and hands it to the
 * mutation hook, never to mutate(). TanStack Query drops mutate()'s callbacks when the component that called it
 * is gone by the time the answer comes (a live update, the answer itself or a navigation can re-draw the screen
 * without it), while the mutation's own onSuccess/onError always run. See docs/code-style.md.
 */
export interface Outcome<TData, TVariables> {
  /** The success toast: its text (tone success), a whole toast, or undefined for none. */
  success?: (data: TData, variables: TVariables) => string | ToastInput | undefined;
  /**
   * The error message: a text is the fallback when the server sent no message of its own (lib/error-message.ts);
   * a function chooses the text itself (undefined: none). Without `failure` nothing is told.
   */
  failure?: string | ((error: Error, variables: TVariables) => string | undefined);
  /**
   * Where a form shows the error itself (its alert, a field). It is used while the form is on screen; once it is
   * gone the same message comes as a toast, so it is never lost.
   */
  inPlace?: (message: string, error: Error) => void;
}

function asToast(shown: string | ToastInput, tone: ToastInput['tone']): ToastInput {
  return typeof shown === 'string' ? { tone, message: shown } : shown;
}

/**
 * useMutation, with the outcome told from the mutation itself. The hook's own onSuccess (cache updates, awaited)
 * runs first, so the toast comes with the updated screen, as it did from mutate().
 */
export function useMutationWithOutcome<TData, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  outcome: Outcome<TData, TVariables> = {},
) {
  const { t } = useTranslation();
  const toast = useToast();
  const onScreen = useOnScreen();
  return useMutation<TData, Error, TVariables, TOnMutateResult>({
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await options.onSuccess?.(data, variables, onMutateResult, context);
      const shown = outcome.success?.(data, variables);
      if (shown) toast.show(asToast(shown, 'success'));
    },
    onError: async (error, variables, onMutateResult, context) => {
      await options.onError?.(error, variables, onMutateResult, context);
      const { failure, inPlace } = outcome;
      if (failure === undefined) return;
      const message = typeof failure === 'function' ? failure(error, variables) : errorMessage(error, t, failure);
      if (!message) return;
      if (inPlace && onScreen.current) inPlace(message, error);
      else toast.show(asToast(message, 'error'));
    },
  });
}
