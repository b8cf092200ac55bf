"use client";

import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { foutTekst } from "@/lib/client/fout";

export interface ApiMutationOptions<TData, TVars, TContext> extends Omit<UseMutationOptions<TData, Error, TVars, TContext>, "onError"> {
  /** Queries to refresh after success (each key is invalidated with its descendants). */
  invalidate?: readonly QueryKey[];
  /** Toast after success; a function gets the answer and the variables. */
  success?: string | ((data: TData, vars: TVars) => string);
  /** Fallback error text when the server gives none (default "Dat is niet gelukt…"). */
  error?: string;
  /** false: the caller shows the error itself (e.g. inside a dialog); the promise still rejects. */
  toastError?: boolean;
  onError?: (error: Error, vars: TVars, context: TContext | undefined) => void;
}

/**
 * The one mutation hook of the screens: runs the call, refreshes what it changed, toasts the
 * result, and turns a failure into one readable text (lib/client/fout.ts).
 */
export function useApiMutation<TData = unknown, TVars = void, TContext = unknown>({
  invalidate = [],
  success,
  error,
  toastError = true,
  onSuccess,
  onError,
  onSettled,
  ...options
}: ApiMutationOptions<TData, TVars, TContext>) {
  const qc = useQueryClient();
  const t = useTranslations("translation.kit.fout");
  return useMutation<TData, Error, TVars, TContext>({
    ...options,
    onSuccess: async (data, vars, context, mutation) => {
      if (success) toast.success(typeof success === "function" ? success(data, vars) : success);
      await onSuccess?.(data, vars, context, mutation);
    },
    onError: (e, vars, context) => {
      if (toastError) toast.error(foutTekst(e, error ?? t("onbekend")));
      onError?.(e, vars, context);
    },
    onSettled: async (...args) => {
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      await onSettled?.(...args);
    },
  });
}

/** The hook's error text for places that show it themselves (dialogs, inline). */
export function useFoutTekst() {
  const t = useTranslations("translation.kit.fout");
  return (e: unknown, standaard?: string) => foutTekst(e, standaard ?? t("onbekend"));
}
