import { BLOOD_BANK_LIST_DEFAULT, BLOOD_BANK_LIST_MAX } from '@raktsetu/shared';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useBloodBanks, type BloodBankSearch } from '../../../lib/blood-banks-api.ts';
import { bankSearchQuery, defaultBankSearchValues, type BankSearchValues } from '../forms/bank-search.ts';
import { useNearMe } from './use-near-me.ts';

/**
 * The directory search: the form's values, the search last sent and its answer, "near me", and which bank is
 * picked on the map. It starts on the user's own town when their profile has one.
 */
export function useBankDirectory() {
  const { profile } = useAuth();
  const nearMe = useNearMe();
  const [values, setValues] = useState<BankSearchValues>(() => defaultBankSearchValues(null, null));
  const [query, setQuery] = useState<BloodBankSearch | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const banks = useBloodBanks(query ?? {}, { enabled: query !== null });

  // Start from the user's own town once the profile is known, unless they have searched already.
  const profileCity = profile?.city ?? null;
  const profileState = profile?.state ?? null;
  const searched = useRef(false);
  useEffect(() => {
    if (!profileCity || searched.current) return;
    searched.current = true;
    const start = defaultBankSearchValues(profileCity, profileState);
    setValues(start);
    setQuery(bankSearchQuery(start, null));
  }, [profileCity, profileState]);

  const search = (point = nearMe.phase === 'captured' ? nearMe.point : null) => {
    searched.current = true;
    setSelectedId(null);
    setQuery(bankSearchQuery(values, point));
  };
  const searchNearMe = async () => {
    const point = await nearMe.locate();
    if (point) search(point);
  };
  const select = (bankId: number) => {
    setSelectedId(bankId);
    document.getElementById(`bank-${bankId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const showMore = () => setQuery((current) => current && { ...current, limit: BLOOD_BANK_LIST_MAX });

  const list = banks.data ?? [];
  const limit = query?.limit ?? BLOOD_BANK_LIST_DEFAULT;
  return {
    nearMe,
    values,
    setValues,
    query,
    banks,
    list,
    limit,
    // The directory answers with at most `limit` banks: a full page means more match than are shown.
    more: list.length >= limit,
    selectedId,
    search,
    searchNearMe,
    select,
    showMore,
  };
}
