import { Button, Input, List } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@sandbox/shared/constants';
import type { Country } from '../../api/kyc.ts';
import { useLangStore } from '../../store/lang-store.ts';
import s from './country-chooser.module.css';

/** A country's name in the user's language (the English name where the browser has none). */
export function useCountryName(): (country: Country) => string {
  const lang = useLangStore((st) => st.lang);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([LANGUAGE_TAGS[lang]], { type: 'region' });
    } catch {
      names = null;
    }
    return (country: Country) => {
      const name = names?.of(country.code);
      return name && name !== country.code ? name : country.englishName;
    };
  }, [lang]);
}

/** Country chooser, opened in place: a searchable list of every country with its calling code. */
export function CountryChooser({
  countries,
  nameOf,
  onClose,
  onPick,
}: {
  countries: Country[];
  nameOf: (c: Country) => string;
  onClose: () => void;
  onPick: (c: Country) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = q
    ? countries.filter((c) => [nameOf(c), c.englishName, c.chineseName, c.code, `+${c.phoneCode}`].some((text) => text.toLowerCase().includes(q)))
    : countries;
  return (
    <div className={s.chooser}>
      <div className={s.search}>
        <Input clearable placeholder={t('gerenziliao.countrySearch')} value={search} onChange={setSearch} className={s.searchInput} />
        <Button size="small" fill="none" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
      <div className={s.list} data-testid="country-list">
        {shown.length === 0 ? (
          <p className={`muted ${s.none}`}>{t('gerenziliao.countryNone')}</p>
        ) : (
          <List>
            {shown.map((c) => (
              <List.Item key={c.code} onClick={() => onPick(c)} extra={`+${c.phoneCode}`} arrowIcon={false}>
                {nameOf(c)}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </div>
  );
}
