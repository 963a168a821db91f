/**
 * The countries of the emergency contacts (@portal/contract/emergency-contacts) named in each catalogue language, and
 * their order by name: one table the server's first view and the browser share. Intl.DisplayNames is not used at run
 * time because Node's ICU and Chromium's name countries differently (Node: 'Hong Kong SAR China', 'Sonderverwaltungsregion
 * Hongkong'; Chromium: 'Hong Kong', 'Hongkong'), and a drawn page must read as the browser's (issue 34).
 *
 * Generated once from Chromium 156's Intl.DisplayNames([language, 'en'], { type: 'region' }) and its
 * localeCompare(…, language) order, the names the page showed before. A country added to the contacts needs its
 * names here: country-names.test.ts fails until it has them.
 */
import type { CatalogueLanguage } from '../../../lib/i18n';

export const COUNTRY_NAMES: Readonly<Record<CatalogueLanguage, Readonly<Record<string, string>>>> = {
  en: {
    GB: 'United Kingdom',
    IE: 'Ireland',
    US: 'United States',
    CA: 'Canada',
    AU: 'Australia',
    NZ: 'New Zealand',
    DE: 'Germany',
    AT: 'Austria',
    CH: 'Switzerland',
    FR: 'France',
    NL: 'Netherlands',
    BE: 'Belgium',
    LU: 'Luxembourg',
    ES: 'Spain',
    IT: 'Italy',
    PT: 'Portugal',
    DK: 'Denmark',
    SE: 'Sweden',
    NO: 'Norway',
    FI: 'Finland',
    PL: 'Poland',
    CZ: 'Czechia',
    GR: 'Greece',
    IL: 'Israel',
    AE: 'United Arab Emirates',
    IN: 'India',
    SG: 'Singapore',
    HK: 'Hong Kong',
    JP: 'Japan',
    ZA: 'South Africa',
    BR: 'Brazil',
    MX: 'Mexico',
  },
  de: {
    GB: 'Vereinigtes Königreich',
    IE: 'Irland',
    US: 'Vereinigte Staaten',
    CA: 'Kanada',
    AU: 'Australien',
    NZ: 'Neuseeland',
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    FR: 'Frankreich',
    NL: 'Niederlande',
    BE: 'Belgien',
    LU: 'Luxemburg',
    ES: 'Spanien',
    IT: 'Italien',
    PT: 'Portugal',
    DK: 'Dänemark',
    SE: 'Schweden',
    NO: 'Norwegen',
    FI: 'Finnland',
    PL: 'Polen',
    CZ: 'Tschechien',
    GR: 'Griechenland',
    IL: 'Israel',
    AE: 'Vereinigte Arabische Emirate',
    IN: 'Indien',
    SG: 'Singapur',
    HK: 'Hongkong',
    JP: 'Japan',
    ZA: 'Südafrika',
    BR: 'Brasilien',
    MX: 'Mexiko',
  },
};

/** The country codes in the order of their names in each language (the page lists them so). */
export const COUNTRY_ORDER: Readonly<Record<CatalogueLanguage, readonly string[]>> = {
  en: ['AU', 'AT', 'BE', 'BR', 'CA', 'CZ', 'DK', 'FI', 'FR', 'DE', 'GR', 'HK', 'IN', 'IE', 'IL', 'IT', 'JP', 'LU', 'MX', 'NL', 'NZ', 'NO', 'PL', 'PT', 'SG', 'ZA', 'ES', 'SE', 'CH', 'AE', 'GB', 'US'],
  de: ['AU', 'BE', 'BR', 'DK', 'DE', 'FI', 'FR', 'GR', 'HK', 'IN', 'IE', 'IL', 'IT', 'JP', 'CA', 'LU', 'MX', 'NZ', 'NL', 'NO', 'AT', 'PL', 'PT', 'SE', 'CH', 'SG', 'ES', 'ZA', 'CZ', 'AE', 'US', 'GB'],
};
